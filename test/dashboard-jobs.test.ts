import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recentWeeks } from "../src/calendar/weeks";
import { schema } from "../src/db";
import { recordCustomerEvent } from "../src/db/customer-events";
import { markReviewAsked, recordReviewClick, saveCompletion, type CompletionInput } from "../src/db/job-completions";
import type { NewQuoteRequest } from "../src/db/schema";
import { addDays, houstonDate, houstonTime } from "../src/lib/houston-time";
import { monthLabel, weekLabel } from "../src/pages/admin/dashboard/text";
import { call, db, seedRequest, signedIn } from "./admin-helpers";
import { card, emptyTables, tableRows } from "./dashboard-helpers";
import { textOf as text } from "./html";

// Issue 33, section 4 and the dashboard half of section 3: the completed jobs' revenue, the quote →
// booked → completed funnel, the share of the loads kept from the landfill and the review asks,
// against a seeded set whose figures are worked out by hand below.
let cookie = "";
const screen = async (path = "/admin/dashboard") => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
/** A card's figures, term → value. */
const figures = (html: string) =>
  Object.fromEntries([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]));
const row = (rows: string[][], head: string) => rows.find((r) => r[0] === head)!.slice(1);

const weeks = recentWeeks(12);
/** Houston wall-clock time in week i of the 12 (0 the oldest, 11 this week). */
const at = (i: number, day: number, hour = 10) => houstonTime(addDays(weeks[i]!.start, day), hour);

const job = (finalCents: number, paymentMethod: CompletionInput["paymentMethod"], disposal: CompletionInput["disposal"] = null) => ({
  finalCents,
  paymentMethod,
  workDone: "Hauled away",
  disposal,
});

/** A request, its first quote sent at `quotedAt` (none when null), then completed at `doneAt` (not when null). */
async function seed(values: Partial<NewQuoteRequest>, quotedAt: Date | null, done: [Date, CompletionInput] | null) {
  const request = await seedRequest(values);
  if (quotedAt)
    await db.insert(schema.quotes).values({
      quoteRequestId: request.id,
      version: 1,
      lowCents: 30_000,
      highCents: 30_000,
      included: "Labor, loading, hauling and disposal fees",
      validUntil: "2027-01-31",
      createdBy: "owner",
      createdAt: quotedAt,
    });
  if (done) await saveCompletion(db, request, done[1], "carlos", done[0]);
  return request;
}

// The review marks, each with its moment: the month table is checked against them.
const reviewMarks: [Date, "asked" | "reminded" | "clicked" | "click" | "completed" | "completedAsked"][] = [];

beforeAll(async () => {
  ({ cookie } = await signedIn());
  await env.DB.batch(["DELETE FROM quotes", "DELETE FROM job_completions", "DELETE FROM customer_events"].map((q) => env.DB.prepare(q)));
  await emptyTables();
  // A: junk, week 8, $320 in cash; half the load donated, a fifth recycled (70% kept out). Asked on
  // the page and again by text, reminded once, clicked twice.
  const a = await seed({ firstName: "A", createdAt: at(8, 0), serviceType: "junk-removal", status: "scheduled" }, at(8, 1), [
    at(8, 3),
    job(32_000, "cash", { shares: { donated: 50, recycled: 20, landfill: 30 } }),
  ]);
  await markReviewAsked(db, a.id, ["page"], at(8, 3, 12));
  await markReviewAsked(db, a.id, ["sms"], at(8, 4));
  await recordCustomerEvent(db, a.id, "review-reminded", { channels: ["push"] }, at(8, 6, 7));
  await recordReviewClick(db, a.id, at(9, 0, 9));
  await recordReviewClick(db, a.id, at(9, 0, 10));
  // B: junk, week 9, $180.50 by card; four items, one donated, one recycled (50% kept out). Asked, clicked once.
  const b = await seed({ firstName: "B", createdAt: at(9, 0), serviceType: "junk-removal", status: "scheduled" }, at(9, 1), [
    at(9, 2),
    job(18_050, "credit-card", {
      items: [
        { name: "Sofa", went: "donated" },
        { name: "TV", went: "recycled" },
        { name: "Mattress", went: "landfill" },
        { name: "Boxes", went: "landfill" },
      ],
    }),
  ]);
  await markReviewAsked(db, b.id, ["page", "push"], at(9, 2, 12));
  await recordReviewClick(db, b.id, at(9, 3));
  // C: moving, quoted week 9, completed week 10 for $600 by check; where the load went not recorded. Not asked.
  await seed({ firstName: "C", createdAt: at(9, 1), serviceType: "moving-services", status: "scheduled" }, at(9, 2), [
    at(10, 1),
    job(60_000, "check"),
  ]);
  // D: cleanout, quoted and booked (a day given), not done. E: demo, quoted only.
  await seed(
    {
      firstName: "D",
      createdAt: at(10, 0),
      serviceType: "cleanout-services",
      status: "scheduled",
      bookedDate: "2027-01-05",
      bookedWindow: "07-09",
    },
    at(10, 0, 12),
    null,
  );
  await seed({ firstName: "E", createdAt: at(10, 0), serviceType: "demo-removal", status: "quoted" }, at(10, 1), null);
  // G: junk, never quoted (a walk-up job), completed week 10 for $100; only the landfill's name recorded: no share.
  await seed({ firstName: "G", createdAt: at(10, 2), serviceType: "junk-removal", status: "contacted" }, null, [
    at(10, 2, 15),
    job(10_000, "cash", { places: { landfill: "McCarty Road Landfill" } }),
  ]);
  // F: quoted, completed and asked the day before the range: counted nowhere.
  const before = new Date(weeks[0]!.from.getTime() - 86_400_000);
  const f = await seed({ firstName: "F", createdAt: before, serviceType: "junk-removal", status: "scheduled" }, before, [
    before,
    job(99_900, "cash", { shares: { donated: 0, recycled: 0, landfill: 100 } }),
  ]);
  await markReviewAsked(db, f.id, ["page"], before);

  reviewMarks.push(
    // A's second ask (the link texted again) is not counted: each job is asked once.
    [at(8, 3, 12), "asked"],
    [at(9, 2, 12), "asked"],
    [at(8, 6, 7), "reminded"],
    [at(9, 0, 9), "clicked"],
    [at(9, 0, 9), "click"],
    [at(9, 0, 9), "click"],
    [at(9, 3), "clicked"],
    [at(9, 3), "click"],
    [at(8, 3), "completed"],
    [at(8, 3), "completedAsked"],
    [at(9, 2), "completed"],
    [at(9, 2), "completedAsked"],
    [at(10, 1), "completed"],
    [at(10, 2, 15), "completed"],
  );
});

describe("the dashboard's jobs and revenue", () => {
  it("the figures: revenue, jobs, the average job and the share kept from the landfill, of how many jobs", async () => {
    const html = card(await screen(), "jobs");
    // $320 + $180.50 + $600 + $100 = $1,200.50 over 4 jobs: $300.125, in whole dollars $300.
    expect(figures(html)).toEqual({
      Revenue: "$1,200.50",
      "Jobs completed": "4",
      "Average job": "$300",
      "Kept from landfill": "60%",
    });
    // (70% + 50%) / 2: C recorded nothing, G only a place's name.
    expect(text(html)).toContain(
      "Kept from the landfill (donated or recycled): 60% of the load on average, over 2 of 4 completed jobs that recorded where the load went.",
    );
  });

  it("revenue per week: the jobs completed that week at their final amounts", async () => {
    const html = card(await screen(), "revenue-weeks");
    const rows = tableRows(html);
    expect(rows[0]).toEqual(["Week of", "Jobs", "Revenue", "Avg job"]);
    expect(row(rows, weekLabel(weeks[8]!))).toEqual(["1", "$320", "$320"]);
    expect(row(rows, weekLabel(weeks[9]!))).toEqual(["1", "$180.50", "$181"]);
    expect(row(rows, weekLabel(weeks[10]!))).toEqual(["2", "$700", "$350"]);
    expect(row(rows, weekLabel(weeks[0]!))).toEqual(["0", "$0", "–"]);
    expect(row(rows, "All weeks")).toEqual(["4", "$1,200.50", "$300"]);
    // The chart: a titled image with one column per week, its axis in dollars.
    expect(html).toMatch(/<svg role="img" aria-labelledby="revenue-weeks-chart-alt"/);
    expect(text(html)).toContain("$1,200.50 from 4 jobs; the best week began " + weekLabel(weeks[10]!) + " with $700.");
    expect(html).toContain(">$800</text>");
  });

  it("revenue by service, with a bar for each service that has jobs", async () => {
    const html = card(await screen(), "revenue-services");
    expect(tableRows(html)).toEqual([
      ["Service", "Jobs", "Revenue", "Avg job"],
      ["Junk Removal", "3", "$600.50", "$200"],
      ["Moving Services", "1", "$600", "$600"],
      ["Cleanout Services", "0", "$0", "–"],
      ["Demo & Removal", "0", "$0", "–"],
      ["All services", "4", "$1,200.50", "$300"],
    ]);
    const svg = html.slice(html.indexOf('aria-labelledby="revenue-services-chart-alt"'));
    const chart = svg.slice(0, svg.indexOf("</svg>")).replace(/<title[\s\S]*?<\/title>/, "");
    expect([...chart.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1])).toEqual([
      "Junk Removal",
      "$600.50",
      "Moving Services",
      "$600",
    ]);
  });

  it("request → quoted → booked → completed: of the requests received in the range", async () => {
    const html = card(await screen(), "conversion");
    // Received: A, B, C, D, E, G (F before the range). Quoted: A to E, and G, completed without a
    // written quote (each step counts the requests that got that far or further). Booked: A, B, C, G
    // (completed) and D (a day given). Completed: A, B, C, G.
    expect(tableRows(html)).toEqual([
      ["Step", "Requests", "Of all"],
      ["Requests", "6", "100%"],
      ["Quoted", "6", "100%"],
      ["Booked", "5", "83%"],
      ["Completed", "4", "67%"],
    ]);
    expect(text(html)).toContain("Of 6 requests, 6 quoted (100%), 5 booked (83%) and 4 completed (67%).");
  });
});

describe("the dashboard's review asks", () => {
  it("asks, reminders, first clicks and all clicks per month, and the share of completed jobs asked", async () => {
    const html = card(await screen(), "reviews");
    const rows = tableRows(html);
    expect(rows[0]).toEqual(["Month", "Asks", "Reminders", "Clicked", "All clicks", "Jobs asked"]);
    // Each month's row from the marks' own Houston days (the weeks may straddle a month's end).
    const monthOf = (d: Date) => monthLabel(`${houstonDate(d).slice(0, 7)}-01`);
    const expected = new Map<string, Record<string, number>>();
    for (const [when, kind] of reviewMarks) {
      const counts = expected.get(monthOf(when)) ?? {};
      counts[kind] = (counts[kind] ?? 0) + 1;
      expected.set(monthOf(when), counts);
    }
    const monthRows = rows.slice(1, -1);
    expect(monthRows.map((r) => r[0])).toContain(monthOf(weeks[0]!.from));
    // Up to this month: this week's Sunday may fall in a month not yet begun.
    expect(monthRows.at(-1)![0]).toBe(monthOf(new Date()));
    for (const [month, ...cells] of monthRows) {
      const c = expected.get(month!) ?? {};
      const n = (k: string) => String(c[k] ?? 0);
      const share = c.completed ? `${Math.round((100 * (c.completedAsked ?? 0)) / c.completed)}%` : "–";
      expect(cells, month).toEqual([n("asked"), n("reminded"), n("clicked"), n("click"), share]);
    }
    // F's ask and job, the day before the range, are in no month.
    expect(rows.at(-1)).toEqual(["All months", "2", "1", "2", "3", "50%"]);
    expect(text(html)).toContain("Asked for a review: 2 of 4 jobs completed in these weeks (50%).");
    expect(text(html)).toContain("2 asks, 1 reminder, 2 customers clicked (3 clicks in all)");
  });
});

describe("before any job is completed", () => {
  it("quotes but no completed job: the funnel stays, the jobs card says what will fill it", async () => {
    await env.DB.prepare("DELETE FROM job_completions").run();
    const html = await screen();
    expect(text(card(html, "jobs"))).toContain("No job was completed in these weeks. Complete a job from its request to see revenue here.");
    expect(html).not.toContain('aria-labelledby="revenue-weeks"');
    expect(html).not.toContain('aria-labelledby="revenue-services"');
    // A, B, C and G are still marked completed.
    expect(tableRows(card(html, "conversion")).at(-1)).toEqual(["Completed", "4", "67%"]);
  });

  it("nothing at all: one sentence each, no empty charts", async () => {
    await env.DB.batch(["DELETE FROM quotes", "DELETE FROM customer_events"].map((q) => env.DB.prepare(q)));
    await emptyTables();
    const html = await screen();
    const jobs = card(html, "jobs");
    expect(text(jobs)).toContain("Complete a job from its request to see revenue here.");
    expect(jobs).not.toContain("<svg");
    expect(html).not.toContain('aria-labelledby="conversion"');
    const reviews = card(html, "reviews");
    expect(text(reviews)).toContain("No job was completed and no review ask went out in these weeks.");
    expect(reviews).not.toContain("<svg");
  });
});
