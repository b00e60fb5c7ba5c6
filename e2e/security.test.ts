import { expect, phone, test } from "./fixtures";

// The CSP the server sends is enforced: every page loads under it without a violation
// (e2e/every-page.test.ts), its header is on every page (test/security.test.ts), and here it refuses
// what it must.

test.describe("the CSP in Chromium", () => {
  test.use(phone);

  test("detects violations: an injected inline script is blocked and an injected inline style refused (only the first screen's CSS is allowed, by its hash), each reported", async ({
    page,
    pageProblems,
  }) => {
    pageProblems.expect(/CSP violation: script-src-elem blocked inline/, "the injected inline script is refused and reported", 1);
    pageProblems.expect(/CSP violation: style-src-elem blocked inline/, "the injected inline style is refused and reported", 1);
    // Chromium's own console line for each.
    pageProblems.expect(/console error: (Executing inline script|Applying inline style) violates/, "Chromium logs each refusal", 2);
    await page.goto("/");
    const blocked = () => pageProblems.seen.join("\n");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.body.append(script);
    });
    // The report is an event, dispatched after the script was refused.
    await expect.poll(blocked).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();

    await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "body { outline: 9px solid red }";
      document.body.append(style);
    });
    await expect.poll(blocked).toMatch(/style-src-elem blocked inline/);
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe("9px");
  });
});
