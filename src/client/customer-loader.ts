// A customer's own page's one inline script (scripts/build-assets.mjs inlines it; that page's CSP
// allows it by its hash). The page is whole without script (its forms post); its one script,
// client/customer-push.ts (the notifications opt-in, the receipt's Print button), waits for the
// page's largest paint instead of sharing the first round trips with the stylesheet, as a
// <script src> in <head> did (its LCP was 1.2x the page's own no-script floor).

declare const __ENTRY__: string;
export {}; // a module: its names are its own, not globals beside customer-push.ts's

// What that script shows is rendered hidden (without a script it would do nothing): shown here, as
// the page is parsed, before its first paint and in the shape the script gives it, so that nothing
// below moves when the script arrives (a layout shift). customer-push.ts then does the same again.
// Without push, an iPhone or iPad in a browser tab gets the Home Screen how-to (Web Push works only
// from there; iPadOS reports itself as a Mac, its touch screen tells them apart); any other browser
// without push, no card. customer-push.ts leaves that shape as it is.
const card = document.querySelector<HTMLElement>("[data-customer-push]");
const turnOn = card?.querySelector("button");
if (card) {
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  const ua = navigator.userAgent;
  const appleMobile = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  const howTo = card.querySelector<HTMLElement>("[data-home-screen]");
  card.hidden = !supported && !appleMobile;
  if (howTo) howTo.hidden = supported || !appleMobile;
  const status = supported && Notification.permission === "denied" ? card.dataset.blocked : undefined;
  if (turnOn) turnOn.hidden = !supported || status !== undefined;
  const line = card.querySelector("[data-notify-status]");
  if (line && status) line.textContent = status;
}
const receiptPrint = document.querySelector<HTMLElement>("[data-print]");
if (receiptPrint) receiptPrint.hidden = false;

// A tap on either before the script is there is held, and asks for it at once: the script answers
// it as it arrives (the tap's user activation lasts seconds, long enough for the permission prompt).
const buttons = [turnOn, receiptPrint].filter((b) => b != null);
const tapped = new Set<HTMLElement>();
const hold = (event: Event) => {
  tapped.add(event.currentTarget as HTMLElement);
  askForScript();
};
for (const b of buttons) b.addEventListener("click", hold);

let askForScript = () => {
  askForScript = () => {};
  void import(__ENTRY__).then(() => {
    for (const b of buttons) b.removeEventListener("click", hold);
    for (const b of tapped) b.click();
  });
};

// When, exactly as the public pages' loader asks for their entry (client/loader.ts, which says why):
// once the browser reports the largest paint of the frame after parsing, or after 300 ms. Repeated
// there rather than shared: a shared function costs every public page's inline script bytes.
requestAnimationFrame((frame) => {
  setTimeout(() => askForScript(), 300);
  const observer =
    typeof PerformanceObserver === "function"
      ? new PerformanceObserver((list) => list.getEntries().some((e) => e.startTime >= frame) && (observer?.disconnect(), askForScript()))
      : undefined;
  observer?.observe({ type: "largest-contentful-paint", buffered: true });
});
