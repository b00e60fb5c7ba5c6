// The owner's service worker, served at /admin/sw.js with the scope /admin (never a public page).
// It shows lead alerts and opens the request a tap is for. It has no fetch handler and no cache:
// a lead's data never sits on the phone beyond the page the owner has open.

type Alert = { title: string; body: string; url: string; tag: string };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };
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
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};

// The icons' content-hashed URLs, written in by scripts/build-assets.mjs.
declare const __ALERT_ICON__: string;
declare const __ALERT_BADGE__: string;

const sw = self as unknown as ServiceWorkerScope;

// A new version takes over at once: there is no cache whose contents could be out of step.
sw.addEventListener("install", (event) => event.waitUntil(sw.skipWaiting()));
sw.addEventListener("activate", (event) => event.waitUntil(sw.clients.claim()));

function readAlert(event: PushEvent): Alert {
  try {
    const data = event.data?.json() as Partial<Alert> | undefined;
    if (data?.title) return { title: data.title, body: data.body ?? "", url: data.url ?? "/admin", tag: data.tag ?? "lead" };
  } catch {
    // Not JSON: still tell the owner something arrived.
  }
  return { title: "New quote request", body: "Open the inbox to see it.", url: "/admin", tag: "lead" };
}

sw.addEventListener("push", (event) => {
  const alert = readAlert(event);
  // A push must show a notification (userVisibleOnly). The reminder shares its lead's tag and
  // replaces the first alert, buzzing again (renotify) instead of stacking a second card.
  const options = {
    body: alert.body,
    tag: alert.tag,
    renotify: true,
    icon: __ALERT_ICON__,
    badge: __ALERT_BADGE__,
    data: { url: alert.url },
  };
  event.waitUntil(sw.registration.showNotification(alert.title, options as NotificationOptions));
});

// Only the owner's own screens open from a notification, whatever a payload says.
function ownAdminUrl(raw: unknown) {
  const url = new URL(typeof raw === "string" ? raw : "/admin", sw.location.origin);
  return url.origin === sw.location.origin && (url.pathname === "/admin" || url.pathname.startsWith("/admin/"))
    ? url.href
    : `${sw.location.origin}/admin`;
}

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = ownAdminUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      // An inbox already open (the installed app) is reused rather than opening a second window.
      const open = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      const inbox = open.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (inbox) {
        const moved = await inbox.navigate(target).catch(() => null);
        await (moved ?? inbox).focus();
        return;
      }
      await sw.clients.openWindow(target);
    })(),
  );
});
