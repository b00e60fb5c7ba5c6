import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { classifySource, hostOf, plainText } from "../src/attribution/classify";
import { postForm, postJson, validQuote } from "./quote-helpers";

// Issue 16, item 1: where each lead came from, without cookies. The island sends the visit it kept
// in sessionStorage; the plain form its own page and the Referer. The server checks, cuts and
// classifies; nothing but hosts and short plain texts is stored.

const attributionOf = (id: string) =>
  env.DB.prepare(
    "SELECT landing_page AS landingPage, referrer_host AS referrerHost, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign, traffic_source AS trafficSource FROM quote_requests WHERE id = ?",
  )
    .bind(id)
    .first();
const stored = async (res: Response) => {
  expect(res.status).toBe(201);
  return attributionOf(((await res.json()) as { id: string }).id);
};
const none = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

describe("classifying a visit's source", () => {
  const site = "www.springjunkremoval.com";
  const cases: [Partial<Parameters<typeof classifySource>[0]>, string][] = [
    [{ utmSource: "flyer" }, "campaign"],
    [{ utmMedium: "qr" }, "campaign"],
    [{ referrerHost: "www.google.com", utmCampaign: "spring-2027" }, "campaign"],
    [{ referrerHost: "www.google.com" }, "search"],
    [{ referrerHost: "www.google.co.uk" }, "search"],
    [{ referrerHost: "www.bing.com" }, "search"],
    [{ referrerHost: "duckduckgo.com" }, "search"],
    [{ referrerHost: "l.facebook.com" }, "social"],
    [{ referrerHost: "m.facebook.com" }, "social"],
    [{ referrerHost: "t.co" }, "social"],
    [{ referrerHost: "nextdoor.com" }, "social"],
    [{ referrerHost: "www.instagram.com" }, "social"],
    [{ referrerHost: "www.houstonchronicle.com" }, "referral"],
    [{ referrerHost: "notgoogle.com" }, "referral"],
    [{ referrerHost: "google.evil.example" }, "referral"],
    [{ referrerHost: "fakefacebook.com" }, "referral"],
    [{ referrerHost: site }, "direct"],
    [{}, "direct"],
  ];
  for (const [facts, source] of cases)
    it(`${JSON.stringify(facts)} is ${source}`, () => expect(classifySource({ ...none, ...facts }, site)).toBe(source));

  it("keeps a referrer's host only, and refuses what is no host", () => {
    expect(hostOf("https://www.google.com/search?q=junk+removal+spring+tx")).toBe("www.google.com");
    expect(hostOf("L.Facebook.com")).toBe("l.facebook.com");
    expect(hostOf("javascript:alert(1)")).toBeNull();
    expect(hostOf("<script>")).toBeNull();
    expect(hostOf("localhost")).toBeNull();
    expect(hostOf(42)).toBeNull();
  });

  it("keeps UTM values as short plain text", () => {
    expect(plainText("  flyer\u0000\n ", 100)).toBe("flyer");
    expect(plainText("x".repeat(500), 100)).toHaveLength(100);
    expect(plainText("", 100)).toBeNull();
    expect(plainText({ a: 1 }, 100)).toBeNull();
  });
});

describe("a quote request's visit, stored with it", () => {
  it("stores the island's visit: landing page, referrer host, UTM tags, and the class", async () => {
    const res = await postJson({
      ...validQuote,
      sourcePage: "/",
      attribution: {
        landingPage: "/conroe-tx",
        referrer: "https://l.facebook.com/l.php?u=secret-path",
        utmSource: "flyer",
        utmMedium: "print",
        utmCampaign: "fall-2026",
      },
    });
    expect(await stored(res)).toEqual({
      landingPage: "/conroe-tx",
      referrerHost: "l.facebook.com",
      utmSource: "flyer",
      utmMedium: "print",
      utmCampaign: "fall-2026",
      trafficSource: "campaign",
    });
  });

  it("takes the page it was sent from as the landing page when the island kept no visit, and calls it direct", async () => {
    expect(await stored(await postJson({ ...validQuote, sourcePage: "/moving-services" }))).toEqual({
      landingPage: "/moving-services",
      ...none,
      trafficSource: "direct",
    });
  });

  it("is a search visit when the first page came from a search engine", async () => {
    const res = await postJson({
      ...validQuote,
      sourcePage: "/",
      attribution: { landingPage: "/es/spring-tx", referrer: "www.google.com", utmSource: null },
    });
    expect(await stored(res)).toMatchObject({ landingPage: "/es/spring-tx", referrerHost: "www.google.com", trafficSource: "search" });
  });

  it("never stores what is no page of the site, a script for a host, or an overlong tag", async () => {
    const res = await postJson({
      ...validQuote,
      sourcePage: "/",
      attribution: {
        landingPage: "https://evil.example/",
        referrer: "<img src=x onerror=alert(1)>",
        utmSource: `<b>${"f".repeat(400)}`,
        utmMedium: 7,
        utmCampaign: ["x"],
      },
    });
    const row = await stored(res);
    expect(row).toMatchObject({ landingPage: "/", referrerHost: null, utmMedium: null, utmCampaign: null, trafficSource: "campaign" });
    expect((row!.utmSource as string).length).toBe(100);
  });

  it("keeps a request whose visit is garbage: a lead is worth more than its source", async () => {
    expect(await stored(await postJson({ ...validQuote, attribution: "not an object" }))).toEqual({
      landingPage: null,
      ...none,
      trafficSource: "direct",
    });
  });

  it("without JavaScript: the form's own page, and the Referer's host when another site sent the post", async () => {
    const res = await postForm(
      { ...validQuote, firstName: "Refererform", returnTo: "/tomball-tx" },
      { referer: "https://www.bing.com/search?q=junk" },
    );
    expect(res.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT landing_page AS landingPage, referrer_host AS referrerHost, traffic_source AS trafficSource FROM quote_requests WHERE first_name = 'Refererform'",
    ).first();
    expect(row).toEqual({ landingPage: "/tomball-tx", referrerHost: "www.bing.com", trafficSource: "search" });
  });
});
