import { describe, expect, it } from "vitest";
import { get } from "./html";

describe("document shell", () => {
  it("serves the home page as a complete HTML document", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
    expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/build\/app-[0-9a-f]{12}\.css"\/><\/noscript><\/body>/);
    expect(html).toMatch(/<script type="module">[^<]*import\("\/build\/islands-[A-Z0-9]+\.js"\)[^<]*<\/script>/);
    expect(html).toContain("Junk Removal &amp; Moving Services");
  });
});

describe("not-found page", () => {
  for (const path of ["/anything-else", "/junk-removal/extra", "/service-areas/atlantis-tx"]) {
    it(`answers 404 with the spec's texts and noindex for ${path}`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("404 Page Not Found");
      expect(html).toContain("Did you forget to add the page to the router?");
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
      expect(html).toContain('href="/"');
      expect(html).toMatch(/href="tel:\+1\d{10}"/);
    });
  }
});
