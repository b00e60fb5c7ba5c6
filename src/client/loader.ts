import { startMenus } from "./early/menus";
import { holdEarlySubmits } from "./early/held-submit";

// The public pages' one inline script (scripts/build-assets.mjs inlines it; the CSP allows it by
// its hash). It runs as soon as the page is parsed, long before any island wakes, so what a visitor
// does in the first second is answered at once: the menus (early/menus.ts) and a quote form sent
// before its code arrived, its "Required" messages shown and the submit held (early/held-submit.ts). Then it links the whole stylesheet and starts the
// entry (client/main.ts) after the largest paint, which the first screen's inline CSS has drawn: a <script src> would be fetched while the page is parsed and share the first round
// trips with the stylesheet. The frame after parsing paints what the parser added, and the entry is
// asked for once the browser reports that frame's largest paint (or after 300 ms, where no larger
// paint comes or the browser does not report it). Fetched between a frame's commit and its paint,
// it would still count against the paint in Lighthouse's simulation.

declare const __ENTRY__: string;
declare const __CSS__: string;

// The whole stylesheet; the first screen was painted from the inline part (components/Head.tsx).
// The entry waits for it, so that what the islands measure (the scroll to a #hash, the form's place)
// is the page's final layout.
let sheetLoaded: Promise<unknown> | undefined;
const linkStylesheet = () =>
  (sheetLoaded ??= new Promise((done) => {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = __CSS__;
    sheet.onload = sheet.onerror = done;
    document.head.append(sheet);
  }));
// An address with a #hash opens below the first screen: the browser jumps there while the page
// loads, so the whole stylesheet comes at once (the load waits for it) and the jump lands where the
// target finally is.
if (location.hash.length > 1) void linkStylesheet();

requestAnimationFrame((frame) => {
  let start = () => {
    start = () => {};
    observer?.disconnect();
    void linkStylesheet().then(() => import(__ENTRY__));
  };
  setTimeout(() => start(), 300);
  const observer =
    typeof PerformanceObserver === "function"
      ? new PerformanceObserver((list) => list.getEntries().some((e) => e.startTime >= frame) && start())
      : undefined;
  observer?.observe({ type: "largest-contentful-paint", buffered: true });
});

// Last, though in the same task (nothing runs in between): should either ever throw, the stylesheet
// and the entry are already on their way, and the page is whole all the same.
startMenus();
holdEarlySubmits();
