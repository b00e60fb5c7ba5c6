import { describe, expect, it } from "vitest";
import { issueCustomerLink, revokeCustomerLinks } from "../src/auth/customer-links";
import { business } from "../src/config/business";
import { catalogue } from "../src/content/i18n";
import { assets } from "../src/manifest";
import { call, db, seedRequest } from "./admin-helpers";
import { esc } from "./html";

// The customer's own page's <head>: a private page's, short, with nothing to share or index, and
// its one script asked for after the paint by an inline loader that its CSP allows by its hash.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = (path: string) => call(path, { ip: ip() });
const sha256 = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;
const headOf = (html: string) => html.slice(html.indexOf("<head>") + "<head>".length, html.indexOf("</head>"));
const scriptSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));

async function customerPage(locale: "en" | "es" = "en") {
  const request = await seedRequest({ firstName: "Maria", locale });
  const token = await issueCustomerLink(db, request.id, "customer");
  return { request, base: `/my/${token}` };
}

describe("the customer's page's head", () => {
  for (const locale of ["en", "es"] as const) {
    it(`is short and private (${locale}): charset, viewport, title, robots noindex+nofollow, stylesheet, icon, its loader`, async () => {
      const res = await open((await customerPage(locale)).base);
      expect(res.status).toBe(200);
      const head = headOf(await res.text());
      const title = `${catalogue(locale).customer.title} | ${business.name}`;
      expect(head).toBe(
        [
          '<meta charSet="utf-8"/>',
          '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
          `<title>${esc(title)}</title>`,
          '<meta name="robots" content="noindex, nofollow"/>',
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
          `<link rel="stylesheet" href="${assets.css}"/>`,
          `<script type="module">${assets.customerPush.loader.code}</script>`,
        ].join(""),
      );
      // What the robots tag says, the response header says too.
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    });
  }

  it("shares nothing: no description, Open Graph, Twitter, geo, canonical, alternates or JSON-LD anywhere in the page", async () => {
    const html = await (await open((await customerPage()).base)).text();
    for (const absent of ['name="description"', "keywords", "og:", "twitter:", "geo.", "ICBM", "canonical", "alternate", "ld+json"])
      expect(html, absent).not.toContain(absent);
    // One script in the whole page: the loader; the opt-in's file is only named by it, never linked.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain(`src="${assets.customerPush.js}"`);
    expect(html).not.toContain(assets.loader.code);
  });

  it("asks for the opt-in only after the largest paint, from a loader its CSP allows by its hash alone", async () => {
    const { code } = assets.customerPush.loader;
    expect(code).toContain(`import("${assets.customerPush.js}")`);
    expect(code).toContain("largest-contentful-paint");
    // It shows what the script would show (hidden without one) before the first paint, so nothing moves later.
    expect(code).toContain("[data-customer-push]");
    expect(code).toContain("[data-print]");
    const res = await open((await customerPage()).base);
    expect(scriptSrc(res)).toBe(`script-src 'self' ${await sha256(code)}`);
    expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("gives an unknown or revoked token the site's usual 404, head, CSP and all", async () => {
    const unknown = await open("/no-such-page");
    const unknownHtml = await unknown.text();
    const { request, base } = await customerPage();
    await revokeCustomerLinks(db, request.id);
    for (const path of [base, `/my/${"A".repeat(43)}`]) {
      const res = await open(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(unknownHtml);
      expect(res.headers.get("content-security-policy"), path).toBe(unknown.headers.get("content-security-policy"));
      expect(scriptSrc(res), path).toBe(`script-src 'self' ${await sha256(assets.loader.code)}`);
    }
    expect(unknownHtml).toContain('<meta name="robots" content="noindex,follow"/>');
  });
});
