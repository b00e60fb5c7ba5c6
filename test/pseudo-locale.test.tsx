import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { addCatalogue, catalogue, type Catalogue } from "../src/content/i18n";
import { knownPlaceNames } from "../src/content/entries/places";
import { testimonialEntries } from "../src/content/entries/testimonials";
import { localePrefix } from "../src/content/locale";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { pagesIn } from "../src/content/site-map";
import { quoteFormWords } from "../src/components/quote-form-words";
import type { AppEnv } from "../src/env";
import { NotFound } from "../src/pages/NotFound";
import { leadAlert, reminderAlert } from "../src/push/lead-alert";
import { renderer } from "../src/renderer";
import { bookingMessage } from "../src/use-cases/booking-email";
import { createPageRoutes } from "../src/routes/pages";
import { quoteMessagesFor, quoteSchemaFor } from "../src/routes/quote/messages";

// Proof that another language is data, not a rewrite, and a net for words that bypass the
// catalogues: every English string of the catalogue is turned into a pseudo-language ("Junk
// Removal" -> "[Ĵûñķ Ŕéɱöṽåļ]"), the language is added beside the real ones, and every page, the
// 404, the quote form's words and answers, the booking e-mail and the push alerts are made in it.
// Any plain English word left in what a person reads came from somewhere else: a bug.

const accents: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);
// Placeholders the code fills in later ("{n}", "{hotkey}"), addresses and e-mails stay as they are.
const untouched = /(\{[a-z]+\}|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+)/;
const accent = (text: string) =>
  text
    .split(untouched)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => accents[c]!)))
    .join("");
const pseudoText = (text: string) => (text.trim() === "" ? text : `[${accent(text)}]`);

/** A function's text in the pseudo-language, the values passed in kept as they are (a name, a count, "{max}"). */
function pseudoCall(fn: (...args: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const out = fn(...args);
    if (typeof out !== "string") return pseudo(out);
    const kept = args.map(String).filter((a) => a !== "" && out.includes(a));
    if (kept.length === 0) return pseudoText(out);
    const pattern = new RegExp(`(${kept.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
    return `[${out
      .split(pattern)
      .map((part, i) => (i % 2 ? part : accent(part)))
      .join("")}]`;
  };
}

// Keys whose values are not words: addresses, files, anchors, icons, language tags, slugs.
const dataKeys = new Set(["href", "src", "id", "icon", "htmlLang", "ogLocale", "slugs", "width", "height"]);

function pseudo<T>(value: T): T {
  if (typeof value === "string") return pseudoText(value) as T;
  if (typeof value === "function") return pseudoCall(value as (...args: unknown[]) => unknown) as T;
  if (Array.isArray(value)) return value.map(pseudo) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dataKeys.has(k) ? v : pseudo(v)])) as T;
  }
  return value;
}

const pseudoCatalogue: Catalogue = pseudo(catalogue("en"));
const xx = addCatalogue("xx", pseudoCatalogue);
const pages = pagesIn(xx);

// Data a person reads as it is in every language: the business's name, address and contact details,
// place names, the reviewers' names, the regulators' and social networks' names, the languages' own names, and the month and
// day names Intl writes for the pseudo-language's tag (en-US, the catalogue it was made from).
const allowed = [
  business.name,
  business.shortName,
  business.phone,
  business.email,
  business.address.region,
  business.address.country,
  business.licences.txdmv,
  business.licences.usdot,
  ...knownPlaceNames,
  ...testimonialEntries.map((t) => t.author),
  ...business.social.map((s) => s.network),
  "TxDMV",
  "USDOT",
  "English",
  "Español",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
].sort((a, b) => b.length - a.length);

/** The plain English left in a text: ASCII words outside the pseudo-language's brackets, data removed. */
function english(text: string): string[] {
  let rest = text.replace(/\[[^\][]*\]/g, " ").replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|tel:\S+/g, " ");
  for (const word of allowed) rest = rest.split(word).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

/** What a person reads in a page: text nodes, the title, alt and aria-label texts, the meta description and every JSON-LD string. */
function readable(html: string): string[] {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    jsonStrings(JSON.parse(m[1]!)),
  );
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ");
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => decode(m[1]!));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => decode(m[1]!));
  const description = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => decode(m[1]!));
  return [...texts, ...attributes, ...description, ...jsonLd].filter((t) => t.trim() !== "");
}

/** A JSON-LD block's strings a person may read: not its types, ids, addresses or language tags. */
function jsonStrings(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return key.startsWith("@") ||
      [
        "url",
        "item",
        "image",
        "logo",
        "sameAs",
        "inLanguage",
        "knowsLanguage",
        "telephone",
        "priceRange",
        "priceCurrency",
        "unitCode",
      ].includes(key)
      ? []
      : [value];
  if (Array.isArray(value)) return value.flatMap((v) => jsonStrings(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => jsonStrings(v, k));
  return [];
}

/** Every string in a value (the words an island or an answer carries). */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

const leaks = (texts: string[]) => texts.filter((t) => english(t).length > 0);

const app = new Hono<AppEnv>().use(renderer).route("/", createPageRoutes(pages));
app.notFound((c) => c.render(<NotFound />, { title: pseudoCatalogue.ui.notFound.title, noindex: true, locale: xx }));
const html = async (path: string) => (await app.request(`http://localhost${path}`, {}, env)).text();

describe("a pseudo-language made from the English catalogue", () => {
  it("turns English into bracketed accents, keeping placeholders and the values passed in", () => {
    expect(pseudoText("Junk Removal")).toBe("[Ĵûñķ Ŕéɱöṽåļ]");
    expect(pseudoCatalogue.ui.form.photos.remove).toBe("[Ŕéɱöṽé þĥöţö {n}]");
    expect(pseudoCatalogue.ui.call("(281) 555-0147")).toBe("[Çåļļ (281) 555-0147]");
    expect(english("[Çåļļ] Call (281) 555-0147")).toEqual(["Call"]);
  });

  it("has a page for every page of the site, under its own prefix", () => {
    expect(pages.map((p) => p.id)).toEqual(pagesIn("en").map((p) => p.id));
    for (const page of pages) expect(page.path.startsWith(`${localePrefix(xx)}/`), page.path).toBe(true);
  });

  it.each(pages.map((p) => p.path))("%s shows no plain English", async (path) => {
    const texts = readable(await html(path));
    // The page is read at all: most of what it shows is in the pseudo-language.
    expect(texts.filter((t) => t.includes("[")).length, path).toBeGreaterThan(texts.length / 2);
    expect(leaks(texts)).toEqual([]);
  });

  it("shows no plain English on the 404 page", async () => {
    const page = await html(`${localePrefix(xx)}/no-such-page`);
    expect(page).toContain(pseudoCatalogue.ui.notFound.heading);
    expect(leaks(readable(page))).toEqual([]);
  });

  it("gives the quote form, its toasts and confirmation, and the API's answers no plain English", () => {
    expect(leaks(strings(quoteFormWords(xx)).filter((s) => !/^[a-z-]+$|^\d\d-\d\d$|^\//.test(s)))).toEqual([]);
    expect(leaks(strings(quoteMessagesFor(xx)))).toEqual([]);
    const issues = quoteSchemaFor(xx).schema.safeParse({ phone: "call me", email: "nobody", serviceType: "piano", preferredWindow: "noon" })
      .error!.issues;
    expect(issues.length).toBeGreaterThan(4);
    expect(leaks(issues.map((issue) => issue.message))).toEqual([]);
  });

  it("writes the booking e-mail without plain English", () => {
    const customer = {
      id: "r1",
      firstName: "Maria",
      email: "maria@example.com",
      serviceType: "moving-services",
      cityZip: "77373",
      locale: xx,
    };
    const message = bookingMessage(customer, { date: "2026-11-24", window: "07-09" });
    expect(
      leaks([message.subject, ...message.text.split("\n")].map((line) => line.replaceAll("Maria", "").replaceAll("77373", ""))),
    ).toEqual([]);
  });

  it("writes the push alerts without plain English", () => {
    const lead = { id: "r1", firstName: "Maria", lastName: "Nunez", serviceType: "junk-removal", cityZip: "77373", description: "" };
    for (const alert of [leadAlert(lead, xx), reminderAlert(lead, 3, xx)]) {
      expect(leaks([alert.title, alert.body].map((text) => text.replace(/Maria|Nunez|77373/g, "")))).toEqual([]);
    }
  });
});

describe("a service page's price table in the pseudo-language", () => {
  // The owner writes the price book's own words (item names, what is included, the promise) in
  // English and Spanish only: a language without them shows the English ones. Everything around them
  // comes from the catalogue.
  const book = starterPriceBook;
  const ownersWords = [book.included.en, book.rangeNote.en, ...book.items.flatMap((item) => [item.name.en, item.feeName.en])]
    .filter((w) => w !== "")
    .sort((a, b) => b.length - a.length);
  const withoutOwnersWords = (text: string) => ownersWords.reduce((rest, w) => rest.split(w).join(" "), text);
  const priced = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("prices", { prices: { version: 1, book }, tag: "pseudo" });
      await next();
    })
    .use(renderer)
    .route("/", createPageRoutes(pages));

  it.each(["junk-removal", "moving-services"])("%s shows its prices without plain English", async (id) => {
    const path = pages.find((p) => p.kind === "service" && p.id === id)!.path;
    const page = await (await priced.request(`http://localhost${path}`, {}, env)).text();
    expect(page).toContain('<section id="prices"');
    expect(page).toContain(pseudoCatalogue.priceTable.heading);
    expect(page).toContain('"offers"');
    expect(leaks(readable(page).map(withoutOwnersWords))).toEqual([]);
  });
});
