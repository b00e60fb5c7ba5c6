// What the owner's and the customers' service workers share (admin-sw.ts, customer-sw.ts, each
// built on its own by scripts/build-assets.mjs and served by the Worker): they show the notifications
// pushes ask for, and a tap opens a page. Neither has a fetch handler; what each may open is its own.

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
export type MessageEvent = ExtendableEvent & { data: unknown };
type NotificationEvent = ExtendableEvent & { notification: Notification };
export type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };
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

export const sw = self as unknown as ServiceWorkerScope;

/** A notification as a push asks for it: its words, the tag a later one replaces it by, and what a tap needs. */
export type Notice = { title: string; body: string; tag: string; data: Record<string, unknown> };

/**
 * Starts a worker: `notice` reads a push's payload (its JSON, or undefined when it has none or it is
 * not JSON: a push must still show something), `open` answers a tap with the notification's data.
 */
export function servePushes({ notice, open }: { notice: (payload: unknown) => Notice; open: (data: unknown) => Promise<void> }) {
  // A new version takes over at once: there is no cache whose contents could be out of step.
  sw.addEventListener("install", (event) => event.waitUntil(sw.skipWaiting()));
  sw.addEventListener("activate", (event) => event.waitUntil(sw.clients.claim()));

  sw.addEventListener("push", (event) => {
    let payload: unknown;
    try {
      payload = event.data?.json();
    } catch {
      payload = undefined;
    }
    const { title, body, tag, data } = notice(payload);
    // A push must show a notification (userVisibleOnly). One with the tag of one still showing
    // replaces it, buzzing again (renotify) instead of stacking a second card.
    const options = { body, tag, renotify: true, icon: __ALERT_ICON__, badge: __ALERT_BADGE__, data };
    event.waitUntil(sw.registration.showNotification(title, options as NotificationOptions));
  });

  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(open(event.notification.data));
  });
}

/** The browser's windows of this origin, the worker's own or not. */
export const openWindows = () => sw.clients.matchAll({ type: "window", includeUncontrolled: true });
