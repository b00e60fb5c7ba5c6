import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities } from "./content-helpers";
import { home, whyChooseItems } from "./content-helpers";
import { services } from "./content-helpers";
import { testimonials } from "./content-helpers";
import { esc, hrefs, page, section } from "./html";

const html = await page("/");

describe("home page", () => {
  it("has the hero headline, the quote button to #contact, a call button and the counters' final values", () => {
    expect(html).toContain('<h1 id="hero-heading"');
    expect(html).toContain("Junk Removal &amp; Moving Services</h1>");
    expect(html).toMatch(/<a href="#contact"[^>]*>Get Free Quote Now<\/a>/);
    expect(html).toContain(`Call ${esc(business.phone)}`);
    expect(html).toContain('data-island="Counters"');
    for (const value of ["10", "5.0", "1000+"])
      expect(html).toMatch(new RegExp(`data-counter="${value.replace(".", "\\.").replace("+", "\\+")}\\+?"`));
    // The truck is animated by CSS alone: server markup, no island. It is the one truck of the hero
    // picture, parked on the scene's street, so the scene's description covers it (empty alt).
    expect(html).toMatch(
      /<img src="\/images\/hero.svg" width="640" height="480" alt="[^"]*truck"[^>]*\/><div class="truck [^"]*" data-truck=""><img src="\/images\/truck.svg"/,
    );
    expect(html).not.toContain('data-island="Truck"');
    expect(html).toMatch(/<img src="\/images\/truck.svg" width="320" height="160" alt=""/);
    expect(html.match(/<img src="\/images\/truck\.svg"/g)).toHaveLength(1);
  });

  it("lists the sections in the spec's order, ending with contact then the footer", () => {
    const order = [
      'id="hero-heading"',
      'id="services"',
      'id="why-choose"',
      'id="service-areas"',
      'id="testimonials"',
      "Ready to Get Started?",
      'id="contact"',
      "<footer",
    ];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("shows two large and four small service cards whose Read More links go to the slugs", () => {
    const servicesHtml = section(html, "services");
    expect(services.filter((s) => s.featured).map((s) => s.title)).toEqual(["Junk Removal", "Moving Services"]);
    for (const s of services) {
      expect(servicesHtml).toContain(esc(s.title));
      expect(servicesHtml).toContain(esc(s.description));
      expect(servicesHtml).toContain(`<img src="${s.image.src}" width="800" height="600" alt="${esc(s.image.alt)}"`);
      for (const f of s.features) expect(servicesHtml).toContain(esc(f));
    }
    const readMore = [...servicesHtml.matchAll(/<a href="([^"]+)"[^>]*>Read More/g)].map((m) => m[1]);
    expect(readMore).toEqual([
      "/junk-removal",
      "/moving-services",
      "/furniture-removal",
      "/appliance-removal",
      "/complete-cleanouts",
      "/demo-removal",
    ]);
    expect(servicesHtml).toContain("/demo-removal");
    expect(servicesHtml).not.toContain("/demo-&amp;-removal");
  });

  it("has the four why-choose items", () => {
    const why = section(html, "why-choose");
    expect(whyChooseItems.map((i) => i.title)).toEqual(["Same-Day Service", "5-Star Rated", "Fully Insured", "Military Discount"]);
    for (const item of whyChooseItems) {
      expect(why).toContain(esc(item.title));
      expect(why).toContain(esc(item.description));
    }
  });

  it("shows the 20-mile radius and links the eight cities to their pages", () => {
    const areas = section(html, "service-areas");
    expect(areas).toContain("20-mile");
    expect(hrefs(areas)).toEqual(cities.map((c) => `/${c.slug}`));
  });

  it("shows three five-star testimonials and opens the Google reviews safely in a new tab", () => {
    const t = section(html, "testimonials");
    expect(testimonials).toHaveLength(3);
    for (const item of testimonials) {
      expect(t).toContain(esc(item.text));
      expect(t).toContain(esc(item.author));
      expect(t).toContain('aria-label="Rated 5 out of 5 stars"');
    }
    expect(t).toContain(`<a href="${esc(business.reviewsUrl)}" target="_blank" rel="noopener noreferrer"`);
    expect(t).toContain("Read All Our Google Reviews");
  });

  it("has the Ready to Get Started? band with a quote button and a call button", () => {
    const bandHtml = section(html, "cta");
    expect(bandHtml).toContain(">Ready to Get Started?</h2>");
    expect(bandHtml).toContain(esc(home.ctaBand.text));
    expect(bandHtml).toMatch(/<a href="#contact"[^>]*>Get Free Quote<\/a>/);
    expect(bandHtml).toContain(`href="tel:${business.phoneE164}"`);
  });
});
