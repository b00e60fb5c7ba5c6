import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../src/db/quote-requests";
import { call, seedRequest, signedIn } from "./admin-helpers";
import { seedAnswered } from "./dashboard-helpers";

// Issue 16, item 4: the inbox filters behind the dashboard's response-time figures: received in a
// range of Houston days (from/to) and how the first answer went (response=answered|waiting|slow).
let cookie = "";
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const names = async (query: string) => {
  const res = await call(`/api/quote-requests?${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { items: { firstName: string }[] }).items.map((i) => i.firstName).sort();
};
const screen = async (path: string) => (await (await call(path, { cookie })).text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&");

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await seedAnswered(ago(50), [1], { firstName: "Quick" });
  await seedAnswered(ago(50), [25], { firstName: "Late" });
  await seedRequest({ firstName: "Fresh", createdAt: ago(23) });
  await seedRequest({ firstName: "Forgotten", createdAt: ago(25) });
  // Houston days: 2026-03-02 00:00 CST is 06:00 UTC.
  await seedRequest({ firstName: "Before", createdAt: new Date("2026-03-02T05:59:59.999Z") });
  await seedRequest({ firstName: "Monday", createdAt: new Date("2026-03-02T06:00:00Z") });
  // Sun Mar 8, 11:59 PM CDT: clocks went forward that morning, so the week ends at 05:00 UTC.
  await seedRequest({ firstName: "Sunday", createdAt: new Date("2026-03-09T04:59:59.999Z") });
  await seedRequest({ firstName: "Nextday", createdAt: new Date("2026-03-09T05:00:00Z") });
  for (let i = 0; i < PAGE_SIZE + 1; i++) await seedRequest({ firstName: `Bulk${i}`, createdAt: new Date(Date.UTC(2026, 2, 4, 12, i)) });
});

describe("the response filter", () => {
  it("answered: a first status change; waiting: none yet; slow: answered after 24 h, or none yet and older than 24 h", async () => {
    const recent = `from=${new Date(Date.now() - 3 * 24 * HOUR).toISOString().slice(0, 10)}`;
    expect(await names(`${recent}&response=answered`)).toEqual(["Late", "Quick"]);
    expect(await names(`${recent}&response=waiting`)).toEqual(["Forgotten", "Fresh"]);
    expect(await names(`${recent}&response=slow`)).toEqual(["Forgotten", "Late"]);
  });

  it("received from/to: whole Houston days, both ends included", async () => {
    expect(await names("from=2026-03-02&to=2026-03-08&q=day")).toEqual(["Monday", "Sunday"]);
    expect(await names("to=2026-03-01&q=Before")).toEqual(["Before"]);
    expect(await names("from=2026-03-02&q=Before")).toEqual([]);
    expect(await names("from=2026-03-09&to=2026-03-09&q=day")).toEqual(["Nextday"]);
  });

  it("the API refuses a day that is not one, or an unknown response, with 400", async () => {
    for (const bad of ["from=2026-02-30", "to=03/02/2026", "from=2026-3-2", "response=fast", "response=SLOW"]) {
      const res = await call(`/api/quote-requests?${bad}`, { cookie });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Invalid filter", issues: [{ field: bad.split("=")[0] }] });
    }
  });
});

describe("in the inbox", () => {
  it("shows each as a chip that removes only it, and keeps them in the search form", async () => {
    const html = await screen("/admin?from=2026-03-02&to=2026-03-08&response=waiting&q=day");
    expect(html).toContain(">Received Mar 2 – Mar 8, 2026<");
    const link = (href: string, label: string) => new RegExp(`<a href="${href.replace(/[?]/g, "\\?")}"[^>]* aria-label="${label}"`);
    expect(html).toMatch(link("/admin?q=day&response=waiting", "Remove filter: Received Mar 2 – Mar 8, 2026"));
    expect(html).toMatch(link("/admin?q=day&from=2026-03-02&to=2026-03-08", "Remove filter: Waiting for a first answer"));
    for (const field of ['name="from" value="2026-03-02"', 'name="to" value="2026-03-08"', 'name="response" value="waiting"'])
      expect(html).toContain(`<input type="hidden" ${field}/>`);
    expect(html).toContain("Showing 1–2 of 2");
  });

  it("keeps them in the status chips, the pagination and the CSV link; the CSV follows them", async () => {
    const html = await screen("/admin?from=2026-03-04&to=2026-03-04&response=waiting");
    expect(html).toContain(`Showing 1–${PAGE_SIZE} of ${PAGE_SIZE + 1}`);
    expect(html).toMatch(/<a href="\/admin\?from=2026-03-04&to=2026-03-04&response=waiting&page=2"[^>]* rel="next"/);
    expect(html).toContain('href="/admin/export.csv?from=2026-03-04&to=2026-03-04&response=waiting"');
    expect(html).toContain('href="/admin?status=pending&from=2026-03-04&to=2026-03-04&response=waiting"');
    const csv = (await screen("/admin/export.csv?from=2026-03-04&to=2026-03-04&response=waiting")).trimEnd().split("\r\n");
    expect(csv).toHaveLength(1 + PAGE_SIZE + 1);
  });

  it("drops a value that is not valid and keeps the rest", async () => {
    const html = await screen("/admin?from=2026-02-30&response=slow&q=Forgotten");
    expect(html).not.toContain("Received ");
    expect(html).toContain("First answer over 24 h, or none yet");
    expect(html).toContain("Showing 1–1 of 1");
  });
});
