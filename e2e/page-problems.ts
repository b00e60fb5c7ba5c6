import type { Browser, BrowserContext, Page } from "@playwright/test";

// What went wrong in the pages a browser test opened: console errors and warnings, uncaught page
// errors and CSP violations, each one line naming the page. fixtures.ts records them for every test
// and fails the test at its end when any was not expected (PageProblems.expect says which are).

/** The name of the binding through which a page reports its CSP violations. */
const binding = "__reportCspViolation";

// In the page, before its own scripts: Chromium also logs a violation to the console, but the event
// carries the directive and the blocked URL, which makes a failure readable.
function reportViolations(name: string) {
  document.addEventListener("securitypolicyviolation", (e) => {
    const report = (window as unknown as Record<string, (line: string) => void>)[name];
    report?.(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
}

type Expected = { pattern: RegExp; because: string; times: number | "at least once"; seen: number };

export class PageProblems {
  /** Every problem so far, in the order it happened. */
  readonly seen: string[] = [];
  private readonly expected: Expected[] = [];
  private readonly watched = new WeakMap<BrowserContext, Promise<void>>();

  /**
   * The explicit opt-out of a test that provokes a problem on purpose (an injected inline script, a
   * refused post, an offline moment): problems matching `pattern` are expected, `because` says why,
   * and the test fails unless they happened `times` (by default at least once).
   */
  expect(pattern: RegExp, because: string, times: Expected["times"] = "at least once") {
    this.expected.push({ pattern, because, times, seen: 0 });
  }

  /** Records the problems of every page of the context, from its first on; the same context is watched once. */
  watch(context: BrowserContext) {
    let watching = this.watched.get(context);
    if (!watching) {
      for (const page of context.pages()) this.watchPage(page);
      context.on("page", (page) => this.watchPage(page));
      watching = Promise.all([
        context.exposeBinding(binding, ({ page }, line: string) => this.record(page, "CSP violation", line)),
        context.addInitScript(reportViolations, binding),
      ]).then(() => undefined);
      this.watched.set(context, watching);
    }
    return watching;
  }

  /** Watches every context the browser opens from now on (a test's own browser.newContext too); returns the way to stop. */
  watchBrowser(browser: Browser) {
    const onContext = (context: BrowserContext) => void this.watch(context).catch(() => {});
    browser.on("context", onContext);
    return () => void browser.off("context", onContext);
  }

  /** The problems no expectation covers, and each expectation not met; both empty when all is well. */
  verdict(testPassed: boolean) {
    const unexpected = this.seen.filter((line) => {
      const expected = this.expected.find((e) => e.pattern.test(line));
      if (expected) expected.seen++;
      return !expected;
    });
    // An expectation a failed test never reached says nothing.
    const unmet = testPassed
      ? this.expected
          .filter((e) => (e.times === "at least once" ? e.seen === 0 : e.seen !== e.times))
          .map(
            (e) =>
              `${e.pattern} (${e.because}): expected ${e.times === "at least once" ? "at least once" : `${e.times} times`}, seen ${e.seen}`,
          )
      : [];
    return { unexpected, unmet };
  }

  private watchPage(page: Page) {
    page.on("console", (message) => {
      const type = message.type();
      // The location names the resource of a failed load ("status of 404"), so an expectation can name it too.
      const at = message.location().url;
      if (type === "error" || type === "warning") this.record(page, `console ${type}`, `${message.text()}${at ? ` at ${at}` : ""}`);
    });
    page.on("pageerror", (error) => this.record(page, "page error", error.message));
  }

  private record(page: Page, kind: string, text: string) {
    this.seen.push(`${kind}: ${text} (on ${page.url()})`);
  }
}
