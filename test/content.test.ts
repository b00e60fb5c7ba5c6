import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities, cityBySlug } from "./content-helpers";
import { home, whyChooseItems } from "./content-helpers";
import { serviceBySlug, services } from "./content-helpers";
import { testimonials } from "./content-helpers";
import { iconNames, type RichText } from "../src/content/types";

const serviceSlugs = services.map((s) => s.slug);
const linksIn = (paragraphs: RichText[]) => paragraphs.flat().flatMap((run) => (run.href ? [run.href] : []));
const words = (text: string) => text.trim().split(/\s+/).length;

describe("services", () => {
  it("lists the six services in the spec's order with the spec's titles", () => {
    expect(serviceSlugs).toEqual([
      "junk-removal",
      "moving-services",
      "furniture-removal",
      "appliance-removal",
      "complete-cleanouts",
      "demo-removal",
    ]);
    expect(services.map((s) => s.title)).toEqual([
      "Junk Removal",
      "Moving Services",
      "Furniture Removal",
      "Appliance Removal",
      "Complete Cleanouts",
      "Demo & Removal",
    ]);
    expect(new Set(serviceSlugs).size).toBe(6);
  });

  it("features exactly junk removal and moving as the two large cards", () => {
    expect(services.filter((s) => s.featured).map((s) => s.slug)).toEqual(["junk-removal", "moving-services"]);
  });

  it("relates each service to three other, distinct, existing services", () => {
    for (const s of services) {
      expect(s.related).toHaveLength(3);
      expect(new Set(s.related).size).toBe(3);
      expect(s.related).not.toContain(s.slug);
      for (const r of s.related) expect(serviceSlugs).toContain(r);
    }
  });

  it("gives the three-column why-choose block only to junk removal and moving", () => {
    expect(services.filter((s) => s.whyChoose).map((s) => s.slug)).toEqual(["junk-removal", "moving-services"]);
    for (const s of services) if (s.whyChoose) expect(s.whyChoose.columns).toHaveLength(3);
  });

  it("links each SEO text to /spring-tx and to the right service pages, never to itself or the broken path", () => {
    const expected: Record<string, string[]> = {
      "junk-removal": ["/moving-services"],
      "moving-services": ["/junk-removal"],
      "furniture-removal": ["/junk-removal", "/moving-services"],
      "appliance-removal": ["/junk-removal", "/furniture-removal"],
      "complete-cleanouts": ["/junk-removal", "/furniture-removal"],
      "demo-removal": ["/appliance-removal", "/complete-cleanouts"],
    };
    for (const s of services) {
      const links = linksIn(s.about.paragraphs);
      expect(links, s.slug).toContain("/spring-tx");
      for (const href of expected[s.slug]!) expect(links, s.slug).toContain(href);
      expect(links).not.toContain(`/${s.slug}`);
      for (const href of links) expect([...serviceSlugs, "spring-tx"]).toContain(href.slice(1));
    }
  });

  it("has five coverage items with detail, an 800x600 SVG with alt text, and known icons", () => {
    for (const s of services) {
      expect(s.coverage).toHaveLength(5);
      for (const item of s.coverage) expect(item.detail.length).toBeGreaterThan(20);
      expect(s.image).toMatchObject({ src: `/images/services/${s.slug}.svg`, width: 800, height: 600 });
      expect(s.image.alt.length).toBeGreaterThan(20);
      const icons = [...s.benefits, ...(s.whyChoose?.columns ?? [])].map((b) => b.icon);
      for (const icon of icons) expect(iconNames).toContain(icon);
      expect(s.cta?.text).toContain(`within ${business.quoteReplyHours} hours`);
    }
  });

  it("finds a service by slug and refuses an unknown one", () => {
    expect(serviceBySlug("demo-removal").title).toBe("Demo & Removal");
    expect(() => serviceBySlug("nope")).toThrow();
  });
});

describe("cities", () => {
  const names = cities.map((c) => c.name);
  // Strip every city's name so a page made by swapping names would compare equal.
  const normalise = (text: string) =>
    names
      .reduce((t, name) => t.split(name).join("CITY"), text)
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim();

  it("lists the eight cities in order with the footer's names", () => {
    expect(cities.map((c) => c.slug)).toEqual([
      "spring-tx",
      "the-woodlands-tx",
      "conroe-tx",
      "tomball-tx",
      "cypress-tx",
      "houston-tx",
      "magnolia-tx",
      "klein-tx",
    ]);
    expect(cities.map((c) => c.listName)).toEqual([
      "Spring TX",
      "The Woodlands",
      "Conroe TX",
      "Tomball TX",
      "Cypress",
      "Houston TX",
      "Magnolia TX",
      "Klein TX",
    ]);
  });

  it("gives every city four cards, three why-choose points and three 60-90 word paragraphs", () => {
    for (const c of cities) {
      expect(c.hero.heading).toBe(`Junk Removal & Moving in ${c.name}, TX`);
      expect(c.services).toHaveLength(4);
      for (const card of c.services) expect(iconNames).toContain(card.icon);
      expect(c.whyChoose).toHaveLength(3);
      for (const p of c.about.paragraphs) expect(words(p), `${c.slug}: ${p.slice(0, 40)}`).toBeGreaterThanOrEqual(60);
      for (const p of c.about.paragraphs) expect(words(p), `${c.slug}: ${p.slice(0, 40)}`).toBeLessThanOrEqual(90);
    }
  });

  it("shares no paragraph, and no sentence, between cities even with the names swapped out", () => {
    const seen = new Map<string, string>();
    for (const c of cities) {
      const texts = [...c.about.paragraphs, ...c.about.paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+/))];
      for (const text of new Set(texts.map(normalise))) {
        expect(seen.get(text), `"${text}" in ${c.slug}`).toBeUndefined();
        seen.set(text, c.slug);
      }
    }
  });

  it("lists Spring's nine zip codes and no others", () => {
    expect(cityBySlug("spring-tx").zipCodes).toEqual(["77373", "77379", "77380", "77381", "77382", "77383", "77386", "77388", "77389"]);
    expect(cities.filter((c) => c.zipCodes).map((c) => c.slug)).toEqual(["spring-tx"]);
    expect(() => cityBySlug("atlantis-tx")).toThrow();
  });
});

describe("testimonials", () => {
  it("has three five-star reviews from named customers in service cities, each naming a real service", () => {
    expect(testimonials).toHaveLength(3);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(cities.map((c) => `${c.name}, TX`)).toContain(t.location);
      expect(services.map((s) => s.title)).toContain(t.service);
    }
  });
});

describe("home page copy", () => {
  it("uses the spec's headline, counters, why-choose titles and band heading", () => {
    expect(home.hero.headline).toBe("Junk Removal & Moving Services");
    expect(home.stats.map((s) => [s.value, s.label])).toEqual([
      [10, "Years Experience"],
      [5, "Star Rating"],
      [1000, "Happy Customers"],
    ]);
    expect(home.stats[1]?.decimals).toBe(1);
    expect(whyChooseItems.map((w) => w.title)).toEqual(["Same-Day Service", "5-Star Rated", "Fully Insured", "Military Discount"]);
    expect(home.ctaBand.heading).toBe("Ready to Get Started?");
    expect(home.serviceAreas.text).toContain(`${business.serviceRadiusMiles}-mile radius`);
    expect(home.contact.text).toMatch(/free/i);
    expect(home.contact.text).toContain("no obligation");
    expect(home.contact.text).toContain("24 hours");
  });

  it("never mentions prices, fees or placeholder text anywhere in the copy", () => {
    const all = JSON.stringify({ services, cities, testimonials, home, whyChooseItems });
    expect(all).not.toMatch(/\$|\bprices?\b|\bfees?\b|\bcosts?\b|\bcheap|lorem|ipsum|TODO/i);
  });
});
