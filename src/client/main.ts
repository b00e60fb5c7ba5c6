import { rememberVisit } from "../islands/visit";
import type { Wake } from "../islands/wake";
import { countCallClicks } from "./call-clicks";

// The public pages' entry: a few hundred bytes that run after the largest paint. It keeps the
// visit's first page for the quote form, counts call-link taps, and wakes each island when its
// data-wake says (islands/wake.ts). Nothing else is fetched before then: a page whose islands are
// all below the fold or waiting for the visitor runs no more script until they scroll or tap.

rememberVisit();
countCallClicks();

// The files of the code that waits (scripts/build-assets.mjs writes their hashed URLs in here).
declare const __REACT_ISLANDS__: string;
declare const __COUNTERS__: string;

let react: Promise<typeof import("./react-islands")> | undefined;
const woken = new WeakSet<HTMLElement>();
const wake = (el: HTMLElement) => {
  if (woken.has(el)) return;
  woken.add(el);
  if (el.dataset.island === "Counters")
    return void (import(__COUNTERS__) as Promise<typeof import("./counters")>).then((m) => m.startCounters(el));
  react ??= import(__REACT_ISLANDS__) as Promise<typeof import("./react-islands")>;
  void react.then((m) => m.hydrate(el));
};

function whenSeen(el: HTMLElement, rootMargin: string) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      wake(el);
    },
    { rootMargin },
  );
  // The marker is display: contents (no box of its own): watch what it renders.
  for (const child of el.children) observer.observe(child);
}

// The first sign of a visitor at work. Pointer moves count: a mouse heading for the menu should
// find it awake.
const interactions = ["scroll", "wheel", "pointerdown", "pointermove", "touchstart", "keydown", "focusin"] as const;
const waitingForInteraction: HTMLElement[] = [];
function onFirstInteraction() {
  for (const type of interactions) removeEventListener(type, onFirstInteraction, { capture: true });
  waitingForInteraction.splice(0).forEach(wake);
}

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const when = el.dataset.wake as Wake | undefined;
  if (when === "visible") whenSeen(el, "0px");
  else if (when === "near") {
    whenSeen(el, "100% 0px");
    el.addEventListener("focusin", () => wake(el), { once: true });
  } else if (when === "interaction" && location.hash.length <= 1) waitingForInteraction.push(el);
  // load, or the header on an address with a #hash: it scrolls there about 300 ms after load.
  else wake(el);
}
if (waitingForInteraction.length)
  for (const type of interactions) addEventListener(type, onFirstInteraction, { capture: true, passive: true });
