import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities } from "./content-helpers";
import { serviceFaqs } from "./content-helpers";
import { home, whyChooseItems } from "./content-helpers";
import { englishPages, pages, twinOf, type Page } from "../src/content/site-map";
import { spanishPages } from "./content-helpers";
import { privacy } from "./content-helpers";
import { services } from "./content-helpers";
import { testimonials } from "./content-helpers";
import type { RichText } from "../src/content/types";
import { uiEn } from "./content-helpers";
import { element, get, rendered } from "./html";
import { confirmationAt, postForm, validQuote } from "./quote-helpers";

// The Spanish twin (issue #14): every public page in both languages from the same templates and
// entries, each naming its twin; the Spanish pages say nothing in English.

const origin = "http://localhost";
const html = new Map<string, Promise<string>>();
const load = (path: string) => {
  if (!html.has(path))
    html.set(
      path,
      get(path).then((res) => (res.status === 200 ? res.text() : Promise.reject(new Error(`${path}: ${res.status}`)))),
    );
  return html.get(path)!;
};

const links = (doc: string, rel: string) =>
  [...doc.matchAll(/<link rel="([^"]+)"(?: hrefLang="([^"]+)")? href="([^"]+)"\/>/g)]
    .filter((m) => m[1] === rel)
    .map((m) => ({ lang: m[2], href: m[3]! }));

describe("the page list in two languages", () => {
  it("pairs every English page with exactly one Spanish twin, and the other way round", () => {
    expect(spanishPages).toHaveLength(englishPages.length);
    for (const page of englishPages) {
      const twins = spanishPages.filter((p) => p.kind === page.kind && p.id === page.id);
      expect(twins, page.path).toHaveLength(1);
      expect(twinOf(twins[0]!, "en")).toBe(page);
    }
    for (const page of spanishPages) expect(page.path === "/es/" || page.path.startsWith("/es/"), page.path).toBe(true);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.key)).size).toBe(pages.length);
  });

  it("gives the services Spanish slugs and keeps the cities' own", () => {
    const path = (id: string) => spanishPages.find((p) => p.id === id)!.path;
    expect(path("junk-removal")).toBe("/es/retiro-de-basura");
    expect(path("moving-services")).toBe("/es/servicios-de-mudanza");
    expect(path("privacy")).toBe("/es/privacidad");
    expect(path("spring-tx")).toBe("/es/spring-tx");
    expect(path("home")).toBe("/es/");
  });
});

describe.each(pages.map((p) => [p.path, p] as const))("%s", (path, page: Page) => {
  it("declares its language, is its own canonical URL and links both languages' versions reciprocally", async () => {
    const doc = await load(path);
    expect(doc).toContain(`<html lang="${page.locale === "es" ? "es-US" : "en-US"}">`);
    expect(links(doc, "canonical")).toEqual([{ lang: undefined, href: `${origin}${path}` }]);
    const en = twinOf(page, "en")!.path;
    const es = twinOf(page, "es")!.path;
    const expected = [
      { lang: "en", href: `${origin}${en}` },
      { lang: "es", href: `${origin}${es}` },
      { lang: "x-default", href: `${origin}${en}` },
    ];
    expect(links(doc, "alternate")).toEqual(expected);
    // The twin names this page back.
    expect(links(await load(page.locale === "en" ? es : en), "alternate")).toEqual(expected);
    expect(doc).toContain(`<meta property="og:locale" content="${page.locale === "es" ? "es_US" : "en_US"}"/>`);
    expect(doc).toContain(`<meta property="og:locale:alternate" content="${page.locale === "es" ? "en_US" : "es_US"}"/>`);
  });

  it("has a language switch in the header and the footer that leads to its twin, named in that language", async () => {
    const doc = await load(path);
    const other = twinOf(page, page.locale === "en" ? "es" : "en")!;
    const label = other.locale === "es" ? "Español" : "English";
    const lang = other.locale === "es" ? "es-US" : "en-US";
    const switches = [...doc.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"[^>]*data-language-switch=""[^>]*>(.*?)<\/a>/g)];
    expect(switches.map((m) => [m[1], m[2], m[3], m[4]!.replace(/<[^>]+>/g, "")])).toEqual([
      [other.path, lang, lang, label],
      [other.path, lang, lang, label],
    ]);
    expect(element(doc, "<footer", "</footer>")).toContain(`href="${other.path}"`);
  });
});

// Every sentence of the English copy: none may appear on a Spanish page (names and numbers are
// shared, so only runs of four words or more count).
function englishSentences(): string[] {
  const found = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === "string") {
      for (const part of value.split(/(?<=[.!?:])\s+|\s·\s/)) {
        // The business's name and the year are the same in both languages: they make no sentence.
        const words = part
          .replace(business.name, "")
          .replace(/[©\d.]/g, "")
          .trim()
          .split(/\s+/)
          .filter(Boolean);
        if (words.length >= 4) found.add(part.trim());
      }
    } else if (typeof value === "function") {
      for (const args of [["Spring"], [10], [2026, "Spring Junk Removal & Moving"]]) {
        try {
          add((value as (...a: unknown[]) => unknown)(...args));
        } catch {
          // A function that needs other arguments: its words are covered by the pages it renders.
        }
      }
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === "object") Object.values(value).forEach(add);
  };
  const richText = (runs: RichText[]) => runs.map((r) => r.map((run) => run.text).join(""));
  add(services.map((s) => ({ ...s, about: richText(s.about.paragraphs), image: s.image.alt })));
  add(cities);
  add(home);
  add(whyChooseItems);
  add(testimonials.map((t) => t.text));
  add(serviceFaqs);
  add({
    ...privacy,
    sections: privacy.sections.map((s) => ({ heading: s.heading, body: s.body.map((b) => ("list" in b ? b.list : richText([b]))) })),
  });
  const { meta: _meta, ...words } = uiEn;
  add(words);
  return [...found];
}

const visibleText = (doc: string) =>
  doc
    .replace(/<script type="application\/ld\+json">.*?<\/script>/gs, (block) => ` ${block} `)
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\\u0026/g, "&")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("Spanish pages", () => {
  const sentences = englishSentences();

  it("have English sentences to compare against (the check is not vacuous)", () => {
    expect(sentences.length).toBeGreaterThan(300);
    expect(sentences).toContain("Did you forget to add the page to the router?");
  });

  it.each(spanishPages.map((p) => p.path))(
    "%s contains no sentence of the English copy, in its text, attributes, island props or JSON-LD",
    async (path) => {
      const doc = await load(path);
      // Attributes (alt, aria-label, data-props) count: a screen reader reads them, and islands show their props.
      const text = `${visibleText(doc)} ${[...doc.matchAll(/="([^"]*)"/g)].map((m) => visibleText(m[1]!)).join(" ")}`;
      const left = sentences.filter((s) => text.includes(s));
      expect(left).toEqual([]);
    },
  );

  it("answer unknown paths under /es/ with the Spanish not-found page: 404, noindex, the spec's texts in Spanish, Spanish links", async () => {
    const res = await get("/es/no-existe");
    expect(res.status).toBe(404);
    const doc = await res.text();
    expect(doc).toContain('<html lang="es-US">');
    expect(doc).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(doc).toContain(">404 Página no encontrada</h1>");
    expect(doc).toContain("¿Olvidó agregar la página al enrutador?");
    const main = element(doc, "<main", "</main>");
    const internal = [...main.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) expect(href.startsWith("/es/"), href).toBe(true);
  });

  it("send /es to /es/", async () => {
    const res = await get("/es", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("Location")!, origin).pathname).toBe("/es/");
  });

  it("have their own share images, and the sitemap lists both languages with their alternates", async () => {
    // Rendering all sixteen would take a minute here: home, a service and a city (the keys follow one rule).
    for (const page of [spanishPages[0]!, spanishPages[1]!, spanishPages.find((p) => p.kind === "city")!]) {
      const res = await get(new URL(page.image, origin).pathname);
      expect(res.status, page.image).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      await res.arrayBuffer();
    }
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of pages) {
      const entry = sitemap.match(
        new RegExp(`<url><loc>${origin}${page.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</loc>(.*?)</url>`),
      )?.[1];
      expect(entry, page.path).toBeDefined();
      expect(entry).toContain(`hreflang="en" href="${origin}${twinOf(page, "en")!.path}"`);
      expect(entry).toContain(`hreflang="es" href="${origin}${twinOf(page, "es")!.path}"`);
      expect(entry).toContain(`hreflang="x-default" href="${origin}${twinOf(page, "en")!.path}"`);
    }
  });
});

// What a browser without JavaScript gets from the Spanish pages (the browser tests check the same
// form with JavaScript, in e2e/spanish.test.ts).
describe("the Spanish pages' quote form, as HTML", () => {
  /** The form's hidden fields, as the browser sends them with what the visitor typed. */
  const hiddenFields = (doc: string) =>
    Object.fromEntries(
      [
        ...element(doc, '<form aria-label="Solicite su cotización gratis"', "</form>").matchAll(
          /<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g,
        ),
      ].map((m) => [m[1]!, m[2]!]),
    );
  const fieldMessage = (doc: string, field: string) => doc.match(new RegExp(`<p id="quote-${field}-error"[^>]*>([^<]*)</p>`))?.[1];

  it("has the service chosen on a Spanish service page, in the HTML and in the island's props", async () => {
    const doc = await load("/es/servicios-de-mudanza");
    const select = doc.slice(doc.indexOf('name="serviceType"'), doc.indexOf("</select>", doc.indexOf('name="serviceType"')));
    expect([...select.matchAll(/<option value="([^"]*)" selected=""/g)].map((m) => m[1])).toEqual(["moving-services"]);
    expect(doc).toContain("&quot;presetService&quot;:&quot;moving-services&quot;");
  });

  it("answers an empty post in Spanish on the Spanish page, then a valid one with the Spanish confirmation on the same page", async () => {
    const doc = await load("/es/spring-tx");
    const hidden = hiddenFields(doc);
    expect(hidden).toMatchObject({ returnTo: "/es/spring-tx", locale: "es" });
    const empty = await postForm(hidden);
    expect(empty.status).toBe(400);
    const answer = await empty.text();
    expect(answer).toContain('<html lang="es-US">');
    for (const field of ["firstName", "lastName", "phone", "email", "serviceType", "description"])
      expect(fieldMessage(answer, field), field).toBe("Obligatorio");
    const sent = await postForm({ ...hidden, ...validQuote, lastName: "SinJS" });
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    expect(location).toMatch(confirmationAt("/es/spring-tx"));
    const confirmation = await get(location.replace(/#.*/, ""));
    expect(confirmation.status).toBe(200);
    expect(rendered(await confirmation.text())).toContain(">Recibimos su solicitud de cotización</");
  });
});

describe("the Spanish not-found page's language switch", () => {
  it("leads to the English home page, in the header", async () => {
    const res = await get("/es/pagina-que-no-existe");
    expect(res.status).toBe(404);
    const header = element(await res.text(), "<header", "</header>");
    expect([...header.matchAll(/<a href="([^"]+)"[^>]*data-language-switch=""[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["/", "English"],
    ]);
  });
});
