import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../src/content/site-map";
// The privacy page has no quote form, so no request is ever sent from it.
import { PAGE_SIZE } from "../src/db/quote-requests";
import { call, seedRequest, signedIn } from "./admin-helpers";

// Issue 13, item 3: the owner sees the page each request was sent from (inbox, detail, JSON API,
// CSV) and can filter the inbox by it, together with the other filters, search and pagination.
let cookie = "";
const ids: Record<string, string> = {};
const screen = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
type Item = { id: string; firstName: string; sourcePage: string | null };
const api = async (query: string) => {
  const res = await call(`/api/quote-requests${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return (await res.json()) as { items: Item[]; total: number; totalPages: number };
};
const rowLinks = (html: string) => [...html.matchAll(/href="\/admin\/requests\/([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  ({ cookie } = await signedIn());
  ids.moving = (
    await seedRequest({ firstName: "Mover", lastName: "Hale", serviceType: "moving-services", sourcePage: "/moving-services" })
  ).id;
  ids.woodlands = (
    await seedRequest({
      firstName: "Wood",
      lastName: "Lands",
      serviceType: "junk-removal",
      sourcePage: "/the-woodlands-tx",
      status: "contacted",
    })
  ).id;
  ids.old = (await seedRequest({ firstName: "Older", lastName: "Row", serviceType: "junk-removal" })).id;
  // Enough from one page for a second inbox page, so pagination with the filter can be checked.
  for (let i = 0; i < PAGE_SIZE + 2; i++)
    await seedRequest({ firstName: `Fridge${i}`, lastName: "Owner", serviceType: "junk-removal", sourcePage: "/appliance-removal" });
});

describe("the page a request was sent from, on the owner's side", () => {
  it("is in the JSON API's items, null for a request stored without one", async () => {
    const { items } = await api("?q=Hale");
    expect(items.map((i) => [i.id, i.sourcePage])).toEqual([[ids.moving, "/moving-services"]]);
    expect((await api("?q=Older")).items.map((i) => i.sourcePage)).toEqual([null]);
  });

  it("filters the JSON API, with the other filters, and refuses an unknown page with 400", async () => {
    expect((await api("?sourcePage=%2Fmoving-services")).items.map((i) => i.id)).toEqual([ids.moving]);
    expect((await api("?sourcePage=%2Fthe-woodlands-tx&status=contacted")).items.map((i) => i.id)).toEqual([ids.woodlands]);
    expect((await api("?sourcePage=%2Fthe-woodlands-tx&status=pending")).total).toBe(0);
    expect((await api("?sourcePage=%2Fappliance-removal&serviceType=moving-services")).total).toBe(0);
    expect((await api("?sourcePage=")).total).toBe(PAGE_SIZE + 5);
    for (const bad of ["/admin", "https://evil.example/", "/Moving-Services", "' OR 1=1 --", "x".repeat(300)]) {
      const res = await call(`/api/quote-requests?sourcePage=${encodeURIComponent(bad)}`, { cookie });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Invalid filter", issues: [{ field: "sourcePage" }] });
    }
  });

  it("shows in the detail as the page's name and a link to it, or as not recorded", async () => {
    const html = await screen(`/admin/requests/${ids.moving}`);
    expect(html).toMatch(
      /<dt[^>]*>Sent from<\/dt><dd[^>]*><a href="\/moving-services"[^>]*>Moving Services<\/a> <span[^>]*>\/moving-services<\/span><\/dd>/,
    );
    expect(await screen(`/admin/requests/${ids.woodlands}`)).toMatch(
      /<a href="\/the-woodlands-tx"[^>]*>The Woodlands, TX<\/a> <span[^>]*>\/the-woodlands-tx<\/span>/,
    );
    expect(await screen(`/admin/requests/${ids.old}`)).toMatch(/<dt[^>]*>Sent from<\/dt><dd[^>]*>Not recorded<\/dd>/);
  });

  it("shows in the inbox row", async () => {
    const html = await screen("/admin?q=Hale");
    expect(html).toContain("· from Moving Services");
    expect(await screen("/admin?q=Older")).not.toContain("· from ");
  });

  it("offers every page of the site in the inbox's Sent from select, the current one selected", async () => {
    const html = await screen("/admin?sourcePage=%2Fmoving-services");
    const select = html.slice(html.indexOf('<select id="sourcePage"'), html.indexOf("</select>", html.indexOf('<select id="sourcePage"')));
    expect(html).toMatch(/<label for="sourcePage"[^>]*>Sent from<\/label>/);
    const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [m[1], m[3]]);
    expect(options).toEqual([
      ["", "All pages"],
      ...pages
        .filter((p) => p.kind !== "privacy")
        .map((p) => [p.path, p.seo.name.replace("&", "&amp;") + (p.locale === "es" ? " (Spanish)" : "")]),
    ]);
    expect(select).toMatch(/<option value="\/moving-services" selected="">Moving Services<\/option>/);
    expect(select.match(/selected=""/g)).toHaveLength(1);
  });

  it("filters the inbox and keeps the filter with status, search, pagination and the CSV link", async () => {
    expect(rowLinks(await screen("/admin?sourcePage=%2Fmoving-services"))).toEqual([ids.moving]);
    expect(rowLinks(await screen("/admin?sourcePage=%2Fthe-woodlands-tx&status=contacted&q=Wood"))).toEqual([ids.woodlands]);
    expect(await screen("/admin?sourcePage=%2Fthe-woodlands-tx&q=Hale")).toContain("No quote requests match these filters.");

    const first = await screen("/admin?sourcePage=%2Fappliance-removal");
    expect(first).toContain(`Showing 1–${PAGE_SIZE} of ${PAGE_SIZE + 2}`);
    expect(first).toContain('href="/admin?sourcePage=%2Fappliance-removal&amp;page=2"');
    expect(first).toContain('href="/admin/export.csv?sourcePage=%2Fappliance-removal"');
    expect(first).toMatch(/href="\/admin\?status=contacted&amp;sourcePage=%2Fappliance-removal"/);
    const second = await screen("/admin?sourcePage=%2Fappliance-removal&page=2");
    expect(rowLinks(second)).toHaveLength(2);
    expect(second).toMatch(/<a href="\/admin\?sourcePage=%2Fappliance-removal"[^>]*rel="prev">Previous<\/a>/);
  });

  it("ignores an unknown page in the inbox's query, keeping the other filters", async () => {
    for (const bad of ["/admin", "https://evil.example/", "<script>", "%00"]) {
      const html = await screen(`/admin?sourcePage=${encodeURIComponent(bad)}&q=Hale`);
      expect(rowLinks(html), bad).toEqual([ids.moving]);
      expect(html).not.toContain("<script>");
    }
  });

  it("is a column of the CSV, and the CSV follows the filter", async () => {
    const res = await call("/admin/export.csv?sourcePage=%2Fmoving-services", { cookie });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]!.split(",").slice(-30, -23)).toEqual([
      "Sent From Page",
      "Preferred Day",
      "Preferred Window",
      "Photos",
      "Booked Day",
      "Booked Window",
      "Id",
    ]);
    expect(lines.slice(1)).toHaveLength(1);
    // No wish, no photos, no booking: the columns after it are empty (and 0 photos).
    expect(lines[1]).toMatch(new RegExp(`,Mover,Hale,.*,/moving-services,,,0,,,${ids.moving},,,,,,,,,,,,,,,,,,,,,,,$`));
    const all = (await (await call("/admin/export.csv?q=Older", { cookie })).text()).trimEnd().split("\r\n");
    expect(all[1]).toMatch(new RegExp(`,English,,,,0,,,${ids.old},,,,,,,,,,,,,,,,,,,,,,,$`));
  });
});
