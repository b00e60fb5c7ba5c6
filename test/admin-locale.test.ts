import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../src/db/quote-requests";
import { call, seedRequest, signedIn } from "./admin-helpers";

// Issue 14, item 5: the owner sees which requests came from the Spanish pages ("Prefers Spanish" in
// the inbox row and the detail, `locale` in the JSON API, a Language column in the CSV) and can
// filter the inbox by language, together with the other filters, search and pagination.
let cookie = "";
const ids = { lucia: "", ines: "", english: "" };
const screen = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
type Item = { id: string; firstName: string; locale: string };
const api = async (query: string) => {
  const res = await call(`/api/quote-requests${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return (await res.json()) as { items: Item[]; total: number; totalPages: number };
};
const rowLinks = (html: string) => [...html.matchAll(/href="\/admin\/requests\/([^"]+)"/g)].map((m) => m[1]);
/** The inbox row (its <li>) of a request. */
const row = (html: string, id: string) => {
  const link = html.indexOf(`href="/admin/requests/${id}"`);
  return html.slice(html.lastIndexOf("<li", link), html.indexOf("</li>", link));
};
const badge = />Prefers Spanish<\/span>/;

beforeAll(async () => {
  ({ cookie } = await signedIn());
  ids.lucia = (
    await seedRequest({ firstName: "Lucía", lastName: "Garza", serviceType: "moving-services", locale: "es", status: "contacted" })
  ).id;
  ids.ines = (
    await seedRequest({ firstName: "Inés", lastName: "Garza", serviceType: "junk-removal", locale: "es", sourcePage: "/spring-tx" })
  ).id;
  ids.english = (await seedRequest({ firstName: "Emma", lastName: "Garza", serviceType: "junk-removal" })).id;
  // Enough Spanish requests for a second inbox page, so pagination with the filter can be checked.
  for (let i = 0; i < PAGE_SIZE; i++) await seedRequest({ firstName: `Mesa${i}`, lastName: "Vieja", locale: "es" });
});

describe("the language of a request, on the owner's side", () => {
  it("is `locale` in the JSON API's items: es for the Spanish form, en otherwise", async () => {
    const { items } = await api("?q=Garza");
    expect(Object.fromEntries(items.map((i) => [i.firstName, i.locale]))).toEqual({ Lucía: "es", Inés: "es", Emma: "en" });
  });

  it("filters the JSON API, with the other filters, and refuses an unknown language with 400", async () => {
    expect((await api("?locale=en&q=Garza")).items.map((i) => i.id)).toEqual([ids.english]);
    expect((await api("?locale=es&q=Garza")).items.map((i) => i.id).sort()).toEqual([ids.lucia, ids.ines].sort());
    expect((await api("?locale=es&status=contacted")).items.map((i) => i.id)).toEqual([ids.lucia]);
    expect((await api("?locale=es&sourcePage=%2Fspring-tx")).items.map((i) => i.id)).toEqual([ids.ines]);
    expect((await api("?locale=es")).total).toBe(PAGE_SIZE + 2);
    expect((await api("?locale=")).total).toBe(PAGE_SIZE + 3);
    for (const bad of ["fr", "ES", "spanish", "' OR 1=1 --"]) {
      const res = await call(`/api/quote-requests?locale=${encodeURIComponent(bad)}`, { cookie });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Invalid filter", issues: [{ field: "locale" }] });
    }
  });

  it("marks a Spanish request's inbox row Prefers Spanish, and no English one", async () => {
    const html = await screen("/admin?q=Garza");
    expect(row(html, ids.lucia)).toMatch(badge);
    expect(row(html, ids.ines)).toMatch(badge);
    expect(row(html, ids.english)).not.toMatch(badge);
  });

  it("marks a Spanish request's detail Prefers Spanish, beside its name, and no English one", async () => {
    expect(await screen(`/admin/requests/${ids.lucia}`)).toMatch(
      /<h1[^>]*>Lucía Garza<\/h1><span[^>]*>Contacted<\/span><span[^>]*>Prefers Spanish<\/span>/,
    );
    expect(await screen(`/admin/requests/${ids.english}`)).not.toContain("Prefers Spanish");
  });

  it("offers All languages, English and Spanish in the inbox's Language select, the current one selected", async () => {
    const html = await screen("/admin?locale=es");
    expect(html).toMatch(/<label for="locale"[^>]*>Language<\/label>/);
    const select = html.slice(html.indexOf('<select id="locale"'), html.indexOf("</select>", html.indexOf('<select id="locale"')));
    const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[3],
      Boolean(m[2]),
    ]);
    expect(options).toEqual([
      ["", "All languages", false],
      ["en", "English", false],
      ["es", "Spanish", true],
    ]);
  });

  it("filters the inbox and keeps the filter with status, search, pagination and the CSV link", async () => {
    expect(rowLinks(await screen("/admin?locale=en&q=Garza"))).toEqual([ids.english]);
    expect(rowLinks(await screen("/admin?locale=es&status=contacted&q=Garza"))).toEqual([ids.lucia]);
    expect(await screen("/admin?locale=en&q=Vieja")).toContain("No quote requests match these filters.");

    const first = await screen("/admin?locale=es");
    expect(first).toContain(`Showing 1–${PAGE_SIZE} of ${PAGE_SIZE + 2}`);
    expect(first).toContain('href="/admin?locale=es&amp;page=2"');
    expect(first).toContain('href="/admin/export.csv?locale=es"');
    expect(first).toMatch(/href="\/admin\?status=contacted&amp;locale=es"/);
    const second = await screen("/admin?locale=es&page=2");
    expect(rowLinks(second)).toHaveLength(2);
    expect(second).toMatch(/<a href="\/admin\?locale=es"[^>]*rel="prev">Previous<\/a>/);
  });

  it("ignores an unknown language in the inbox's query, keeping the other filters", async () => {
    for (const bad of ["fr", "<script>", "%00"]) {
      const html = await screen(`/admin?locale=${encodeURIComponent(bad)}&q=Emma`);
      expect(rowLinks(html), bad).toEqual([ids.english]);
      expect(html).not.toContain("<script>");
    }
  });

  it("is the CSV's Language column, and the CSV follows the filter", async () => {
    const lines = async (query: string) =>
      (await (await call(`/admin/export.csv${query}`, { cookie })).text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
    const [header, ...rows] = await lines("?locale=es&q=Garza");
    const column = header!.split(",").indexOf("Language");
    expect(header!.split(",").slice(-31, -29)).toEqual(["Language", "Sent From Page"]);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.split(",")[column]).toBe("Spanish");
    const english = await lines("?q=Emma");
    expect(english[1]).toMatch(new RegExp(`,English,,,,0,,,${ids.english},,,,,,,,,,,,,,,,,,,,,,,$`));
  });
});
