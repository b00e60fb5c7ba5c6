// The customers' service worker, served at /my/sw.js with the scope /my/: it shows "On our way" and
// the day-before reminder, and a tap opens the customer's own page. It has no fetch handler.
// The server keeps only the hash of a page's token, so it cannot name the page in a push: each
// push names its subscription row (`page`), and the page that subscribed told this worker its own
// path for that row (src/client/customer-push.ts), kept here in Cache Storage. Whatever a payload
// or a message says, only a page under /my/ is ever opened.

import { business } from "../config/business";
import { customerTokenPattern } from "../lib/customer-token";

type Payload = { title: string; body: string; tag: string; page: string };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type MessageEvent = ExtendableEvent & { data: unknown };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<WindowClient> };
type ServiceWorkerScope = {
  registration: ServiceWorkerRegistration;
  location: Location;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};

// The icons' content-hashed URLs, written in by scripts/build-assets.mjs.
declare const __ALERT_ICON__: string;
declare const __ALERT_BADGE__: string;

const sw = self as unknown as ServiceWorkerScope;

sw.addEventListener("install", (event) => event.waitUntil(sw.skipWaiting()));
sw.addEventListener("activate", (event) => event.waitUntil(sw.clients.claim()));

/** A customer's page: /my/ and a token, nothing else (no file, no other page, no other site). */
const isCustomerPage = (path: unknown): path is string =>
  typeof path === "string" && path.startsWith("/my/") && customerTokenPattern.test(path.slice(4));

// The pages this phone subscribed from, by subscription row, and the latest one.
type Pages = { byRow: Record<string, string>; last?: string };
const pagesKey = "/my/sw-pages.json";
const pagesCache = () => caches.open("customer-pages");

async function readPages(): Promise<Pages> {
  const stored = await (await pagesCache()).match(pagesKey);
  return ((await stored?.json().catch(() => null)) as Pages | null) ?? { byRow: {} };
}

sw.addEventListener("message", (event) => {
  const { page, path } = (event.data ?? {}) as { page?: unknown; path?: unknown };
  if (typeof page !== "string" || page.length > 64 || !isCustomerPage(path)) return;
  event.waitUntil(
    (async () => {
      const pages = await readPages();
      pages.byRow[page] = path;
      pages.last = path;
      await (await pagesCache()).put(pagesKey, new Response(JSON.stringify(pages)));
    })(),
  );
});

function readPayload(event: PushEvent): Payload {
  try {
    const data = event.data?.json() as Partial<Payload> | undefined;
    if (data?.title) return { title: data.title, body: data.body ?? "", tag: data.tag ?? "customer", page: data.page ?? "" };
  } catch {
    // Not JSON: a push must still show something.
  }
  return { title: business.shortName, body: "", tag: "customer", page: "" };
}

sw.addEventListener("push", (event) => {
  const payload = readPayload(event);
  const options = {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    icon: __ALERT_ICON__,
    badge: __ALERT_BADGE__,
    data: { page: payload.page },
  };
  event.waitUntil(sw.registration.showNotification(payload.title, options as NotificationOptions));
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const row = (event.notification.data as { page?: unknown } | null)?.page;
  event.waitUntil(
    (async () => {
      const pages = await readPages();
      const path = (typeof row === "string" && pages.byRow[row]) || pages.last;
      const open = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      const pathOf = (client: WindowClient) => new URL(client.url).pathname;
      // The page already open is brought forward; else it opens; with no page known, any open page of the customer's.
      const target = isCustomerPage(path) ? path : undefined;
      const already = open.find((client) => (target ? pathOf(client) === target : isCustomerPage(pathOf(client))));
      if (already) await already.focus();
      else if (target) await sw.clients.openWindow(`${sw.location.origin}${target}`);
    })(),
  );
});
