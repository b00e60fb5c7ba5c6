// A customer's own page's one inline script (scripts/build-assets.mjs inlines it; that page's CSP
// allows it by its hash). The page is whole without script (its forms post); its one script, the
// notifications opt-in (client/customer-push.ts), shows a card the page renders hidden, so it waits
// for the page's largest paint instead of sharing the first round trips with the stylesheet, as a
// <script src> in <head> did (its LCP was 1.2x the page's own no-script floor).
//
// When, exactly as the public pages' loader asks for their entry (client/loader.ts, which says why):
// once the browser reports the largest paint of the frame after parsing, or after 300 ms. Repeated
// there rather than shared: a shared function costs every public page's inline script bytes.

declare const __ENTRY__: string;

requestAnimationFrame((frame) => {
  let start = () => {
    start = () => {};
    observer?.disconnect();
    void import(__ENTRY__);
  };
  setTimeout(() => start(), 300);
  const observer =
    typeof PerformanceObserver === "function"
      ? new PerformanceObserver((list) => list.getEntries().some((e) => e.startTime >= frame) && start())
      : undefined;
  observer?.observe({ type: "largest-contentful-paint", buffered: true });
});
