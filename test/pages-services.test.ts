import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { services } from "./content-helpers";
import { esc, hrefs, page, section } from "./html";

const serviceSlugs = services.map((s) => s.slug);

// The spec's coverage list per page, as literal keywords each bullet must carry.
const coverageKeywords: Record<string, string[]> = {
  "junk-removal": ["Furniture", "Construction debris", "Estate", "Office", "Yard waste"],
  "moving-services": ["Local", "Packing", "Specialty", "Storage", "Commercial"],
  "furniture-removal": ["furniture", "Donation", "Heavy", "Office", "Same-day"],
  "appliance-removal": ["Refrigerators", "Washers", "HVAC", "Kitchen", "disposal"],
  "complete-cleanouts": ["Estate", "Hoarding", "Storage unit", "Garage", "Commercial"],
  "demo-removal": ["Construction debris", "Drywall", "Flooring", "Renovation", "Concrete"],
};

// The spec's inline links: junk removal and moving link to each other; all link to Spring's page.
const requiredInlineLinks: Record<string, string[]> = {
  "junk-removal": ["/moving-services", "/spring-tx"],
  "moving-services": ["/junk-removal", "/spring-tx"],
};

describe.each(services)("service page /$slug", (service) => {
  const htmlPromise = page(`/${service.slug}`);

  it("has the dark hero with title, subtitle, Get Free Quote Now to #contact and a call link", async () => {
    const html = await htmlPromise;
    expect(html).toContain(`<h1 id="hero-heading"`);
    expect(html).toMatch(new RegExp(`<h1 id="hero-heading"[^>]*>${esc(service.title)}</h1>`));
    expect(html).toContain(esc(service.subtitle));
    expect(html).toMatch(/<a href="#contact"[^>]*>Get Free Quote Now<\/a>/);
    expect(html).toContain(`href="tel:${business.phoneE164}"`);
  });

  it("lists what is covered, with the service image", async () => {
    const coverage = section(await htmlPromise, "coverage");
    for (const c of service.coverage) {
      expect(coverage).toContain(esc(c.title));
      expect(coverage).toContain(esc(c.detail));
    }
    const titles = service.coverage.map((c) => c.title).join(" | ");
    for (const keyword of coverageKeywords[service.slug]!) expect(titles.toLowerCase()).toContain(keyword.toLowerCase());
    expect(coverage).toContain(`<img src="/images/services/${service.slug}.svg" width="800" height="600" alt="${esc(service.image.alt)}"`);
  });

  it("has the SEO text with inline links to related services and /spring-tx (never /service-areas/)", async () => {
    const seo = section(await htmlPromise, "about-service");
    const links = hrefs(seo);
    expect(links).toContain("/spring-tx");
    for (const href of requiredInlineLinks[service.slug] ?? []) expect(links).toContain(href);
    expect(links.some((h) => serviceSlugs.includes(h.slice(1) as never) && h !== `/${service.slug}`)).toBe(true);
    expect(links.filter((h) => h.startsWith("/service-areas/"))).toEqual([]);
    for (const run of service.about.paragraphs.flat()) expect(seo).toContain(esc(run.text));
  });

  it("shows the benefits", async () => {
    const benefits = section(await htmlPromise, "benefits");
    for (const b of service.benefits) {
      expect(benefits).toContain(esc(b.title));
      expect(benefits).toContain(esc(b.description));
    }
  });

  it("has the three-column why-choose block only for junk removal and moving", async () => {
    const html = await htmlPromise;
    const expected = service.slug === "junk-removal" || service.slug === "moving-services";
    expect(Boolean(service.whyChoose)).toBe(expected);
    expect(html.includes('<section id="why-choose"')).toBe(expected);
    if (service.whyChoose) {
      const why = section(html, "why-choose");
      expect(service.whyChoose.columns).toHaveLength(3);
      for (const col of service.whyChoose.columns) expect(why).toContain(esc(col.title));
    }
  });

  it("links three related services, never itself, each card saying Read More like the home page's", async () => {
    const relatedHtml = section(await htmlPromise, "related-services");
    expect([...relatedHtml.matchAll(/>Read More</g)]).toHaveLength(3);
    expect(relatedHtml).not.toMatch(/learn more/i);
    const related = hrefs(relatedHtml);
    expect(related).toHaveLength(3);
    expect(new Set(related).size).toBe(3);
    expect(related).not.toContain(`/${service.slug}`);
    for (const href of related) expect(serviceSlugs).toContain(href.slice(1));
  });

  it("ends with the red band (Get Free Quote, Call {phone}), the contact section and the footer", async () => {
    const html = await htmlPromise;
    const band = section(html, "cta");
    expect(band).toMatch(/<a href="#contact"[^>]*>Get Free Quote<\/a>/);
    expect(band).toContain(`Call ${esc(business.phone)}`);
    expect(band).toContain(`href="tel:${business.phoneE164}"`);
    const order = ['id="related-services"', 'id="cta"', 'id="contact"', "<footer"].map((m) => html.indexOf(m));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
