import { visitKey } from "../islands/visit";

// A tap on any call link is counted for its page (POST /api/events): the owner sees which pages
// make the phone ring. Only the page, "call" and the visit's random key are sent (the key so that
// a visit counts once per page); a call cannot be tied to a person.
export function countCallClicks() {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (!link || typeof navigator.sendBeacon !== "function") return;
      const body = new Blob([JSON.stringify({ page: location.pathname, kind: "call", visit: visitKey() })], { type: "application/json" });
      navigator.sendBeacon("/api/events", body);
    },
    { capture: true },
  );
}
