import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { pages, servicePages } from "../src/content/site-map";
import { serializeJsonLd, serviceData } from "../src/seo/jsonld";
import { renderWithProps } from "./seo-helpers";
import { richResultProblems, schemaOrgProblems } from "./schemaorg-validate";
import { schemaOrg } from "./schemaorg-vocabulary";

const origin = "http://localhost";

const pageFor = (key: string) => pages.find((p) => p.key === key)!;
const byType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((b) => b["@type"] === type);

describe("JSON-LD", () => {
  it("the validator rejects unknown types, unknown properties and out-of-domain properties", () => {
    const problems = schemaOrgProblems(
      {
        "@type": "MovingCompany",
        name: "x",
        junkVolume: 3,
        address: { "@type": "PostalAdress" },
        geo: { "@type": "GeoCoordinates", ratingValue: 5 },
      },
      schemaOrg,
    );
    expect(problems).toEqual([
      "$: unknown property junkVolume",
      "$.address: unknown type PostalAdress",
      "$.geo: ratingValue does not apply to GeoCoordinates",
    ]);
  });

  it("the validator rejects typed values outside a property's range and unknown enumeration values", () => {
    const problems = schemaOrgProblems(
      {
        "@type": "MovingCompany",
        address: { "@type": "GeoCoordinates" },
        openingHoursSpecification: { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Funday" },
      },
      schemaOrg,
    );
    expect(problems).toEqual([
      "$.address: a GeoCoordinates is outside its range (PostalAddress, Text)",
      "$.openingHoursSpecification.dayOfWeek: unknown schema.org value Funday",
    ]);
  });

  it("Google's rules (structured-data-validator) catch a rating without a review count and an unknown type", async () => {
    const problems = await richResultProblems(
      [
        {
          "@context": "https://schema.org",
          "@type": "MovingCompany",
          name: "x",
          aggregateRating: { "@type": "AggregateRating", ratingValue: 5 },
        },
        { "@context": "https://schema.org", "@type": "MovingCompanny" },
      ],
      schemaOrg,
    );
    expect(problems.some((p) => p.startsWith("ERROR MovingCompany:") && /ratingCount|reviewCount/.test(p))).toBe(true);
    expect(problems.some((p) => p.startsWith("ERROR MovingCompanny:") && p.includes("not a valid schema.org type"))).toBe(true);
  });

  for (const page of [...pages, undefined]) {
    const key = page?.key;
    it(`${key ?? "404 page"}: every block parses and uses only schema.org types and properties`, async () => {
      const { jsonLd } = await renderWithProps(page ? { page } : { title: "Page Not Found", noindex: true });
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const block of jsonLd) {
        expect(block["@context"]).toBe("https://schema.org");
        expect(schemaOrgProblems(block, schemaOrg)).toEqual([]);
      }
      expect(await richResultProblems(jsonLd, schemaOrg)).toEqual([]);
      // The page's own node is its FAQPage on service pages and a WebPage elsewhere; the 404 has none.
      const expectedTypes = !page
        ? ["MovingCompany"]
        : page.kind === "home"
          ? ["MovingCompany", "WebPage"]
          : page.kind === "service"
            ? ["MovingCompany", "Service", "FAQPage", "BreadcrumbList"]
            : ["MovingCompany", "WebPage", "BreadcrumbList"];
      expect(jsonLd.map((b) => b["@type"])).toEqual(expectedTypes);
    });
  }

  it("describes the business with the facts from business.ts", async () => {
    const [company] = byType((await renderWithProps({ page: pageFor("home") })).jsonLd, "MovingCompany");
    expect(company).toMatchObject({
      name: business.name,
      telephone: business.phoneE164,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      image: `${origin}/api/og-image`,
      address: { "@type": "PostalAddress", addressLocality: "Spring", addressRegion: "TX", postalCode: "77373", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
      openingHoursSpecification: {
        dayOfWeek: expect.arrayContaining(["https://schema.org/Monday", "https://schema.org/Sunday"]),
        opens: "05:00",
        closes: "21:00",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 200 },
      priceRange: "$$",
      paymentAccepted: "Cash, Credit Card, Check",
      foundingDate: "2014",
      numberOfEmployees: { "@type": "QuantitativeValue", minValue: 5, maxValue: 10 },
      sameAs: business.social.map((s) => s.url),
    });
    expect((company!.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect((company!.areaServed as Array<{ name: string }>).map((a) => a.name)).toEqual([
      "Spring, TX",
      "The Woodlands, TX",
      "Conroe, TX",
      "Tomball, TX",
      "Cypress, TX",
      "Houston, TX",
      "Magnolia, TX",
      "Klein, TX",
    ]);
  });

  it("carries the mover's TxDMV and USDOT numbers from business.ts as identifiers of the business", async () => {
    const [company] = byType((await renderWithProps({ page: pageFor("moving-services") })).jsonLd, "MovingCompany");
    expect(company!.identifier).toEqual([
      { "@type": "PropertyValue", propertyID: "TxDMV", value: business.licences.txdmv },
      { "@type": "PropertyValue", propertyID: "USDOT", value: business.licences.usdot },
    ]);
    expect(business.licences.txdmv).toMatch(/^\d{1,10}C$/);
    expect(business.licences.usdot).toMatch(/^\d{1,8}$/);
  });

  it("describes the privacy page as a WebPage of the business, with a breadcrumb", async () => {
    const { jsonLd } = await renderWithProps({ page: pageFor("privacy") });
    expect(byType(jsonLd, "WebPage")[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "Privacy Policy",
      description: pageFor("privacy").seo.description,
      inLanguage: "en-US",
      url: `${origin}/privacy`,
      publisher: { "@id": `${origin}/#business` },
    });
    expect(byType(jsonLd, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Privacy Policy", item: `${origin}/privacy` },
    ]);
  });

  it("publishes each service's structured data and a breadcrumb on service pages", async () => {
    const { jsonLd } = await renderWithProps({ page: pageFor("demo-removal") });
    const demo = servicePages.find((p) => p.key === "demo-removal")!;
    const data = serviceData(demo);
    expect(data).toEqual({
      type: "Service",
      serviceName: "Demo & Removal",
      serviceDescription: demo.seo.description,
      serviceUrl: "/demo-removal",
    });
    expect(byType(jsonLd, "Service")[0]).toMatchObject({
      serviceType: data.serviceName,
      name: data.serviceName,
      description: data.serviceDescription,
      url: `${origin}/demo-removal`,
      provider: { "@id": `${origin}/#business` },
    });
    expect(byType(jsonLd, "BreadcrumbList")[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Demo & Removal", item: `${origin}/demo-removal` },
    ]);
  });

  it("gives city pages a breadcrumb ending at the city", async () => {
    const [crumbs] = byType((await renderWithProps({ page: pageFor("the-woodlands-tx") })).jsonLd, "BreadcrumbList");
    expect(crumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "The Woodlands, TX", item: `${origin}/the-woodlands-tx` },
    ]);
  });

  it("cannot be broken out of: markup in values stays inside the data block", () => {
    const hostile = { name: "</script><script>alert(1)</script><!--", note: "a & b \u2028" };
    const body = serializeJsonLd(hostile);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(hostile);
  });

  it("rendered blocks contain no raw angle brackets", async () => {
    const { jsonLdBodies } = await renderWithProps({ page: pageFor("junk-removal") });
    for (const body of jsonLdBodies) expect(body).not.toMatch(/[<>]/);
  });

  it("describes a Spanish page in Spanish: its language, the Service's Spanish name, the trail from the Spanish home", async () => {
    const page = pages.find((p) => p.key === "es-retiro-de-basura")!;
    const { jsonLd } = await renderWithProps({ page }, `${origin}${page.path}`);
    expect(byType(jsonLd, "Service")[0]).toMatchObject({ name: "Retiro de basura", url: `${origin}/es/retiro-de-basura` });
    const faq = byType(jsonLd, "FAQPage")[0]!;
    expect(faq).toMatchObject({ inLanguage: "es-US", url: `${origin}/es/retiro-de-basura` });
    expect((faq.mainEntity as Array<{ name: string }>).every((q) => q.name.startsWith("¿"))).toBe(true);
    expect(
      (byType(jsonLd, "BreadcrumbList")[0]!.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item]),
    ).toEqual([
      ["Inicio", `${origin}/es/`],
      ["Retiro de basura", `${origin}/es/retiro-de-basura`],
    ]);
    expect(byType(jsonLd, "MovingCompany")[0]!.knowsLanguage).toEqual(["en-US", "es-US"]);
    expect(byType(jsonLd, "MovingCompany")[0]!.paymentAccepted).toBe("Efectivo, Tarjeta de crédito, Cheque");
  });
});
