import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities } from "./content-helpers";
import { services } from "./content-helpers";
import { Hono } from "hono";
import type { AppEnv } from "../src/env";
import { renderer } from "../src/renderer";
import { pagePaths } from "../src/content/site-map";
import { assets } from "../src/manifest";
import { renderPage } from "../src/routes/pages";
import { element, esc, get, hrefs, page, section } from "./html";

/** Each social link's network, from its accessible name ("Facebook (opens in a new tab)"), checking it shows the network's icon. */
function socialNames(list: string) {
  const links = [...list.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!);
  return links.map((inner) => {
    const name = inner.match(/<span class="sr-only">([^<]+) \(opens in a new tab\)<\/span>/)?.[1];
    expect(inner, `${name}'s icon`).toMatch(new RegExp(`^<svg [^>]*aria-hidden="true"[^>]*><title>${name}</title><path d="M`));
    return name;
  });
}

const routes = ["/", ...services.map((s) => `/${s.slug}`), ...cities.map((c) => `/${c.slug}`)];

describe("the route table", () => {
  it("registers the spec's 15 routes and the privacy page, from the content data", () => {
    expect(routes).toHaveLength(15);
    const english = pagePaths.filter((p) => !p.startsWith("/es/"));
    expect([...english].sort()).toEqual([...routes, "/privacy"].sort());
    // Each with its Spanish twin (test/i18n-pages.test.ts checks the pairs).
    expect(pagePaths.filter((p) => p.startsWith("/es/"))).toHaveLength(english.length);
  });

  it("renderPage re-renders any page by its path (the quote form post uses it), and answers null for others", async () => {
    const app = new Hono<AppEnv>()
      .use(renderer)
      .get("/render/*", (c) => renderPage(c, c.req.path.slice("/render".length)) ?? c.text("none", 404));
    const klein = await app.request("/render/klein-tx");
    expect(klein.status).toBe(200);
    expect(await klein.text()).toContain(esc(cities.find((c) => c.slug === "klein-tx")!.hero.heading));
    expect((await app.request("/render/nowhere")).status).toBe(404);
  });

  it.each(cities)("answers /service-areas/$slug with a 301 to /$slug", async (city) => {
    const res = await get(`/service-areas/${city.slug}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe(`/${city.slug}`);
  });

  it("answers an unknown /service-areas/ city with the 404 page", async () => {
    const res = await get("/service-areas/atlantis-tx", { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });
});

describe.each(routes)("every page: %s", (path) => {
  const htmlPromise = page(path);

  it("has the header: home, the six services, service areas, contact, a call link and the mobile menu button", async () => {
    const header = element(await htmlPromise, "<header", "</header>");
    const links = hrefs(header);
    expect(links).toContain("/");
    for (const s of services) expect(links).toContain(`/${s.slug}`);
    expect(links).toContain("/#service-areas");
    expect(links).toContain("#contact");
    expect(links).toContain(`tel:${business.phoneE164}`);
    expect(header).toMatch(/<button type="button"[^>]*aria-expanded="false" aria-controls="services-menu"/);
    // The phone's menu toggle is a plain link to #mobile-menu until the early script makes it a button.
    const toggle = /<a id="menu-toggle"[^>]*>/.exec(header)?.[0];
    expect(toggle).toMatch(/href="#mobile-menu"[^>]*aria-controls="mobile-menu" aria-label="Open menu"/);
    expect(toggle).not.toMatch(/role=|aria-expanded/);
  });

  it("has the contact section: phone, hours, address, military discount, six social links and the quote form", async () => {
    const contact = section(await htmlPromise, "contact");
    expect(contact).toContain(esc(business.phone));
    expect(contact).toContain("5 AM to 9 PM, Monday to Sunday");
    expect(contact).toContain("Spring, TX 77373");
    expect(contact).toContain("10%");
    expect(contact).toContain("military discount");
    const social = element(contact, '<ul class="flex flex-wrap gap-2" aria-label="Social media"', "</ul>");
    expect(hrefs(social)).toEqual(business.social.map((s) => s.url));
    expect(socialNames(social)).toEqual(["Facebook", "X", "Instagram", "YouTube", "TikTok", "Pinterest"]);
    expect(contact).toContain('data-island="QuoteForm"');
  });

  it("has the footer: blurb, social links without Pinterest, the spec's service and area lists, contact and copyright", async () => {
    const footer = element(await htmlPromise, "<footer", "</footer>");
    const links = hrefs(footer);
    const serviceLinks = links.filter((h) => services.some((s) => `/${s.slug}` === h));
    expect(serviceLinks).toEqual([
      "/junk-removal",
      "/moving-services",
      "/complete-cleanouts",
      "/demo-removal",
      "/appliance-removal",
      "/furniture-removal",
    ]);
    const areaNames = [...footer.matchAll(/<a href="\/[a-z-]+-tx"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(areaNames).toEqual([
      "Spring TX",
      "The Woodlands",
      "Conroe TX",
      "Tomball TX",
      "Cypress",
      "Houston TX",
      "Magnolia TX",
      "Klein TX",
    ]);
    expect(socialNames(element(footer, '<ul class="flex flex-wrap gap-2" aria-label="Social media"', "</ul>"))).toEqual([
      "Facebook",
      "X",
      "Instagram",
      "YouTube",
      "TikTok",
    ]);
    expect(footer).not.toContain("Pinterest");
    expect(footer).toContain(`tel:${business.phoneE164}`);
    expect(footer).toContain('<img src="/images/logo.svg"');
    // The year is server-rendered text: no island, no JavaScript.
    expect(footer).toMatch(new RegExp(`<span>© ${new Date().getFullYear()} ${esc(business.name)}\\. All rights reserved\\.</span>`));
    expect(footer).not.toContain("data-island");
  });

  it("keeps the CSP promises: no style attributes, no inline script but the entry's loader (allowed by its hash)", async () => {
    const html = await htmlPromise;
    expect(html).not.toMatch(/\sstyle="/);
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    const code = scripts.filter(([, attrs]) => !attrs!.includes('type="application/ld+json"'));
    expect(code.map(([, attrs, text]) => [attrs, text])).toEqual([[' type="module"', assets.loader.code]]);
  });

  it("gives every image a width, a height and alt text", async () => {
    const imgs = [...(await htmlPromise).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) expect(img).toMatch(/ width="\d+" height="\d+" alt="[^"]*"/);
  });
});
