import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { englishPages, pagePaths, pages } from "../src/content/site-map";

// English pages (their Spanish twins link /es/privacidad in their own words: test/i18n-pages.test.ts).
const englishPaths = englishPages.map((p) => p.path);
import { privacy } from "./content-helpers";
import { element, esc, get, hrefs } from "./html";
import { postForm, postJson, validQuote } from "./quote-helpers";
import { readHead } from "./seo-helpers";

// The privacy page: its own route, metadata, share image and sitemap entry; linked from every
// footer and beside every quote form's submit button; and what it promises about cookies holds.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("/privacy", () => {
  const htmlPromise = get("/privacy").then(async (res) => ({ res, html: await res.text() }));

  it("answers 200 with its heading and every section of the copy", async () => {
    const { res, html } = await htmlPromise;
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1 id="hero-heading"[^>]*>Privacy Policy<\/h1>/);
    for (const s of privacy.sections) expect(html).toContain(`<h2 id="${s.id}-heading"`);
    const main = text(element(html, "<main", "</main>"));
    for (const field of [
      "first and last name",
      "phone number and e-mail address",
      "service you need",
      "city or ZIP code",
      "description of your project",
    ])
      expect(main).toContain(field);
    expect(main).toContain("the website deletes it by itself, with its photos, 24 months later");
    expect(main).not.toContain("{retentionMonths}");
    expect(main).toContain("set no cookies");
  });

  it("says how to ask for deletion with the phone and e-mail from business.ts, as links", async () => {
    const deletion = element((await htmlPromise).html, '<section id="delete"', "</section>");
    expect(hrefs(deletion)).toEqual([`tel:${business.phoneE164}`, `mailto:${business.email}`]);
    expect(deletion).toContain(`>${esc(business.phone)}</a>`);
    expect(deletion).toContain(`>${business.email}</a>`);
  });

  it("has no contact section or quote form, and its header sends Contact to the home page's", async () => {
    const { html } = await htmlPromise;
    expect(html).not.toContain('id="contact"');
    expect(html).not.toContain('data-island="QuoteForm"');
    expect(html).toContain("&quot;contactHref&quot;:&quot;/#contact&quot;");
  });

  it("has its own title, description, canonical URL, og tags and share image, unique among the pages", async () => {
    const { titles, canonical, meta } = readHead((await htmlPromise).html);
    expect(titles).toEqual([`Privacy Policy | ${business.name}`]);
    expect(meta.get("description")).toBe(privacy.seo.description);
    expect(canonical).toEqual(["http://localhost/privacy"]);
    expect(meta.get("og:url")).toBe("http://localhost/privacy");
    expect(meta.get("og:title")).toBe(titles[0]);
    expect(meta.get("og:image")).toBe("http://localhost/api/og-image/privacy");
    expect(meta.get("robots")).toBe("index,follow");
    const others = pages.filter((p) => p.key !== "privacy");
    expect(others.map((p) => p.seo.title)).not.toContain(titles[0]);
    expect(others.map((p) => p.seo.description)).not.toContain(meta.get("description"));
  });

  it("has its share image, a PNG", async () => {
    const res = await get("/api/og-image/privacy");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  }, 60_000);

  it("is in the sitemap", async () => {
    expect(await (await get("/sitemap.xml")).text()).toContain("<loc>http://localhost/privacy</loc>");
  });
});

describe("links to the privacy page", () => {
  it("every page's footer bar links it beside the copyright line", async () => {
    for (const path of [...englishPaths, "/no-such-page"]) {
      const footer = element(await (await get(path)).text(), "<footer", "</footer>");
      expect(footer, path).toMatch(/<span>© \d{4} [^<]+<\/span><a href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    }
  });

  it("every quote form says what the details are for, under the submit button, with the link", async () => {
    for (const path of englishPaths.filter((p) => p !== "/privacy")) {
      const html = await (await get(path)).text();
      const form = element(html, '<form aria-label="Request Free Quote"', "</form>");
      const after = form.slice(form.indexOf('type="submit"'));
      expect(after, path).toContain('We use your details only to answer your request.<!-- --> <a href="/privacy"');
      expect(after, path).toMatch(/<a href="\/privacy"[^>]*>Privacy policy<\/a>/);
    }
  });
});

describe("no cookies for visitors", () => {
  it("no public page, the 404 page, the crawler files or a share image sets a cookie", async () => {
    for (const path of [...pagePaths, "/no-such-page", "/sitemap.xml", "/robots.txt", "/api/og-image/privacy", "/?quote=received"]) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
  }, 60_000);

  it("nor does sending a quote request", async () => {
    const json = await postJson(validQuote);
    expect(json.status).toBe(201);
    expect(json.headers.getSetCookie()).toEqual([]);
    const form = await postForm({ ...validQuote, returnTo: "/junk-removal" });
    expect(form.status).toBe(303);
    expect(form.headers.getSetCookie()).toEqual([]);
  });
});
