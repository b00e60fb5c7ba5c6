import { beforeAll, describe, expect, it } from "vitest";
import { call, seedRequest, signedIn } from "./admin-helpers";

// Issue 16, item 1, the owner's side: where each lead came from, in the request's detail, the JSON
// API and the CSV. The values are the visitor's own text: shown escaped, a referrer never linked.
let cookie = "";
const ids: Record<string, string> = {};
const text = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
/** The "Came from" part of a detail screen, up to the next panel. */
const cameFrom = (html: string) => html.slice(html.indexOf(">Came from</h3>"), html.indexOf("</section>", html.indexOf(">Came from</h3>")));
const hostile = '<img src=x onerror="alert(1)">';

beforeAll(async () => {
  ({ cookie } = await signedIn());
  ids.flyer = (
    await seedRequest({
      firstName: "Flyer",
      lastName: "Lead",
      landingPage: "/conroe-tx",
      sourcePage: "/",
      utmSource: "flyer",
      trafficSource: "campaign",
    })
  ).id;
  ids.search = (
    await seedRequest({
      firstName: "Search",
      lastName: "Lead",
      landingPage: "/es/spring-tx",
      sourcePage: "/es/spring-tx",
      referrerHost: "www.google.com",
      trafficSource: "search",
    })
  ).id;
  ids.hostile = (
    await seedRequest({
      firstName: "Hostile",
      lastName: "Tags",
      landingPage: "/nowhere",
      referrerHost: "evil.example",
      trafficSource: "campaign",
      utmSource: '=HYPERLINK("https://evil.example")',
      utmMedium: hostile,
      utmCampaign: 'spring & fall "sale"',
    })
  ).id;
  ids.old = (await seedRequest({ firstName: "Older", lastName: "Lead" })).id;
});

describe("the request's detail says where the lead came from", () => {
  it("a campaign visit: landing page by name and path, the class and its UTM tags", async () => {
    const part = cameFrom(await text(`/admin/requests/${ids.flyer}`));
    expect(part).toMatch(
      /<dt[^>]*>Landing page<\/dt><dd[^>]*><a href="\/conroe-tx"[^>]*>Conroe, TX<\/a> <span[^>]*>\/conroe-tx<\/span><\/dd>/,
    );
    expect(part).toMatch(/<dt[^>]*>Source<\/dt><dd[^>]*>Campaign<\/dd>/);
    expect(part).toMatch(/<dt[^>]*>Campaign source<\/dt><dd[^>]*>flyer<\/dd>/);
    expect(part).toMatch(/<dt[^>]*>Referring site<\/dt><dd[^>]*>None sent<\/dd>/);
    expect(part).not.toContain("Campaign medium");
  });

  it("a search visit: the Spanish landing page named as such, and the referring host as plain text", async () => {
    const part = cameFrom(await text(`/admin/requests/${ids.search}`));
    expect(part).toContain(">Spring, TX (Spanish)</a>");
    expect(part).toMatch(/<dt[^>]*>Source<\/dt><dd[^>]*>Search engine<\/dd>/);
    expect(part).toMatch(/<dt[^>]*>Referring site<\/dt><dd[^>]*>www\.google\.com<\/dd>/);
    expect(part).not.toContain('google.com"');
  });

  it("escapes the visitor's text, links neither the referrer nor a path the site does not have", async () => {
    const html = await text(`/admin/requests/${ids.hostile}`);
    const part = cameFrom(html);
    expect(html).not.toContain(hostile);
    expect(part).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(part).toContain("spring &amp; fall &quot;sale&quot;");
    expect(part).toMatch(/<dt[^>]*>Landing page<\/dt><dd[^>]*><span[^>]*>\/nowhere<\/span><\/dd>/);
    expect(part).not.toMatch(/href="[^"]*(evil|nowhere)/);
  });

  it("an older request: not recorded", async () => {
    expect(cameFrom(await text(`/admin/requests/${ids.old}`))).toContain(
      "Not recorded: the request was sent before the site kept where visits came from.",
    );
  });
});

describe("the JSON API and the CSV carry the fields", () => {
  const fields = (r: Record<string, unknown>) => [r.landingPage, r.referrerHost, r.utmSource, r.utmMedium, r.utmCampaign, r.trafficSource];
  it("in the list's items and in one request", async () => {
    const list = (await (await call("/api/quote-requests?q=Flyer", { cookie })).json()) as { items: Record<string, unknown>[] };
    expect(list.items.map(fields)).toEqual([["/conroe-tx", null, "flyer", null, null, "campaign"]]);
    const one = (await (await call(`/api/quote-requests/${ids.search}`, { cookie })).json()) as { request: Record<string, unknown> };
    expect(fields(one.request)).toEqual(["/es/spring-tx", "www.google.com", null, null, null, "search"]);
    const old = (await (await call(`/api/quote-requests/${ids.old}`, { cookie })).json()) as { request: Record<string, unknown> };
    expect(fields(old.request)).toEqual([null, null, null, null, null, null]);
  });

  it("as six CSV columns before the last note, formula-safe", async () => {
    const csv = async (q: string) =>
      (await (await call(`/admin/export.csv?q=${q}`, { cookie })).text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
    const [header, flyer] = await csv("Flyer");
    // The visitor's estimate's four columns (issue 31) come after the last note, then the completed job's nine (issue 33).
    expect(header!.split(",").slice(-24, -17)).toEqual([
      "Id",
      "Landing Page",
      "Source",
      "Referring Site",
      "UTM Source",
      "UTM Medium",
      "UTM Campaign",
    ]);
    expect(flyer).toMatch(new RegExp(`,${ids.flyer},/conroe-tx,Campaign,,flyer,,,,,,,,,,,,,,,,,,,$`));
    expect((await csv("Search"))[1]).toMatch(/,\/es\/spring-tx,Search engine,www\.google\.com,,,,,,,,,,,,,,,,,,,,$/);
    expect((await csv("Hostile"))[1]).toContain(
      `,/nowhere,Campaign,evil.example,"'=HYPERLINK(""https://evil.example"")","<img src=x onerror=""alert(1)"">","spring & fall ""sale""",`,
    );
  });
});
