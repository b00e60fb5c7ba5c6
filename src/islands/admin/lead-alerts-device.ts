import { adminScope } from "../../content/admin-app";

// What this browser can do about lead alerts, and the steps that turn them on and off.

export type DeviceState =
  /** Before hydration, or while the browser is asked. */
  | "checking"
  | "off"
  | "on"
  | "blocked"
  /** An iPhone or iPad in a browser tab: Web Push works only from the Home Screen app. */
  | "install-first"
  | "unsupported";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

// iPadOS reports itself as a Mac; a touch screen tells them apart.
const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const isInstalled = () =>
  matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function registerWorker() {
  return navigator.serviceWorker.register("/admin/sw.js", { scope: adminScope });
}

/** The state this device is in now; registers the worker on the way, so the inbox is installable. */
export async function currentState(): Promise<DeviceState> {
  if (!supported()) return isAppleMobile() && !isInstalled() ? "install-first" : "unsupported";
  const registration = await registerWorker();
  if (Notification.permission === "denied") return "blocked";
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  // The server may have dropped it (a push service answered 410); saving it again is harmless.
  await save(subscription).catch(() => undefined);
  return "on";
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

async function post(path: string, body: unknown) {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  const answer = (await res.json().catch(() => null)) as { error?: string; replaced?: string[]; maxDevices?: number } | null;
  if (!res.ok) throw new Error(answer?.error ?? `The server answered ${res.status}`);
  return answer ?? {};
}

/** The subscription saved; the server names the devices it switched off to make room, if any. */
const save = async (subscription: PushSubscription) => {
  const { replaced = [], maxDevices = 0 } = await post("/api/push/subscribe", subscription.toJSON());
  return { replaced, maxDevices };
};

/** Devices switched off to make room for this one (each person keeps at most `maxDevices`). */
export type Replaced = Awaited<ReturnType<typeof save>>;

/** Asks for permission (only now, after the owner's tap), subscribes and stores the subscription. */
export async function turnOn(publicKey: string, onReplaced: (r: Replaced) => void = () => undefined): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const registration = await registerWorker();
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  onReplaced(await save(subscription));
  return "on";
}

export async function turnOff(): Promise<DeviceState> {
  const registration = await navigator.serviceWorker.getRegistration(adminScope);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await post("/api/push/unsubscribe", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}
