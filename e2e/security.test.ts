import { request } from "node:http";
import type { Page } from "@playwright/test";
import { notFoundRoute, siteRoutes } from "../tools/site-routes.mjs";
import { desktop, expect, phone, test } from "./fixtures";

// Records CSP violations in the page itself: Chromium also logs them, but the event carries the
// directive and the blocked URL, which makes a failure readable.
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (e) => {
    seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
  });
}

/** Opens path, scrolled to the end, with its console errors and warnings except the 404 page's own status. */
async function visit(page: Page, baseURL: string, path: string) {
  await page.addInitScript(recordViolations);
  const logged: { text: string; url: string }[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") logged.push({ text: `${msg.type()}: ${msg.text()}`, url: msg.location().url });
  });
  page.on("pageerror", (err) => logged.push({ text: `pageerror: ${err.message}`, url: "" }));
  const response = await page.goto(path);
  // The browser logs the 404 page's own status as an error; that one is intended.
  const own404 = (entry: { text: string; url: string }) =>
    response?.status() === 404 && entry.url === baseURL + path && /status of 404/.test(entry.text);
  const problems = () => logged.filter((entry) => !own404(entry)).map((entry) => entry.text);
  await page.waitForLoadState("networkidle");
  // Below-the-fold sections and lazy images load on scroll: they must pass the policy too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  return { problems, response };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** A raw HTTP request: fetch() would normalise or refuse the odd URLs a bot sends. */
function rawRequest(baseURL: string, path: string, method = "GET") {
  const { hostname, port } = new URL(baseURL);
  return new Promise<number>((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("the site works in Chromium with the CSP enforced", () => {
  for (const [name, device] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test.describe(`on ${name}`, () => {
      test.use(device);

      for (const path of [...siteRoutes, notFoundRoute]) {
        test(`loads ${path} without CSP violations or console errors`, async ({ page, baseURL }) => {
          const { problems, response } = await visit(page, baseURL!, path);
          expect(response?.headers()["content-security-policy"] ?? "").toMatch(
            /script-src 'self' 'sha256-[\w+/]+=*'; style-src 'self' 'sha256-[\w+/]+=*'; /,
          );
          expect(await violations(page)).toEqual([]);
          expect(problems()).toEqual([]);
        });
      }
    });
  }

  test.describe(() => {
    test.use(phone);

    test("detects a violation: an injected inline script is blocked and reported", async ({ page, baseURL }) => {
      await visit(page, baseURL!, "/");
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "document.body.dataset.injected = 'ran'";
        document.body.append(script);
      });
      // The report is an event, dispatched after the script was refused.
      await expect.poll(async () => (await violations(page)).join("\n")).toMatch(/script-src-elem blocked inline/);
      expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    });

    test("detects a violation: an injected inline style is refused (only the first screen's CSS is allowed, by its hash)", async ({
      page,
      baseURL,
    }) => {
      await visit(page, baseURL!, "/");
      await page.evaluate(() => {
        const style = document.createElement("style");
        style.textContent = "body { outline: 9px solid red }";
        document.body.append(style);
      });
      await expect.poll(async () => (await violations(page)).join("\n")).toMatch(/style-src-elem blocked inline/);
      expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe("9px");
    });
  });
});

test.describe("hardening over real HTTP", () => {
  test("serves static files with nosniff and a sandboxing CSP", async ({ request }) => {
    const res = await request.get("/favicon.svg");
    expect(res.status()).toBe(200);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["content-security-policy"] ?? "").toMatch(/default-src 'none'.*sandbox/);
  });

  test("refuses odd requests with 4xx", async ({ baseURL }) => {
    expect(await rawRequest(baseURL!, "/", "POST")).toBe(405);
    expect(await rawRequest(baseURL!, `/?q=${"a".repeat(2100)}`)).toBe(414);
    for (const path of ["/a%2fb", "/%00", "/%252e%252e/etc/passwd", "/%E0%A4%A"]) expect(await rawRequest(baseURL!, path), path).toBe(400);
    for (const path of ["/a/%2e%2e/%2e%2e/etc/passwd", "/a/../../etc/passwd", "/a\\b"]) {
      const status = await rawRequest(baseURL!, path);
      expect(status >= 400 && status < 500, `${path} answered ${status}`).toBe(true);
    }
  });
});
