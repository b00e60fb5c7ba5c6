import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assets } from "../src/manifest";
import { postForm, validQuote } from "./quote-helpers";
import { get } from "./html";

const sha256 = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;
const gzipBytes = async (text: string) =>
  (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer()).byteLength;
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

// Public pages paint from the first screen's CSS in a <style> (scripts/build-assets.mjs) and link
// the whole stylesheet after the largest paint (by the inline script; <noscript> without JavaScript); the strict CSP allows that one style by its hash.
describe("first paint", () => {
  const publicPaths = ["/", "/junk-removal", "/spring-tx", "/es/", "/es/retiro-de-basura", "/privacy", "/this-page-does-not-exist"];

  it("inlines one style in <head>, the one the CSP names by its hash, and nothing else inline", async () => {
    for (const path of publicPaths) {
      const res = await get(path);
      const html = await res.text();
      const head = html.slice(0, html.indexOf("</head>"));
      const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
      expect(
        styles.map((m) => m[1]),
        path,
      ).toEqual([""]);
      expect(head, path).toContain(styles[0]![0]);
      const styleSrc = directive(res.headers.get("Content-Security-Policy") ?? "", "style-src");
      expect(styleSrc, path).toBe(`style-src 'self' ${await sha256(styles[0]![2]!)}`);
      expect(styleSrc, path).not.toContain("unsafe");
    }
  });

  it("has the inline script link the whole stylesheet after the largest paint, and a <noscript> link at the end of <body> without JavaScript", async () => {
    expect(assets.loader.code).toContain(JSON.stringify(assets.css));
    for (const path of publicPaths) {
      const html = await (await get(path)).text();
      const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)];
      expect(
        links.map((m) => m[0]),
        path,
      ).toEqual([`<link rel="stylesheet" href="${assets.css}"/>`]);
      expect(links[0]!.index, path).toBeGreaterThan(html.indexOf("</footer>"));
      expect(html.slice(links[0]!.index! - "<noscript>".length), path).toBe(`<noscript>${links[0]![0]}</noscript></body></html>`);
    }
  });

  it("has the pages that answer a plain form post (its messages, its confirmation) wait for the whole stylesheet in <head>: they open scrolled to the form", async () => {
    const answers = {
      messages: await postForm({ ...validQuote, lastName: "   ", returnTo: "/junk-removal" }),
      confirmation: await get("/junk-removal?quote=received"),
    };
    expect(answers.messages.status).toBe(400);
    for (const [name, res] of Object.entries(answers)) {
      const html = await res.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, name).toContain(`<link rel="stylesheet" href="${assets.css}"/>`);
      expect(html, name).not.toContain("<noscript>");
      expect(html, name).not.toContain("<style");
    }
  });

  it("keeps the owner's screens on the plain blocking stylesheet in <head>, with no inline style", async () => {
    const html = await (await get("/admin/sign-in")).text();
    expect(html).not.toContain("<style");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="stylesheet" href="${assets.css}"/>`);
  });

  it("keeps the inline part small: a second page view pays it again (issue 29: within 6 KB gzip of what it cost before)", async () => {
    expect(await gzipBytes(assets.firstScreenCss.code)).toBeLessThan(5.9 * 1024);
    // A subset: the whole sheet is several times larger.
    const whole = await (await exports.default.fetch(new Request(`http://localhost${assets.css}`))).text();
    expect(assets.firstScreenCss.code.length).toBeLessThan(whole.length * 0.6);
  });
});
