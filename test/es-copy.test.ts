import { describe, expect, it } from "vitest";
import wranglerToml from "../wrangler.toml?raw";
import { business } from "../src/config/business";
import { knownPlaceNames } from "../src/content/entries/places";
import { catalogue } from "../src/content/i18n";
import { copyFor } from "../src/content/site-copy";
import type { CityText, ServiceText } from "../src/content/i18n/types";
import type { RichText } from "../src/content/types";
import { quoteLimits } from "../src/lib/quote-fields";
import { serviceTypeValues } from "../src/lib/service-types";
import { quoteSchemaFor } from "../src/routes/quote/messages";
import {
  cities,
  heroTrustBullets,
  home,
  labels,
  otherKnownPlaces,
  privacy,
  serviceFaqs,
  services,
  testimonials,
  uiEn,
  uiEs,
  whyChooseItems,
} from "./content-helpers";
import { postQuote } from "./quote-helpers";

// The Spanish copy (src/content/i18n/es) against the English it translates: the same pages and list
// lengths, search metadata within the English rules, no English left in it, and facts from business.ts.

const es = catalogue("es");
const en = catalogue("en");
const {
  services: servicesEs,
  cities: citiesEs,
  faqs: faqsEs,
  home: homeEs,
  whyChooseItems: whyChooseItemsEs,
  heroTrustBullets: heroTrustBulletsEs,
  hours: hoursEs,
  labels: labelsEs,
  licences: licenceCopyEs,
  privacy: privacyEs,
  privacyNote: privacyNoteEs,
  testimonials: testimonialsEs,
  testimonialNote: translatedNote,
} = es;
const { site: defaultSeoEs, home: homeSeoEs } = es.seo;
const { site: defaultSeo, home: homeSeo } = en.seo;
const { licences: licenceCopy, privacyNote } = en;

const entry = <T>(record: Record<string, T>, key: string): T => {
  const value = record[key];
  if (value === undefined) throw new Error(`no Spanish entry for ${key}`);
  return value;
};
const serviceEs = (slug: string) => entry<ServiceText>(servicesEs, slug);
const cityEs = (slug: string) => entry<CityText>(citiesEs, slug);
const words = (text: string) => text.trim().split(/\s+/).length;
const plain = (runs: RichText) => runs.map((run) => run.text).join("");
const hrefs = (runs: RichText) => runs.flatMap((run) => (run.href ? [run.href] : []));

/** Every string in a value, functions called with placeholder arguments (their text is what shows). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: string[]) => unknown)("Alpha", "Beta", "Gamma"));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The strings at the same place in two values of the same shape, as [Spanish, English, path]. */
function pairs(es: unknown, en: unknown, path = ""): Array<[string, string, string]> {
  if (typeof es === "function" && typeof en === "function") {
    return pairs(
      (es as (...a: string[]) => unknown)("Alpha", "Beta", "Gamma"),
      (en as (...a: string[]) => unknown)("Alpha", "Beta", "Gamma"),
      `${path}()`,
    );
  }
  if (typeof es === "string" && typeof en === "string") return [[es, en, path]];
  if (es && en && typeof es === "object" && typeof en === "object") {
    return Object.keys(en).flatMap((key) =>
      pairs((es as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return [];
}

/** The shape of a value: keys, array lengths and which leaves are functions, strings or numbers. */
function shape(value: unknown): unknown {
  if (typeof value === "function") return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return typeof value;
}

const servicePairs = services.map((s) => {
  const es = serviceEs(s.slug);
  return {
    slug: s.slug,
    en: { ...s, imageAlt: s.image.alt, about: { heading: s.about.heading, paragraphs: s.about.paragraphs.map(plain) } },
    es: { ...es, about: { heading: es.about.heading, paragraphs: es.about.paragraphs.map(plain) } },
  };
});
const cityPairs = cities.map((c) => ({ slug: c.slug, en: c, es: cityEs(c.slug) }));

const spanishCopy = {
  services: servicesEs,
  cities: citiesEs,
  home: homeEs,
  whyChooseItemsEs,
  heroTrustBulletsEs,
  seo: [defaultSeoEs, homeSeoEs],
  labels: labelsEs,
  testimonials: testimonialsEs,
  ui: uiEs,
  faqs: faqsEs,
  privacy: privacyEs,
  licences: licenceCopyEs,
  privacyNote: privacyNoteEs,
};
const englishCopy = {
  services,
  cities,
  home,
  whyChooseItems,
  heroTrustBullets,
  seo: [defaultSeo, homeSeo],
  labels,
  testimonials,
  ui: uiEn,
  faqs: serviceFaqs,
  privacy,
  licences: licenceCopy,
  privacyNote,
};
// Text a visitor reads: the copy without inline links' hrefs (English paths the wiring maps) and the
// privacy sections' ids (anchors, the same in both languages).
const spanishTexts = strings(
  JSON.parse(JSON.stringify(spanishCopy, (key, v: unknown) => (key === "href" || key === "id" ? undefined : v))),
).concat(strings(uiEs), strings(labelsEs));

const spanishSeoPages = [
  { name: "home", seo: homeSeoEs, headline: homeSeoEs.headline },
  ...services.map((s) => ({
    name: s.slug,
    seo: serviceEs(s.slug).seo,
    headline: uiEs.share.serviceHeadline(serviceEs(s.slug).title, "Spring, TX"),
  })),
  ...cities.map((c) => ({ name: c.slug, seo: cityEs(c.slug).seo, headline: uiEs.share.cityHeadline(`${cityEs(c.slug).name}, TX`) })),
  { name: "privacy", seo: privacyEs.seo, headline: privacyEs.heading },
];

describe("Spanish pages", () => {
  it("has exactly one Spanish entry for every English service and city, in the same order", () => {
    expect(Object.keys(servicesEs)).toEqual(services.map((s) => s.slug));
    expect(Object.keys(citiesEs)).toEqual(cities.map((c) => c.slug));
  });

  it("gives Spanish, ASCII, distinct slugs to the services and privacy, and keeps the city slugs", () => {
    const spanishServiceSlugs = services.map((s) => es.slugs[s.slug as keyof typeof es.slugs]);
    const slugs = spanishServiceSlugs.filter((slug) => slug !== undefined);
    expect(new Set(slugs).size).toBe(services.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(services.map((s) => s.slug)).not.toContain(slug);
      expect(cities.map((c) => c.slug)).not.toContain(slug);
    }
    expect(es.slugs["junk-removal"]).toBe("retiro-de-basura");
    expect(es.slugs.privacy).toBe("privacidad");
    for (const c of cities) expect(es.slugs[c.slug as keyof typeof es.slugs]).toBeUndefined();
  });
});

describe("Spanish services", () => {
  it("has the English entry's list lengths and optional blocks", () => {
    for (const s of services) {
      const es = serviceEs(s.slug);
      expect(es.features, s.slug).toHaveLength(s.features.length);
      expect(es.coverage, s.slug).toHaveLength(s.coverage.length);
      expect(es.benefits, s.slug).toHaveLength(s.benefits.length);
      expect(es.about.paragraphs, s.slug).toHaveLength(s.about.paragraphs.length);
      expect(es.whyChoose?.columns.length, s.slug).toBe(s.whyChoose?.columns.length);
      expect(es.cta === undefined, s.slug).toBe(s.cta === undefined);
      for (const item of es.coverage) expect(item.detail.length).toBeGreaterThan(20);
      expect(es.imageAlt.length).toBeGreaterThan(20);
    }
  });

  it("keeps each paragraph's English inline links, in order, with Spanish link text", () => {
    for (const s of services) {
      const es = serviceEs(s.slug);
      s.about.paragraphs.forEach((paragraph, i) => expect(hrefs(es.about.paragraphs[i]!), `${s.slug} #${i}`).toEqual(hrefs(paragraph)));
      const linkTexts = es.about.paragraphs.flat().filter((run) => run.href && run.href !== "/spring-tx");
      for (const run of linkTexts) expect(services.map((x) => x.title.toLowerCase())).not.toContain(run.text.toLowerCase());
    }
  });

  it("names each testimonial's service with a Spanish service title", () => {
    const titles = services.map((s) => serviceEs(s.slug).title);
    testimonialsEs.forEach((t, i) => {
      const en = testimonials[i]!;
      expect(t.location).toBe(en.location);
      expect(t.service).toBe(serviceEs(services.find((s) => s.title === en.service)!.slug).title);
      expect(titles).toContain(t.service);
    });
    expect(testimonialsEs).toHaveLength(testimonials.length);
    expect(translatedNote).toBe("Reseña traducida del inglés.");
  });
});

describe("Spanish cities", () => {
  const normalise = (text: string) =>
    cities
      .map((c) => c.name)
      .reduce((t, name) => t.split(name).join("CITY"), text)
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim();

  it("gives every city four cards, three why-choose points, three paragraphs and the Spanish hero heading", () => {
    for (const c of cities) {
      const es = cityEs(c.slug);
      expect(es.name).toBe(c.name);
      expect(es.listName).toBe(c.listName);
      expect(es.hero.heading).toBe(`Retiro de basura y mudanzas en ${c.name}, TX`);
      expect(es.services).toHaveLength(c.services.length);
      expect(es.whyChoose).toHaveLength(c.whyChoose.length);
      expect(es.about.paragraphs).toHaveLength(3);
      for (const p of es.about.paragraphs) expect(words(p), `${c.slug}: ${p.slice(0, 40)}`).toBeGreaterThanOrEqual(60);
      for (const p of es.about.paragraphs) expect(words(p), `${c.slug}: ${p.slice(0, 40)}`).toBeLessThanOrEqual(100);
    }
  });

  it("shares no paragraph, and no sentence, between cities even with the names swapped out", () => {
    const seen = new Map<string, string>();
    for (const c of cities) {
      const paragraphs = cityEs(c.slug).about.paragraphs;
      const texts = [...paragraphs, ...paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+/))];
      for (const text of new Set(texts.map(normalise))) {
        expect(seen.get(text), `"${text}" in ${c.slug}`).toBeUndefined();
        seen.set(text, c.slug);
      }
    }
  });

  it("names no Houston place beyond the service radius (the far Inner Loop neighbourhoods)", () => {
    const houston = JSON.stringify(cityEs("houston-tx"));
    for (const far of ["Galleria", "Downtown", "Uptown", "Heights", "Memorial", "Montrose", "Midtown", "Medical Center", "Inner Loop"]) {
      expect(houston, far).not.toContain(far);
    }
  });
});

describe("Spanish search metadata", () => {
  it("has titles of 30 to 65 characters and descriptions of 70 to 160, unique across the Spanish pages", () => {
    for (const { name, seo } of spanishSeoPages) {
      expect(seo.title.length, `${name}: ${seo.title}`).toBeGreaterThanOrEqual(30);
      expect(seo.title.length, `${name}: ${seo.title}`).toBeLessThanOrEqual(65);
      expect(seo.description.length, `${name}: ${seo.description}`).toBeGreaterThanOrEqual(70);
      expect(seo.description.length, `${name}: ${seo.description}`).toBeLessThanOrEqual(160);
    }
    expect(new Set(spanishSeoPages.map((p) => p.seo.title)).size).toBe(spanishSeoPages.length);
    expect(new Set(spanishSeoPages.map((p) => p.seo.description)).size).toBe(spanishSeoPages.length);
    expect(new Set(spanishSeoPages.map((p) => p.headline)).size).toBe(spanishSeoPages.length);
  });

  it("gives every page Spanish search keywords", () => {
    for (const { name, seo } of spanishSeoPages) {
      expect(
        seo.keywords.some((k) => /retiro|mudanza|vaciado|demolici|electrodom|muebles|privacidad/i.test(k)),
        name,
      ).toBe(true);
    }
  });
});

describe("Spanish home page, labels and interface strings", () => {
  it("uses the spec's words in Spanish and the same counters, icons and order", () => {
    expect(homeEs.hero.headline).toBe("Retiro de basura y mudanzas");
    expect(homeEs.hero.quoteButton).toBe("Obtenga su cotización gratis");
    expect(homeEs.ctaBand.heading).toBe("¿Listo para empezar?");
    expect(homeEs.contact.formHeading).toBe("Solicite su cotización gratis");
    expect(uiEs.form.submit).toBe("Solicite su cotización gratis");
    expect(labelsEs.readMore).toBe("Leer más");
    expect(homeEs.stats.map((s) => [s.value, s.decimals, s.suffix, s.label])).toEqual(
      home.stats.map((s, i) => [s.value, s.decimals, s.suffix, ["Años de experiencia", "Calificación", "Clientes satisfechos"][i]]),
    );
    expect(whyChooseItemsEs.map((w) => w.icon)).toEqual(whyChooseItems.map((w) => w.icon));
    expect(heroTrustBulletsEs.map((b) => b.icon)).toEqual(heroTrustBullets.map((b) => b.icon));
    expect(homeEs.hero.highlights).toEqual(heroTrustBulletsEs.map((b) => b.text));
  });

  it("has exactly the keys, nesting and function arities of the English labels and interface strings", () => {
    expect(shape(labelsEs)).toEqual(shape(labels));
    expect(shape(uiEs)).toEqual(shape(uiEn));
    expect(shape(homeEs)).toEqual(shape(home));
    expect(labelsEs.home.heroImage).toMatchObject({
      src: labels.home.heroImage.src,
      width: labels.home.heroImage.width,
      height: labels.home.heroImage.height,
    });
    expect(labelsEs.home.truckImage).toMatchObject({
      src: labels.home.truckImage.src,
      width: labels.home.truckImage.width,
      height: labels.home.truckImage.height,
    });
  });

  it("names every service type of the form in both languages, and the schema answers with the catalogue's field messages", () => {
    expect(Object.keys(uiEn.form.serviceOptions)).toEqual(serviceTypeValues);
    expect(Object.keys(uiEs.form.serviceOptions)).toEqual(serviceTypeValues);
    const message = (input: Record<string, unknown>, field: string) =>
      quoteSchemaFor("en")
        .schema.safeParse(input)
        .error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(message({}, "firstName")).toBe(uiEn.form.messages.required);
    expect(message({ firstName: 7 }, "firstName")).toBe(uiEn.form.messages.notText);
    expect(message({ firstName: "x".repeat(quoteLimits.name + 1) }, "firstName")).toBe(uiEn.form.messages.tooLong(quoteLimits.name));
    expect(message({ phone: "call me" }, "phone")).toBe(uiEn.form.messages.phone);
    expect(message({ email: "nobody" }, "email")).toBe(uiEn.form.messages.email);
    expect(message({ serviceType: "piano-tuning" }, "serviceType")).toBe(uiEn.form.messages.serviceType);
  });

  it("copies the API's English answers to a body it cannot read from what the API sends", async () => {
    const tooLarge = await postQuote(JSON.stringify({ description: "x".repeat(33 * 1024) }), "application/json");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: uiEn.apiErrors.tooLarge(32) });
    const notUtf8 = await postQuote(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json");
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toEqual({ error: uiEn.apiErrors.notUtf8 });
    expect(uiEs.apiErrors.tooLarge(32)).toContain("32 KB");
  });

  it("says the spec's field message, submitting state and toasts in Spanish", () => {
    expect(uiEs.form.messages.required).toBe("Obligatorio");
    expect(uiEs.form.submitting).toBe("Enviando...");
    expect(uiEs.toasts.success.description).toContain(`${business.quoteReplyHours} horas`);
    expect(uiEs.confirmation.thanks).toContain(`${business.quoteReplyHours} horas`);
    expect(uiEs.notFound.heading).toContain("404");
  });
});

describe("the Spanish copy as a whole", () => {
  it("translates every sentence: no Spanish text of four or more words equals its English twin", () => {
    const all = [
      ...servicePairs.flatMap((p) => pairs(p.es, p.en, p.slug)),
      ...cityPairs.flatMap((p) => pairs(p.es, p.en, p.slug)),
      ...pairs(homeEs, home, "home"),
      ...pairs(whyChooseItemsEs, whyChooseItems, "whyChoose"),
      ...pairs(heroTrustBulletsEs, heroTrustBullets, "trustBullets"),
      ...pairs([defaultSeoEs, homeSeoEs], [defaultSeo, homeSeo], "seo"),
      ...pairs(labelsEs, labels, "labels"),
      ...pairs(testimonialsEs, testimonials, "testimonials"),
      ...pairs(uiEs, uiEn, "ui"),
      ...pairs(faqsEs, serviceFaqs, "faqs"),
      ...pairs(privacyEs, privacy, "privacy"),
      ...pairs(licenceCopyEs, licenceCopy, "licences"),
      ...pairs(privacyNoteEs, privacyNote, "privacyNote"),
    ];
    expect(all.length).toBeGreaterThan(400);
    for (const [es, en, path] of all) if (words(en) >= 4) expect(es, path).not.toBe(en);
  });

  it("contains no sentence of the English copy", () => {
    const spanish = spanishTexts.join("\n");
    // The business's name is the same in both languages, so it is not a sentence left untranslated.
    const sentences = strings(englishCopy)
      .flatMap((text) =>
        text
          .split(business.name)
          .join(" | ")
          .split(/(?<=[.!?:;])\s+|\s+\|\s+/),
      )
      .filter((sentence) => words(sentence) >= 4);
    expect(sentences.length).toBeGreaterThan(300);
    for (const sentence of new Set(sentences)) expect(spanish, sentence).not.toContain(sentence);
  });

  it("uses no common English words outside place and business names", () => {
    const names = /The Woodlands|The Waterway|Spring Junk Removal( & Moving)?|application\/\S+/g;
    for (const text of spanishTexts) {
      expect(
        text.replace(names, "").match(/\b(the|and|with|your|our|we|you|for|from|of|to|in|is|are|get|free|quote|call|now)\b/i),
        text,
      ).toBeNull();
    }
  });

  it("spells the accents and opens every question and exclamation", () => {
    const unaccented =
      /(?<!\p{L})(cotizacion(es)?|electrodomesticos?|telefono|codigos?|numero|demolicion|camion|tambien|despues|aqui|rapido|facil|dias|mas|ultim[oa]s?|pagina|informacion|direccion|ecologic[oa]|dueno|duenos|anos?|pequen[oa]s?|sofas?|tu|vac[io]as?|sotanos?|aticos?|jardin|garantia|asi|ademas|areas?|electronic[oa]s?|historic[oa]s?|utiles?|comun)(?!\p{L})/iu;
    for (const text of spanishTexts) {
      expect(text.match(unaccented)?.[0], text).toBeUndefined();
      expect(text.split("¿").length, text).toBe(text.split("?").length);
      expect(text.split("¡").length, text).toBe(text.split("!").length);
    }
  });

  it("takes its numbers from business.ts and the English copy, never new ones", () => {
    const roads = /\b(I-|FM |SH |US |Loop |Beltway )\d+\b|\b77\d{3}\b/g;
    const numbers = (texts: string[]) =>
      new Set(
        texts
          .join(" ")
          .replace(roads, "")
          .match(/(?<![\p{L}\d])\d+(\.\d+)?(?![\p{L}\d])/gu),
      );
    const allowed = numbers(strings(englishCopy));
    for (const n of numbers(spanishTexts)) expect(allowed, n).toContain(n);
    const facts = JSON.stringify(spanishCopy);
    expect(facts).toContain(business.phone);
    expect(homeEs.serviceAreas.text).toContain(`radio de ${business.serviceRadiusMiles} millas`);
    expect(homeEs.contact.militaryNote).toContain(`${business.militaryDiscountPercent}%`);
    expect(homeEs.hero.eyebrow).toContain(String(business.foundingYear));
    for (const s of Object.values(servicesEs)) expect(s.cta?.text).toContain(`${business.quoteReplyHours} horas`);
  });

  it("says the opening hours in Spanish words, read from business.ts's opening and closing times", () => {
    expect(hoursEs.range).toBe(`${business.hours.opens}\u00a0a.\u00a0m. a ${business.hours.closes - 12}\u00a0p.\u00a0m.`);
    expect(hoursEs.days).toBe("de lunes a domingo");
    expect(homeEs.contact.hoursLine).toBe(`Lunes a domingo, de ${hoursEs.range}`);
    expect(spanishTexts.join("\n")).not.toContain(en.hours.range);
  });

  it("never mentions prices, fees or placeholder text", () => {
    // "todo" is Spanish for "all": the placeholder marker is checked in capitals only.
    // Issue 31: the quote form's estimate speaks of the owner's own prices (from the price book,
    // never in the copy): its words are checked apart, and carry no amount either.
    const estimateWords = strings(uiEs.form.estimate);
    const text = spanishTexts.filter((t) => !estimateWords.includes(t)).join("\n");
    expect(estimateWords.join("\n")).not.toContain("$");
    expect(text).not.toMatch(/\$|(?<!\p{L})(precios?|tarifas?|costos?|cobr[ao]\p{L}*|barat\p{L}*|lorem|ipsum)(?!\p{L})/iu);
    expect(text).not.toContain("TODO");
  });
});

describe("Spanish service FAQs", () => {
  const facts = [
    { en: `${business.quoteReplyHours} hours`, es: `${business.quoteReplyHours} horas` },
    { en: `${business.militaryDiscountPercent}%`, es: `${business.militaryDiscountPercent}%` },
    { en: `${business.serviceRadiusMiles}-mile`, es: `${business.serviceRadiusMiles} millas` },
    { en: en.hours.range, es: hoursEs.range },
  ];

  it("answers the same questions as the English FAQ: every service, in order, with as many questions", () => {
    expect(Object.keys(faqsEs)).toEqual(Object.keys(serviceFaqs));
    expect(Object.keys(faqsEs)).toEqual(services.map((s) => s.slug));
    for (const s of services) expect(entry(faqsEs, s.slug), s.slug).toHaveLength(s.faq.length);
    expect(shape(faqsEs)).toEqual(shape(serviceFaqs));
  });

  it("asks each question the Spanish way, opening with ¿ and closing with ?, once, and never twice on a page", () => {
    for (const [slug, faq] of Object.entries(faqsEs)) {
      for (const { question, answer } of faq) {
        expect(question, slug).toMatch(/^¿[^¿?]+\?$/u);
        expect(words(answer), question).toBeGreaterThanOrEqual(15);
        expect(answer, question).toMatch(/[.]$/);
      }
      expect(new Set(faq.map((f) => f.question)).size, slug).toBe(faq.length);
    }
  });

  it("states the same business facts as the English answer it translates, from business.ts", () => {
    for (const s of services) {
      entry(faqsEs, s.slug).forEach((es, i) => {
        const en = s.faq[i]!;
        for (const fact of facts) expect(es.answer.includes(fact.es), `${s.slug} #${i}: ${fact.es}`).toBe(en.answer.includes(fact.en));
      });
    }
  });

  it("heads each FAQ with the Spanish service title", () => {
    for (const s of services) {
      const heading = labelsEs.service.faqHeading(serviceEs(s.slug).title);
      expect(heading).toBe(`${serviceEs(s.slug).title}: preguntas frecuentes`);
    }
  });
});

describe("Spanish privacy page", () => {
  const rateLimits = [
    ...wranglerToml.matchAll(/name = "QUOTE_RATE_LIMITER"\s+namespace_id = "\d+"\s+simple = \{ limit = (\d+), period = 60 \}/g),
  ].map((m) => Number(m[1]));
  const sectionText = (copy: typeof privacy, id: string) =>
    copy.sections
      .find((s) => s.id === id)!
      .body.map((block) => (Array.isArray(block) ? plain(block) : block.list.join("\n")))
      .join("\n");

  it("has the English page's sections, ids, lists and links, in the same order", () => {
    expect(shape(privacyEs)).toEqual(shape(privacy));
    expect(privacyEs.sections.map((s) => s.id)).toEqual(privacy.sections.map((s) => s.id));
    privacy.sections.forEach((section, i) => {
      const es = privacyEs.sections[i]!;
      section.body.forEach((block, j) => {
        const twin = es.body[j]!;
        if (Array.isArray(block)) expect(Array.isArray(twin) && hrefs(twin), `${section.id} #${j}`).toEqual(hrefs(block));
        else expect(!Array.isArray(twin) && twin.list.length, `${section.id} #${j}`).toBe(block.list.length);
      });
    });
  });

  it("says how to ask for deletion with the phone and e-mail from business.ts, as links", () => {
    const deletion = privacyEs.sections.find((s) => s.id === "delete")!.body[0] as RichText;
    expect(deletion.filter((run) => run.href)).toEqual([
      { text: business.phone, href: `tel:${business.phoneE164}` },
      { text: business.email, href: `mailto:${business.email}` },
    ]);
  });

  it("states the quote form's rate limit that wrangler.toml configures, as the English page does", () => {
    expect(rateLimits.length).toBeGreaterThan(0);
    for (const limit of rateLimits) {
      expect(sectionText(privacyEs, "spam-protection")).toContain(`como máximo ${limit} solicitudes por minuto`);
      expect(sectionText(privacy, "spam-protection")).toContain(`at most ${limit} requests a minute`);
    }
    expect(sectionText(privacyEs, "what-we-collect")).toContain(`${business.quoteReplyHours} horas`);
  });

  it("has its own Spanish title and description, a Spanish footer link, and a note under the form that links /es/privacidad", () => {
    expect(privacyEs.seo.title).toBe(`${privacyEs.heading} | ${business.name}`);
    expect(privacyEs.footerLink).toBe("Política de privacidad");
    expect(shape(privacyNoteEs)).toEqual(shape(privacyNote));
    expect(copyFor("es").privacyNote.href).toBe(`/es/${es.slugs.privacy}`);
    expect(copyFor("es").privacyNote.href).toBe("/es/privacidad");
  });
});

describe("Spanish licence copy", () => {
  it("shows the same numbers and lookup pages as the English box and footer line", () => {
    expect(shape(licenceCopyEs)).toEqual(shape(licenceCopy));
    expect(licenceCopyEs.numbers.map((n) => [n.value, n.lookup.href])).toEqual(licenceCopy.numbers.map((n) => [n.value, n.lookup.href]));
    expect(licenceCopyEs.numbers.map((n) => n.value)).toEqual([business.licences.txdmv, business.licences.usdot]);
    for (const n of [business.licences.txdmv, business.licences.usdot]) expect(licenceCopyEs.footerLine).toContain(n);
    // The regulators' pages are in English: the Spanish links say so before the visitor follows them.
    for (const n of licenceCopyEs.numbers) expect(n.lookup.text).toMatch(/\(en inglés\)$/);
  });
});

describe("places the Spanish city pages name", () => {
  // The English city entries list every place their copy names, and content-places.test.ts holds each
  // within the service radius. The Spanish copy may name fewer, never another: the same known names
  // (a few spelled the Spanish way), far places, and no other capitalised name left unlisted.
  const spelledInSpanish: Record<string, string> = {
    "Bush Intercontinental Airport": "Bush Intercontinental",
    "W. Goodrich Jones State Forest": "W. Goodrich Jones",
  };
  const farPlaces = [...otherKnownPlaces, "Aldine", "Champions"];
  const notPlaces: RegExp[] = [
    /\bSpring Junk\b/g,
    /\b(?:[A-Z][\w'.-]*\s)+(?:Road|Parkway|Drive|Freeway|Boulevard)\b/g,
    /\bMain Street\b/g,
    /\b(?:FM|SH|US|I-|Loop|Beltway)\s?\d+\b/g,
    /\b(?:Spring|Cypress) Creek\b/g,
    /\b(?:Klein|Spring|Cy-Fair) ISD\b/g,
    /\bCy-Fair\b/g,
    /\bcondado de Montgomery\b/g,
    /\bStuebner Airline\b/g,
    /\bLouetta\b/g,
  ];
  const ordinaryProperWords = new Set(["HOA", "TX", "Golfo", "Texas", "XIX"]);
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const searched = [
    ...knownPlaceNames.map((name) => ({ name, spelled: spelledInSpanish[name] ?? name })),
    ...farPlaces.map((name) => ({ name, spelled: name })),
  ].sort((a, b) => b.spelled.length - a.spelled.length);

  function namedIn(text: string) {
    let rest = text;
    for (const pattern of notPlaces) rest = rest.replace(pattern, " ~ ");
    const names: string[] = [];
    for (const { name, spelled } of searched) {
      const pattern = new RegExp(`(?<![\\p{L}\\d'])${escapeRegExp(spelled)}(?![\\p{L}\\d'])`, "gu");
      if (pattern.test(rest)) names.push(name);
      rest = rest.replace(pattern, " ~ ");
    }
    return { names, rest };
  }

  const unknownCapitalised = (rest: string) =>
    rest.split(/(?<=[.!?:])\s+/).flatMap((sentence) =>
      sentence
        .split(/[\s,;()]+/)
        .filter(Boolean)
        .slice(1)
        .map((word) => word.replace(/[^\p{L}\d'-]/gu, ""))
        .filter((bare) => /^\p{Lu}/u.test(bare) && !ordinaryProperWords.has(bare)),
    );

  const copyOf = (es: CityText) => ({
    titles: [
      es.seo.title,
      ...es.seo.keywords,
      es.hero.heading,
      es.about.heading,
      ...es.services.map((s) => s.title),
      ...es.whyChoose.map((w) => w.title),
    ],
    sentences: [
      es.seo.description,
      es.hero.text,
      ...es.services.map((s) => s.description),
      ...es.whyChoose.map((w) => w.description),
      ...es.about.paragraphs,
    ],
  });

  it("names only places the English entry lists, and the city itself", () => {
    for (const c of cities) {
      const { titles, sentences } = copyOf(cityEs(c.slug));
      const named = new Set([...titles, ...sentences].flatMap((text) => namedIn(text).names));
      expect(named, c.slug).toContain(c.name);
      const listed = c.places.map((p) => p.name);
      expect(
        [...named].filter((name) => !listed.includes(name)),
        c.slug,
      ).toEqual([]);
    }
  });

  it("leaves no unlisted place-like name in the Spanish copy", () => {
    for (const c of cities) {
      const { sentences } = copyOf(cityEs(c.slug));
      expect(
        sentences.flatMap((text) => unknownCapitalised(namedIn(text).rest)),
        c.slug,
      ).toEqual([]);
    }
  });

  it("catches a far place or an unknown name slipped into the Spanish copy", () => {
    expect(namedIn("También trabajamos cerca de Lake Conroe.").names).toEqual(["Lake Conroe"]);
    expect(unknownCapitalised(namedIn("Trabajamos también en Sharpstown y en Kingwood.").rest)).toEqual(["Sharpstown"]);
    expect(namedIn("cerca del aeropuerto Bush Intercontinental").names).toEqual(["Bush Intercontinental Airport"]);
  });
});

describe("Spanish price table words", () => {
  // Apart from the copy above, which states no price: these words stand around the owner's prices.
  const priceTableEs = es.priceTable;
  const priceTableEn = en.priceTable;
  const texts = strings(priceTableEs);

  it("has the English words' keys, nesting and function arities, every line translated", () => {
    expect(shape(priceTableEs)).toEqual(shape(priceTableEn));
    const all = pairs(priceTableEs, priceTableEn, "priceTable");
    expect(all.length).toBeGreaterThan(20);
    for (const [es, en, path] of all) if (words(en) >= 2) expect(es, path).not.toBe(en);
    expect(priceTableEs.moving.hours(1)).toBe("1 hora");
    expect(priceTableEs.moving.hours(3)).toBe("3 horas");
  });

  it("uses no common English words, spells the accents and opens every question", () => {
    for (const text of texts) {
      expect(
        text.match(/\b(the|and|with|your|our|we|you|for|from|of|to|in|is|are|get|free|quote|call|now|price|load|truck)\b/i),
        text,
      ).toBeNull();
      expect(text.match(/(?<!\p{L})(camion|minim[oa]|articulos?|cuanto|mas|dia|cotizacion|tamano)(?!\p{L})/iu)?.[0], text).toBeUndefined();
      expect(text.split("¿").length, text).toBe(text.split("?").length);
    }
  });
});
