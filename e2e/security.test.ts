import { expect, phone, test } from "./fixtures";

// The CSP the server sends is enforced: every page loads under it without a violation
// (e2e/every-page.test.ts), its header is on every page (test/security.test.ts), and here it refuses
// what it must. The page records violations itself: the event carries the directive and the blocked URL.
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (e) => {
    seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
}

test.describe("the CSP in Chromium", () => {
  test.use(phone);

  test("detects violations: an injected inline script is blocked and an injected inline style refused (only the first screen's CSS is allowed, by its hash), each reported", async ({
    page,
  }) => {
    await page.addInitScript(recordViolations);
    await page.goto("/");
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.join("\n"));
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.body.append(script);
    });
    // The report is an event, dispatched after the script was refused.
    await expect.poll(violations).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();

    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { outline: 9px solid red }";
      document.body.append(style);
    });
    await expect.poll(violations).toMatch(/style-src-elem blocked inline/);
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe("9px");
  });
});
