import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recentWeeks } from "../src/calendar/weeks";
import { schema } from "../src/db";
import type { NewQuoteRequest } from "../src/db/schema";
import { addDays, houstonTime } from "../src/lib/houston-time";
import { weekLabel } from "../src/pages/admin/dashboard/text";
import { call, db, seedRequest, signedIn } from "./admin-helpers";
import { card, emptyTables, tableRows } from "./dashboard-helpers";
import { textOf as text } from "./html";

// Issue 31, section 4: the dashboard's estimates, quotes and bookings against a seeded set whose
// figures are worked out by hand below.
let cookie = "";
const screen = async (path = "/admin/dashboard") => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};

const weeks = recentWeeks(12);
/** Houston wall-clock time in week i of the 12 (0 the oldest, 11 this week). */
const at = (i: number, day: number, hour = 10) => houstonTime(addDays(weeks[i]!.start, day), hour);
const estimated = { estimate: { load: "quarter" as const }, estimateLowCents: 15_000, estimateHighCents: 25_000, priceBookVersion: 1 };
const booked = { bookedDate: "2026-12-30", bookedWindow: "07-09" };

async function request(values: Partial<NewQuoteRequest>, quotes: [Date, number, number][] = []) {
  const row = await seedRequest(values);
  for (const [i, [createdAt, lowCents, highCents]] of quotes.entries()) {
    await db.insert(schema.quotes).values({
      quoteRequestId: row.id,
      version: i + 1,
      lowCents,
      highCents,
      included: "Labor, loading, hauling and disposal fees",
      validUntil: "2027-01-31",
      createdBy: "owner",
      createdAt,
    });
  }
  return row;
}

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await env.DB.prepare("DELETE FROM quotes").run();
  await emptyTables();
  // Week 10: two with an estimate, two without. R1's quote revised: its newest (a single $250) counts.
  await request({ firstName: "R1", createdAt: at(10, 0), serviceType: "junk-removal", status: "scheduled", ...booked, ...estimated }, [
    [at(10, 1), 20_000, 30_000],
    [at(10, 2), 25_000, 25_000],
  ]);
  await request({ firstName: "R2", createdAt: at(10, 1), serviceType: "junk-removal", status: "quoted", ...estimated }, [
    [at(10, 3), 40_000, 50_000], // midpoint $450
  ]);
  await request({ firstName: "R3", createdAt: at(10, 2), serviceType: "moving-services", status: "completed" }, [
    [at(10, 4), 60_000, 60_000],
  ]);
  await request({ firstName: "R4", createdAt: at(10, 3), serviceType: "demo-removal" });
  // Week 9: both with an estimate. R5 is first quoted in week 10 and booked (a day given, status still quoted).
  await request({ firstName: "R5", createdAt: at(9, 2), serviceType: "cleanout-services", status: "quoted", ...booked, ...estimated }, [
    [at(10, 0, 12), 30_000, 40_000],
  ]);
  // R6: first quoted in week 9 ($100–$200), revised in week 10 to $200: one quote, in week 9, at $200.
  await request({ firstName: "R6", createdAt: at(9, 3), serviceType: "junk-removal", status: "contacted", ...estimated }, [
    [at(9, 5), 10_000, 20_000],
    [at(10, 5), 20_000, 20_000],
  ]);
  // Before the range, first quoted before it too: its revision inside the range is not a quote sent then.
  const before = new Date(weeks[0]!.from.getTime() - 86_400_000);
  await request({ firstName: "R7", createdAt: before, serviceType: "junk-removal", status: "scheduled", ...booked, ...estimated }, [
    [before, 99_000, 99_000],
    [at(0, 1), 99_000, 99_000],
  ]);
});

const row = (rows: string[][], head: string) => rows.find((r) => r[0] === head)!.slice(1);

describe("the dashboard's estimates, quotes and bookings", () => {
  it("requests with the visitor's estimate and without, per week, and the share in all", async () => {
    const html = card(await screen(), "estimates");
    const rows = tableRows(html);
    expect(rows[0]).toEqual(["Week of", "With estimate", "Without", "Share"]);
    expect(row(rows, weekLabel(weeks[9]!))).toEqual(["2", "0", "100%"]);
    expect(row(rows, weekLabel(weeks[10]!))).toEqual(["2", "2", "50%"]);
    expect(row(rows, weekLabel(weeks[8]!))).toEqual(["0", "0", "–"]);
    expect(row(rows, "All weeks")).toEqual(["4", "2", "67%"]);
    expect(text(html)).toContain("67% of requests came with an estimate (4 of 6).");
  });

  it("quotes sent per week (a request once, in the week of its first quote), booked of them, and the average amounts", async () => {
    const html = card(await screen(), "quotes");
    const rows = tableRows(html);
    expect(rows[0]).toEqual(["Week of", "Quotes sent", "Booked", "Avg quote", "Avg booked"]);
    expect(row(rows, weekLabel(weeks[9]!))).toEqual(["1", "0", "$200", "–"]);
    // $250 + $450 + $600 + $350 = $1,650 over 4 = $412.50, shown as $413; booked: ($250 + $600 + $350) / 3.
    expect(row(rows, weekLabel(weeks[10]!))).toEqual(["4", "3", "$413", "$400"]);
    expect(row(rows, weekLabel(weeks[0]!))).toEqual(["0", "0", "–", "–"]);
    expect(row(rows, "All weeks")).toEqual(["5", "3", "$370", "$400"]);
    expect(text(html)).toContain("Quoted vs booked: 3 of 5 quoted requests booked (60%).");
    expect(text(html)).toContain("a range counted at its midpoint");
  });

  it("the average quote and booked quote per service", async () => {
    const html = card(await screen(), "quote-amounts");
    expect(tableRows(html)).toEqual([
      ["Service", "Quotes sent", "Booked", "Avg quote", "Avg booked"],
      ["Junk Removal", "3", "1", "$300", "$250"],
      ["Moving Services", "1", "1", "$600", "$600"],
      ["Cleanout Services", "1", "1", "$350", "$350"],
      ["Demo & Removal", "0", "0", "–", "–"],
      ["All services", "5", "3", "$370", "$400"],
    ]);
    // The bars say the same in dollars, and a service without quotes has none.
    const svg = html.slice(html.indexOf('aria-labelledby="quote-amounts-chart-alt"'));
    const chart = svg.slice(0, svg.indexOf("</svg>")).replace(/<title[\s\S]*?<\/title>/, "");
    expect(text(chart)).toContain("Junk Removal $300 $250 Moving Services $600 $600 Cleanout Services $350 $350");
    expect(chart).not.toContain("Demo");
  });

  it("with estimates but no quote yet, draws no chart of quote amounts (and no negative size in any drawing)", async () => {
    await env.DB.prepare("DELETE FROM quotes").run();
    const html = await screen();
    expect(html).toContain('aria-labelledby="quotes"');
    expect(html).not.toContain("Average quote by service");
    expect(html).not.toMatch(/(height|width)="-/);
  });

  it("says so in one card when the weeks hold no estimate and no quote", async () => {
    await env.DB.prepare("DELETE FROM quotes").run();
    await env.DB.prepare("UPDATE quote_requests SET estimate = NULL, estimate_low_cents = NULL, estimate_high_cents = NULL").run();
    const html = await screen();
    expect(text(card(html, "prices-none"))).toContain("No request in these weeks came with a visitor's estimate, and no quote was sent.");
    expect(html).not.toContain('aria-labelledby="quotes"');
  });
});
