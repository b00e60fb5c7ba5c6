import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import wranglerToml from "../wrangler.toml?raw";
import packageJson from "../package.json";
import { deployProblems, PLACEHOLDER_DATABASE_ID } from "../scripts/deploy-guard/problems";
import { business } from "../src/config/business";
import { app } from "../src/index";
import { readHead } from "./seo-helpers";
import { get as fetchPath } from "./html";

// Absolute URLs must never follow a forged Host header, and each page has one URL only.

const SITE = "https://www.springjunk.example";
const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const request = (url: string, init: RequestInit = {}, siteUrl = SITE) =>
  app.request(url, { redirect: "manual", ...init }, { ...env, SITE_URL: siteUrl }, executionCtx);
/** Redirects are the answer here, not followed. */
const get = (path: string, init?: RequestInit) => fetchPath(path, { redirect: "manual", ...init });

describe("with SITE_URL set, every other host moves to SITE_URL's host", () => {
  it("answers a page, the sitemap and robots.txt for another host with 301 to the same path and query on SITE_URL's host", async () => {
    for (const path of ["/junk-removal?utm_source=x", "/", "/sitemap.xml", "/robots.txt", "/no-such-page"]) {
      const res = await request(`https://evil.example${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(`${SITE}${path}`);
    }
    const apex = await request("https://springjunk.example/spring-tx");
    expect(apex.headers.get("location")).toBe(`${SITE}/spring-tx`);
  });

  it("answers a quote post for another host with 308, so the method and body survive", async () => {
    const res = await request("https://evil.example/api/quote-requests", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(`${SITE}/api/quote-requests`);
  });

  it("serves SITE_URL's own host, with canonical, og:url, sitemap and robots.txt on it", async () => {
    const page = await request(`${SITE}/klein-tx`);
    expect(page.status).toBe(200);
    const { canonical, meta } = readHead(await page.text());
    expect(canonical).toEqual([`${SITE}/klein-tx`]);
    expect(meta.get("og:url")).toBe(`${SITE}/klein-tx`);
    expect(await (await request(`${SITE}/sitemap.xml`)).text()).toContain(`<loc>${SITE}/junk-removal</loc>`);
    expect(await (await request(`${SITE}/robots.txt`)).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("keeps local dev working on loopback hosts, whether SITE_URL is set or empty", async () => {
    for (const siteUrl of ["", SITE]) {
      for (const origin of ["http://localhost:8787", "http://127.0.0.1:9000", "http://[::1]:8787"]) {
        expect((await request(`${origin}/junk-removal`, {}, siteUrl)).status, `${origin} with SITE_URL=${siteUrl}`).toBe(200);
      }
    }
  });
});

describe("npm run deploy refuses a configuration that is not ready for the internet", () => {
  const ready = wranglerToml
    .replace(/^SITE_URL = ""/m, `SITE_URL = "${SITE}"`)
    .replace(`database_id = "${PLACEHOLDER_DATABASE_ID}"`, 'database_id = "3f2a9c1e-7d4b-4e8a-9b1c-5d6e7f8a9b0c"');
  const licensed = { txdmv: "006123456C", usdot: "1234567" };

  it("runs the guard first, before wrangler contacts anything", () => {
    expect(packageJson.scripts.deploy).toMatch(/^node scripts\/deploy-guard\.mjs && /);
  });

  it("refuses the committed configuration: SITE_URL empty, database_id, both licence numbers and the review link placeholders", () => {
    const problems = deployProblems(wranglerToml, business.licences, business.reviewsUrl);
    expect(problems).toHaveLength(5);
    expect(problems.join("\n")).toMatch(/Google review link is still the placeholder/);
    expect(problems.join("\n")).toMatch(/SITE_URL is empty/);
    expect(problems.join("\n")).toMatch(/database_id is still the placeholder/);
    expect(problems.join("\n")).toMatch(/TxDMV certificate number is still the placeholder/);
    expect(problems.join("\n")).toMatch(/USDOT number is still the placeholder/);
  });

  it("accepts it once all are filled in, and refuses each one alone", () => {
    expect(ready).not.toBe(wranglerToml);
    expect(deployProblems(ready, licensed)).toEqual([]);
    expect(deployProblems(ready.replace(`SITE_URL = "${SITE}"`, 'SITE_URL = ""'), licensed)).toHaveLength(1);
    expect(deployProblems(ready.replace(/database_id = "[^"]*"/, `database_id = "${PLACEHOLDER_DATABASE_ID}"`), licensed)).toHaveLength(1);
    expect(deployProblems(ready, { ...licensed, txdmv: "000000000C" })).toHaveLength(1);
    expect(deployProblems(ready, { ...licensed, usdot: "0000000" })).toHaveLength(1);
    expect(deployProblems(ready, licensed, "https://g.page/r/CdEfGh123/review")).toEqual([]);
    expect(deployProblems(ready, licensed, business.reviewsUrl)).toHaveLength(1);
    expect(deployProblems(ready, licensed, "g.page/r/CdEfGh123/review")).toHaveLength(1);
  });

  it("refuses a SITE_URL that is not an https origin", () => {
    for (const bad of [
      "www.springjunk.example",
      "http://www.springjunk.example",
      "https://www.springjunk.example/home",
      "https://user@www.springjunk.example",
    ]) {
      expect(deployProblems(ready.replace(`SITE_URL = "${SITE}"`, `SITE_URL = "${bad}"`), licensed), bad).toHaveLength(1);
    }
  });

  it("refuses licence numbers that are not in their formats: TxDMV digits then C, USDOT 1 to 8 digits", () => {
    for (const txdmv of ["006123456", "TX006123456C", "", "C"])
      expect(deployProblems(ready, { ...licensed, txdmv }), txdmv).toHaveLength(1);
    for (const usdot of ["USDOT 1234567", "123456789", "12-34567", ""])
      expect(deployProblems(ready, { ...licensed, usdot }), usdot).toHaveLength(1);
  });
});

describe("percent-encoded twins of pages", () => {
  for (const [twin, page] of [
    ["/junk%2Dremoval", "/junk-removal"],
    ["/junk%2dremoval", "/junk-removal"],
    ["/%6Aunk-removal", "/junk-removal"],
    ["/spring%2Dtx", "/spring-tx"],
    ["/the%2Dwoodlands%2Dtx?utm_source=x", "/the-woodlands-tx?utm_source=x"],
  ] as const) {
    it(`answers ${twin} with 301 to ${page}`, async () => {
      const res = await get(twin);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(page);
      expect((await get(twin, { method: "HEAD" })).status).toBe(301);
    });
  }

  it("leaves the canonical spelling alone and an encoded unknown path a 404", async () => {
    expect((await get("/junk-removal")).status).toBe(200);
    expect((await get("/no%2Dsuch-page")).status).toBe(404);
  });
});
