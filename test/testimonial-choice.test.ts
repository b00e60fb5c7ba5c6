import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities, cityBySlug } from "./content-helpers";
import { home } from "./content-helpers";
import { labels } from "./content-helpers";
import { milesBetween } from "../src/content/entries/places";
import { serviceBySlug, services } from "./content-helpers";
import { testimonialForCity, testimonialForService } from "../src/content/testimonial-choice";
import { testimonials } from "./content-helpers";
import type { City, Testimonial } from "../src/content/types";
import { esc, page, section } from "./html";

const byAuthor = (author: string) => testimonials.find((t) => t.author === author)!;
const pointOf = (city: City) => city.places.find((p) => p.name === city.name)!;

describe("testimonial tags", () => {
  it("name only existing service and city slugs, each testimonial at least one of each, without repeats", () => {
    const serviceSlugs = services.map((s) => s.slug);
    const citySlugs = cities.map((c) => c.slug);
    for (const t of testimonials) {
      expect(t.tags.services.length, t.author).toBeGreaterThan(0);
      expect(t.tags.places.length, t.author).toBeGreaterThan(0);
      for (const slug of t.tags.services) expect(serviceSlugs, t.author).toContain(slug);
      for (const slug of t.tags.places) expect(citySlugs, t.author).toContain(slug);
      expect(new Set(t.tags.services).size).toBe(t.tags.services.length);
      expect(new Set(t.tags.places).size).toBe(t.tags.places.length);
    }
  });

  it("lead with the service and place the display label names", () => {
    for (const t of testimonials) {
      expect(serviceBySlug(t.tags.services[0]!).title).toBe(t.service);
      expect(`${cityBySlug(t.tags.places[0]!).name}, TX`).toBe(t.location);
    }
  });
});

describe("choosing the testimonial a page shows", () => {
  it("shows each service page the review most about that service", () => {
    const chosen = Object.fromEntries(services.map((s) => [s.slug, testimonialForService(s).author]));
    expect(chosen).toEqual({
      "junk-removal": "Karen M.", // her review's main subject
      "moving-services": "David R.",
      "furniture-removal": "Lisa T.", // the good furniture went to a charity
      "appliance-removal": "Karen M.", // the broken chest freezer
      "complete-cleanouts": "Lisa T.", // her estate cleanout outranks Karen's garage
      "demo-removal": "Karen M.", // no review of demo: the first related service, junk removal
    });
  });

  it("prefers an earlier tag, then the first of equals, then related services in order, then the first review", () => {
    const review = (author: string, tagged: string[]): Testimonial => ({
      ...testimonials[0]!,
      author,
      tags: { services: tagged, places: ["spring-tx"] },
    });
    const demo = serviceBySlug("demo-removal"); // related: junk-removal, complete-cleanouts, appliance-removal
    expect(testimonialForService(demo, [review("A", ["junk-removal", "demo-removal"]), review("B", ["demo-removal"])]).author).toBe("B");
    expect(testimonialForService(demo, [review("A", ["demo-removal"]), review("B", ["demo-removal"])]).author).toBe("A");
    expect(testimonialForService(demo, [review("A", ["appliance-removal"]), review("B", ["complete-cleanouts"])]).author).toBe("B");
    expect(testimonialForService(demo, [review("A", ["moving-services"]), review("B", ["moving-services"])]).author).toBe("A");
  });

  it("shows each city page a review from that city, else the one from the nearest tagged city", () => {
    for (const city of cities) {
      const chosen = testimonialForCity(city);
      const local = testimonials.filter((t) => t.tags.places.includes(city.slug));
      if (local.length) {
        expect(chosen.tags.places, city.slug).toContain(city.slug);
        continue;
      }
      const miles = (t: Testimonial) => Math.min(...t.tags.places.map((slug) => milesBetween(pointOf(city), pointOf(cityBySlug(slug)))));
      for (const other of testimonials)
        expect(miles(chosen), `${city.slug}: ${chosen.author} vs ${other.author}`).toBeLessThanOrEqual(miles(other));
    }
    expect(testimonialForCity(cityBySlug("spring-tx"))).toBe(byAuthor("Karen M."));
    expect(testimonialForCity(cityBySlug("cypress-tx"))).toBe(byAuthor("Lisa T."));
    expect(testimonialForCity(cityBySlug("houston-tx"))).toBe(byAuthor("David R.")); // his move started in Houston
    expect(testimonialForCity(cityBySlug("conroe-tx"))).toBe(byAuthor("David R.")); // The Woodlands is Conroe's nearest tagged city
  });
});

const reviewsLink = `<a href="${esc(business.reviewsUrl)}" target="_blank" rel="noopener noreferrer"`;

function expectSpotlight(html: string, t: Testimonial) {
  const spot = section(html, "testimonial");
  expect(spot).toContain('aria-labelledby="testimonial-heading"');
  expect(spot).toContain(`>${esc(home.testimonials.heading)}</h2>`);
  expect(spot.match(/<figure/g)).toHaveLength(1);
  expect(spot).toContain(`<blockquote`);
  expect(spot).toContain(esc(t.text));
  expect(spot).toContain(`>${esc(t.author)}</span>`);
  expect(spot).toContain(`${esc(t.location)} · ${esc(t.service)}`);
  expect(spot).toContain(`aria-label="Rated ${t.rating} out of 5 stars"`);
  expect(spot).toContain(reviewsLink);
  expect(spot).toContain(`${esc(home.testimonials.reviewsLink)}<span class="sr-only">${esc(labels.newTab)}</span>`);
  for (const other of testimonials) if (other !== t) expect(spot).not.toContain(esc(other.text));
}

describe.each(services)("service page /$slug: one testimonial", (service) => {
  it("shows the chosen review with stars, author, label and the reviews link, before the FAQ", async () => {
    const html = await page(`/${service.slug}`);
    expectSpotlight(html, testimonialForService(service));
    expect(html.indexOf('id="testimonial"')).toBeGreaterThan(html.indexOf('id="benefits"'));
    expect(html.indexOf('id="testimonial"')).toBeLessThan(html.indexOf('id="faq"'));
  });
});

describe.each(cities)("city page /$slug: one testimonial", (city) => {
  it("shows the chosen review after the local text and before the contact section", async () => {
    const html = await page(`/${city.slug}`);
    expectSpotlight(html, testimonialForCity(city));
    expect(html.indexOf('id="testimonial"')).toBeGreaterThan(html.indexOf('id="about-area"'));
    expect(html.indexOf('id="testimonial"')).toBeLessThan(html.indexOf('id="contact"'));
  });
});

describe("the reviews link", () => {
  it("is the business's own Google review page, not a map search", () => {
    expect(business.reviewsUrl).toMatch(/^https:\/\/g\.page\/r\/[\w-]+\/review$/);
    expect(business.reviewsUrl).not.toMatch(/maps|search/);
  });
});
