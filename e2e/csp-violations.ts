import type { Page } from "@playwright/test";

// The CSP violations a page meets, recorded in the page itself: Chromium also logs them, but the
// event carries the directive and the blocked URL, which makes a failure readable.
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (e) => {
    seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
}

/** Records from the next navigation on; call before page.goto. */
export const watchViolations = (page: Page) => page.addInitScript(recordViolations);

/** What was blocked so far, one line a violation. */
export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
