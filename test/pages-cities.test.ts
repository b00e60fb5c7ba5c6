import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities } from "./content-helpers";
import { esc, page, section } from "./html";

describe.each(cities)("city page /$slug", (city) => {
  const htmlPromise = page(`/${city.slug}`);

  it("has the red hero with Get Free Quote to #contact and a call link", async () => {
    const html = await htmlPromise;
    expect(html).toMatch(new RegExp(`<h1 id="hero-heading"[^>]*>${esc(city.hero.heading)}</h1>`));
    expect(html).toContain(esc(city.hero.text));
    expect(html).toMatch(/<section aria-labelledby="hero-heading" class="[^"]*bg-brand-/);
    expect(html).toMatch(/<a href="#contact"[^>]*>Get Free Quote<\/a>/);
    expect(html).toContain(`href="tel:${business.phoneE164}"`);
  });

  it("shows four local service cards, three why-choose points and three paragraphs of local text", async () => {
    const html = await htmlPromise;
    expect(city.services).toHaveLength(4);
    const cards = section(html, "local-services");
    for (const s of city.services) {
      expect(cards).toContain(esc(s.title));
      expect(cards).toContain(esc(s.description));
    }
    expect(city.whyChoose).toHaveLength(3);
    const why = section(html, "why-choose");
    for (const w of city.whyChoose) expect(why).toContain(esc(w.title));
    const about = section(html, "about-area");
    expect(city.about.paragraphs).toHaveLength(3);
    for (const p of city.about.paragraphs) expect(about).toContain(`<p>${esc(p)}</p>`);
  });

  it("lists zip codes only on the Spring page", async () => {
    const html = await htmlPromise;
    const zips = ["77373", "77379", "77380", "77381", "77382", "77383", "77386", "77388", "77389"];
    if (city.slug === "spring-tx") {
      const about = section(html, "about-area");
      for (const zip of zips) expect(about).toContain(`>${zip}</li>`);
    } else {
      expect(html).not.toContain("Zip Codes We Serve");
    }
  });

  it("ends with the contact section and the footer", async () => {
    const html = await htmlPromise;
    expect(html.indexOf('id="contact"')).toBeGreaterThan(html.indexOf('id="about-area"'));
    expect(html.indexOf("<footer")).toBeGreaterThan(html.indexOf('id="contact"'));
  });
});
