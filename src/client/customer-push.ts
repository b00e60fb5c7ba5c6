// The customer's own page (/my/<token>): "Notify me on this phone", and the receipt's Print button
// (below). Loaded on /my pages only, and small: no framework. The page renders the section hidden
// (src/components/customer/NotifyCard.tsx), with the POST URL, the VAPID key and the words in data
// attributes; this shows it, and on the tap asks for permission, subscribes with the site's worker
// (/my/sw.js) and stores the subscription for this request. The worker is then told which page this
// is, so that a tap on a notification opens it: the server keeps only a hash of the page's token and
// cannot say.

type Pairing = { page: string; path: string };

const section = document.querySelector<HTMLElement>("[data-customer-push]");
if (section) start(section);

// "Print receipt" (src/pages/customer/ReceiptCard.tsx) needs a script, so the page renders it hidden;
// without one, the browser's own Print gives the same one-page receipt.
const printButton = document.querySelector<HTMLButtonElement>("[data-print]");
if (printButton) {
  printButton.hidden = false;
  printButton.addEventListener("click", () => print());
}

function start(section: HTMLElement) {
  const data = section.dataset;
  const button = section.querySelector("button");
  const status = section.querySelector<HTMLElement>("[data-notify-status]");
  const say = (text = "", offerButton = false) => {
    if (status) status.textContent = text;
    if (button) button.hidden = !offerButton;
  };
  // Without push the card is as the page's inline script left it: the Home Screen how-to, or hidden.
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return;
  section.hidden = false;
  if (Notification.permission === "denied") return say(data.blocked);
  say("", true);

  const register = () => navigator.serviceWorker.register("/my/sw.js", { scope: "/my/" });
  /** Stores the subscription for this request and pairs the worker with this page. */
  const save = async (subscription: PushSubscription) => {
    const res = await fetch(data.customerPush!, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(subscription.toJSON()),
    });
    if (!res.ok) throw new Error(`The server answered ${res.status}`);
    const { page } = (await res.json()) as { page: string };
    const pairing: Pairing = { page, path: location.pathname };
    (await navigator.serviceWorker.ready).active?.postMessage(pairing);
    say(data.on);
  };

  // This phone turned them on before: say so, and store it again (for this request, if it was
  // another's page; or after the server dropped it), which also pairs the worker with this page.
  if (Notification.permission === "granted")
    void register()
      .then((r) => r.pushManager.getSubscription())
      .then((s) => {
        if (!s) return;
        if (data.alreadyOn === "true") say(data.on);
        return save(s);
      })
      .catch(() => undefined);

  const turnOn = async (button: HTMLButtonElement) => {
    button.disabled = true;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return say(permission === "denied" ? data.blocked : "", permission !== "denied");
      const registration = await register();
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.vapidKey!) }));
      await save(subscription);
    } catch {
      say(data.failed, true);
    } finally {
      button.disabled = false;
    }
  };
  button?.addEventListener("click", () => void turnOn(button));
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}
