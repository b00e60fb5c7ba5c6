import assert from "node:assert/strict";
import { request } from "node:http";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { notFoundRoute, siteRoutes } from "../shared/site-routes.mjs";
import { BASE_URL, desktop, launch, phone } from "./browser.ts";

// Records CSP violations in the page itself: Chromium also logs them, but the event carries the
// directive and the blocked URL, which makes a failure readable.
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (e) => {
    seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
}

async function visit(browser: Browser, path: string, device = phone) {
  const context = await browser.newContext(device);
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const logged: { text: string; url: string }[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") logged.push({ text: `${msg.type()}: ${msg.text()}`, url: msg.location().url });
  });
  page.on("pageerror", (err) => logged.push({ text: `pageerror: ${err.message}`, url: "" }));
  const response = await page.goto(BASE_URL + path);
  // The browser logs the 404 page's own status as an error; that one is intended.
  const own404 = (entry: { text: string; url: string }) =>
    response?.status() === 404 && entry.url === BASE_URL + path && /status of 404/.test(entry.text);
  const problems = () => logged.filter((entry) => !own404(entry)).map((entry) => entry.text);
  await page.waitForLoadState("networkidle");
  // Below-the-fold sections and lazy images load on scroll: they must pass the policy too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  return { page, context, problems, response };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** A raw HTTP request: fetch() would normalise or refuse the odd URLs a bot sends. */
function rawRequest(path: string, method = "GET") {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise<number>((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the site works in Chromium with the CSP enforced", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  for (const path of [...siteRoutes, notFoundRoute]) {
    it(`loads ${path} without CSP violations or console errors`, async () => {
      for (const device of [phone, desktop]) {
        const { page, context, problems, response } = await visit(browser, path, device);
        assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self'; style-src 'self'/);
        assert.deepEqual(await violations(page), []);
        assert.deepEqual(problems(), []);
        await context.close();
      }
    });
  }

  it("detects a violation: an injected inline script is blocked and reported", async () => {
    const { page, context } = await visit(browser, "/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.body.append(script);
    });
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => document.body.dataset.injected), undefined);
    assert.match((await violations(page)).join("\n"), /script-src-elem blocked inline/);
    await context.close();
  });
});

describe("hardening over real HTTP", () => {
  it("serves static files with nosniff and a sandboxing CSP", async () => {
    const res = await fetch(`${BASE_URL}/favicon.svg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'none'.*sandbox/);
  });

  it("refuses odd requests with 4xx", async () => {
    assert.equal(await rawRequest("/", "POST"), 405);
    assert.equal(await rawRequest(`/?q=${"a".repeat(2100)}`), 414);
    for (const path of ["/a%2fb", "/%00", "/%252e%252e/etc/passwd", "/%E0%A4%A"]) assert.equal(await rawRequest(path), 400, path);
    for (const path of ["/a/%2e%2e/%2e%2e/etc/passwd", "/a/../../etc/passwd", "/a\\b"]) {
      const status = await rawRequest(path);
      assert.ok(status >= 400 && status < 500, `${path} answered ${status}`);
    }
  });
});
