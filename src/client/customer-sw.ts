// The customers' service worker, served at /my/sw.js with the scope /my/: it shows "On our way" and
// the day-before reminder, and a tap opens the customer's own page. It has no fetch handler.
// The server keeps only the hash of a page's token, so it cannot name the page in a push: each
// push names its subscription row (`page`), and the page that subscribed told this worker its own
// path for that row (src/client/customer-push.ts), kept here in Cache Storage. Whatever a payload
// or a message says, only a page under /my/ is ever opened.

import { business } from "../config/business";
import { customerTokenPattern } from "../lib/customer-token";
import { openWindows, servePushes, sw, type WindowClient } from "./push-worker";

type Payload = { title: string; body: string; tag: string; page: string };

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

servePushes({
  notice(payload) {
    const data = payload as Partial<Payload> | null | undefined;
    const shown: Payload = data?.title
      ? { title: data.title, body: data.body ?? "", tag: data.tag ?? "customer", page: data.page ?? "" }
      : { title: business.shortName, body: "", tag: "customer", page: "" };
    return { title: shown.title, body: shown.body, tag: shown.tag, data: { page: shown.page } };
  },
  async open(data) {
    const row = (data as { page?: unknown } | null)?.page;
    const pages = await readPages();
    const path = (typeof row === "string" && pages.byRow[row]) || pages.last;
    const pathOf = (client: WindowClient) => new URL(client.url).pathname;
    // The page already open is brought forward; else it opens; with no page known, any open page of the customer's.
    const target = isCustomerPage(path) ? path : undefined;
    const already = (await openWindows()).find((client) => (target ? pathOf(client) === target : isCustomerPage(pathOf(client))));
    if (already) await already.focus();
    else if (target) await sw.clients.openWindow(`${sw.location.origin}${target}`);
  },
});
