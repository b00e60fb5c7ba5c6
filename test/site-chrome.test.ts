import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { services } from "./content-helpers";
import { element, esc, get, hrefs, page } from "./html";
import heroSvg from "../public/images/hero.svg?raw";
import truckSvg from "../public/images/truck.svg?raw";

// What the header's menus, the phone's bottom bar and the hero counters are in the server's HTML:
// their links, names and texts (the browser tests in e2e/first-second.test.ts, e2e/quote-bar.test.ts
// and e2e/counters.test.ts check how they behave and where they show).

/** The markup of the element with this id, up to its closing tag (the elements here hold no element of their own kind). */
const byId = (html: string, open: string, id: string, close: string) => element(html, `<${open} id="${id}"`, close);
/** The links of some markup as [href, visible text]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
    m[1]!,
    m[2]!
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .trim(),
  ]);

const serviceLinks = services.map((s) => [`/${s.slug}`, s.title]);

describe("the header's menus", () => {
  it("the Services dropdown lists the six services, each a link to its page", async () => {
    for (const path of ["/", "/spring-tx", "/junk-removal"]) {
      const menu = byId(await page(path), "ul", "services-menu", "</ul>");
      expect(links(menu), path).toEqual(serviceLinks);
    }
  });

  it("the phone's menu holds home, the six services, service areas, contact and a call link: ten links", async () => {
    for (const [path, contact] of [
      ["/", "#contact"],
      ["/junk-removal", "#contact"],
      ["/privacy", "/#contact"],
    ]) {
      const menu = byId(await page(path!), "nav", "mobile-menu", "</nav>");
      expect(links(menu), path).toEqual([
        ["/", "Home"],
        ...serviceLinks,
        ["/#service-areas", "Service Areas"],
        [contact, "Contact"],
        [`tel:${business.phoneE164}`, `Call ${business.phone}`],
      ]);
    }
  });
});

describe("the phone's bottom bar", () => {
  /** The bar's markup (its <nav>). */
  function quoteBar(html: string) {
    const start = html.indexOf("data-quote-bar");
    if (start < 0) throw new Error("no bottom bar");
    const open = html.lastIndexOf("<nav", start);
    return html.slice(open, html.indexOf("</nav>", start));
  }

  it("offers Call, named with the number, and Free Quote to the page's own form", async () => {
    const html = quoteBar(await page("/"));
    expect(html).toContain('aria-label="Call or request a quote"');
    expect(hrefs(html)).toEqual([`tel:${business.phoneE164}`, "#contact"]);
    expect(html).toContain(`<a href="tel:${business.phoneE164}" aria-label="Call ${esc(business.phone)}"`);
    expect(links(html).map(([, text]) => text)).toEqual(["Call", "Free Quote"]);
  });

  it("on the 404 page, which has no form, sends Free Quote to the home page's", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    expect(hrefs(quoteBar(await res.text()))).toEqual([`tel:${business.phoneE164}`, "/#contact"]);
  });

  it("is not on the owner's sign-in page", async () => {
    const res = await get("/admin/sign-in");
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("data-quote-bar");
  });
});

describe("the hero counters in the HTML crawlers read", () => {
  it("are the targets as text, and nothing else", async () => {
    const html = await page("/");
    const texts = [...html.matchAll(/<dd[^>]*data-counter="[^"]*"[^>]*>(.*?)<\/dd>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
    expect(texts).toEqual(["10+", "5.0", "1000+"]);
  });
});

describe("the one truck in the hero", () => {
  it("is the animated truck's drawing alone: the hero scene shares no shape with it (it had a static copy of it before)", () => {
    const truckShapes = [...truckSvg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
    expect(truckShapes.length).toBeGreaterThan(5);
    expect(truckShapes.filter((d) => heroSvg.includes(d))).toEqual([]);
  });
});
