import { beforeAll, describe, expect, it } from "vitest";
import { call, seedRequest, signedIn } from "./admin-helpers";

// Issue 17, item 3: the 24-hour promise made visible. Pending more than 20 h is due soon, more than
// 24 h overdue; the marks, the filter and the navigation's count must agree at the boundaries.
let cookie = "";
const HOUR = 3_600_000;
// A minute inside or outside each boundary: the test's own requests take far less than that.
const ago = (hours: number, minutes = 0) => new Date(Date.now() - hours * HOUR - minutes * 60_000);
const names = async (query: string) => {
  const res = await call(`/api/quote-requests?${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { items: { firstName: string }[] }).items.map((i) => i.firstName).sort();
};
const screen = async (path: string) => (await (await call(path, { cookie })).text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");
const rowOf = (html: string, name: string) => {
  const start = html.indexOf(`>${name} `);
  expect(start, name).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
};

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await seedRequest({ firstName: "Fresh", createdAt: ago(3, 5) });
  await seedRequest({ firstName: "Almost", createdAt: ago(19, 59) });
  await seedRequest({ firstName: "Soon", createdAt: ago(20, 1) });
  await seedRequest({ firstName: "Edge", createdAt: ago(23, 59) });
  await seedRequest({ firstName: "Late", createdAt: ago(24, 1) });
  await seedRequest({ firstName: "Ancient", createdAt: ago(80) });
  // Answered requests are never due: the promise is kept.
  await seedRequest({ firstName: "Called", createdAt: ago(30), status: "contacted" });
  await seedRequest({ firstName: "Booked", createdAt: ago(21), status: "scheduled" });
});

describe("the urgency filter", () => {
  it("due-soon: pending over 20 h and up to 24 h; overdue: pending over 24 h; answered never", async () => {
    expect(await names("urgency=due-soon")).toEqual(["Edge", "Soon"]);
    expect(await names("urgency=overdue")).toEqual(["Ancient", "Late"]);
  });

  it("combines with the other filters and rejects an unknown value in the API", async () => {
    expect(await names("urgency=overdue&q=Late")).toEqual(["Late"]);
    expect(await names("urgency=overdue&status=contacted")).toEqual([]);
    expect((await call("/api/quote-requests?urgency=late", { cookie })).status).toBe(400);
  });

  it("is kept by the CSV link and shown as a chip that removes it", async () => {
    const html = await screen("/admin?urgency=overdue");
    expect(html).toContain('href="/admin/export.csv?urgency=overdue"');
    expect(html).toMatch(/Overdue: pending over 24 h<a href="\/admin"[^>]*aria-label="Remove filter: Overdue: pending over 24 h"/);
    expect(html).toContain('name="urgency" value="overdue"');
    const csv = await (await call("/admin/export.csv?urgency=due-soon", { cookie })).text();
    expect(csv).toContain("Soon");
    expect(csv).toContain("Edge");
    expect(csv).not.toContain("Ancient");
  });
});

describe("the marks", () => {
  it("each pending row shows its age, and the mark in words past 20 and 24 hours", async () => {
    const html = await screen("/admin");
    expect(rowOf(html, "Fresh")).toContain("Waiting 3 h");
    expect(rowOf(html, "Almost")).toContain("Waiting 19 h");
    expect(rowOf(html, "Almost")).not.toMatch(/Due soon|Overdue/);
    expect(rowOf(html, "Soon")).toContain("Due soon · waiting 20 h");
    expect(rowOf(html, "Edge")).toContain("Due soon · waiting 23 h");
    expect(rowOf(html, "Late")).toContain("Overdue · waiting 24 h");
    expect(rowOf(html, "Ancient")).toContain("Overdue · waiting 3 d");
    expect(rowOf(html, "Called")).not.toMatch(/Waiting|Overdue|Due soon/i);
  });

  it("the detail shows the same mark", async () => {
    const list = (await (await call("/api/quote-requests?q=Late", { cookie })).json()) as { items: { id: string }[] };
    const html = await screen(`/admin/requests/${list.items[0]!.id}`);
    expect(html).toContain("Overdue · waiting 24 h");
  });
});

describe("the navigation's count", () => {
  it("counts overdue and due-soon requests on every admin screen, with words for screen readers", async () => {
    for (const path of ["/admin", "/admin/schedule", "/admin/dashboard"]) {
      const html = await screen(path);
      expect(html, path).toMatch(/Inbox<span aria-hidden="true"[^>]*>4<\/span><span class="sr-only">, 4 overdue or due soon<\/span>/);
    }
  });

  it("the inbox offers one link per mark with its count", async () => {
    const html = await screen("/admin");
    expect(html).toMatch(/href="\/admin\?urgency=overdue"[^>]*>Overdue <span[^>]*>2<\/span>/);
    expect(html).toMatch(/href="\/admin\?urgency=due-soon"[^>]*>Due soon <span[^>]*>2<\/span>/);
  });
});
