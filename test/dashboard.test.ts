import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayOf, recentWeeks, weekOf, type Week } from "../src/calendar/weeks";
import { getDb } from "../src/db";
import { dashboardRows } from "../src/db/dashboard";
import { addDays, houstonDate, houstonTime } from "../src/lib/houston-time";
import { weekLabel } from "../src/pages/admin/dashboard/text";
import { sourcePageName } from "../src/attribution/source-page";
import { call, seedRequest, signedIn } from "./admin-helpers";
import { card, cellLink, emptyTables, seedAnswered, seedCalls, tableRows } from "./dashboard-helpers";

// Issue 16, item 3: the dashboard's numbers against a seeded data set whose answers are worked
// out by hand below, and Houston's weeks across both daylight-saving changes.
let cookie = "";
const screen = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};
type Item = { firstName: string };
const apiNames = async (inboxHref: string) => {
  const res = await call(inboxHref.replace(/^\/admin\?/, "/api/quote-requests?"), { cookie });
  expect(res.status, inboxHref).toBe(200);
  return ((await res.json()) as { items: Item[] }).items.map((i) => i.firstName).sort();
};

beforeAll(async () => {
  ({ cookie } = await signedIn());
});

describe("the dashboard's numbers for a known data set", () => {
  const weeks = recentWeeks(12);
  /** Houston wall-clock time in week i of the 12 (0 the oldest, 11 this week). */
  const at = (i: number, day: number, hour: number) => houstonTime(addDays(weeks[i]!.start, day), hour);
  const day = (i: number, d: number) => addDays(weeks[i]!.start, d);
  const row = (rows: string[][], i: number) => rows.find((r) => r[0] === weekLabel(weeks[i]!))!.slice(1);

  beforeAll(async () => {
    await emptyTables();
    // Last week (10): answered after 2 h, 4 h and 30 h; one never answered (late by now).
    await seedAnswered(at(10, 0, 9), [2, 30], {
      firstName: "A",
      serviceType: "junk-removal",
      status: "quoted",
      landingPage: "/conroe-tx",
      sourcePage: "/",
      utmSource: "flyer",
      trafficSource: "campaign",
    });
    await seedAnswered(at(10, 1, 10), [4], {
      firstName: "B",
      serviceType: "moving-services",
      status: "contacted",
      landingPage: "/spring-tx",
      referrerHost: "www.google.com",
      trafficSource: "search",
    });
    await seedAnswered(at(10, 2, 10), [30], {
      firstName: "C",
      serviceType: "moving-services",
      status: "scheduled",
      sourcePage: "/moving-services",
    });
    await seedRequest({ firstName: "D", createdAt: at(10, 3, 10), serviceType: "demo-removal", landingPage: "/", trafficSource: "direct" });
    // Week 9: answered after 1 h and 3 h (median 2 h).
    await seedAnswered(at(9, 4, 8), [1], {
      firstName: "E",
      serviceType: "cleanout-services",
      status: "declined",
      landingPage: "/es/conroe-tx",
      referrerHost: "l.facebook.com",
      trafficSource: "social",
    });
    await seedAnswered(at(9, 6, 20), [3], {
      firstName: "F",
      serviceType: "junk-removal",
      status: "contacted",
      landingPage: "/conroe-tx",
      referrerHost: "blog.example",
      trafficSource: "referral",
    });
    // The oldest week: Monday 00:00 exactly, answered after two days, from a path the site lacks.
    await seedAnswered(weeks[0]!.from, [48], {
      firstName: "G",
      serviceType: "junk-removal",
      status: "completed",
      landingPage: "/old-flyer-page",
      utmCampaign: "spring",
      trafficSource: "campaign",
    });
    // One millisecond before the range: only the 52-week view has it.
    await seedRequest({ firstName: "H", createdAt: new Date(weeks[0]!.from.getTime() - 1), serviceType: "junk-removal" });
    // This week, a minute ago: waiting, not yet late.
    await seedRequest({
      firstName: "I",
      createdAt: new Date(Math.max(Date.now() - 60_000, weeks[11]!.from.getTime())),
      serviceType: "junk-removal",
      sourcePage: "/",
    });

    await seedCalls(day(10, 1), "/conroe-tx", 2);
    await seedCalls(day(10, 3), "/conroe-tx", 1);
    await seedCalls(day(10, 3), "/conroe-tx", 7, "view");
    await seedCalls(day(9, 0), "/es/conroe-tx", 1);
    await seedCalls(day(5, 2), "/privacy", 2);
    await seedCalls(houstonDate(), "/spring-tx", 1);
    await seedCalls(addDays(weeks[0]!.start, -1), "/conroe-tx", 5);
  });

  it("requests per week by service, every week listed, this week last", async () => {
    const rows = tableRows(card(await screen("/admin/dashboard"), "weekly"));
    expect(rows[0]).toEqual(["Week of", "Junk Removal", "Moving Services", "Cleanout Services", "Demo & Removal", "All"]);
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[1]![0]).toBe(weekLabel(weeks[0]!));
    expect(rows[12]![0]).toBe(weekLabel(weeks[11]!));
    const expected: Record<number, string[]> = {
      0: ["1", "0", "0", "0", "1"],
      9: ["1", "0", "1", "0", "2"],
      10: ["1", "2", "0", "1", "4"],
      11: ["1", "0", "0", "0", "1"],
    };
    for (let i = 0; i < 12; i++) expect(row(rows, i), weekLabel(weeks[i]!)).toEqual(expected[i] ?? ["0", "0", "0", "0", "0"]);
    expect(rows.at(-1)).toEqual(["All weeks", "4", "2", "1", "1", "8"]);
  });

  it("the median time to the first status change per week, the late and the waiting", async () => {
    const rows = tableRows(card(await screen("/admin/dashboard"), "response"));
    expect(rows[0]).toEqual(["Week of", "Requests", "Median", "Over 24 h", "Waiting"]);
    const expected: Record<number, string[]> = {
      0: ["1", "48 h", "1", "0"],
      9: ["2", "2.0 h", "0", "0"],
      10: ["4", "4.0 h", "2", "1"],
      11: ["1", "–", "0", "1"],
    };
    for (let i = 0; i < 12; i++) expect(row(rows, i), weekLabel(weeks[i]!)).toEqual(expected[i] ?? ["0", "–", "0", "0"]);
    // Six answered after 1, 2, 3, 4, 30 and 48 hours: the median is 3.5 h. Late: C, G, and D unanswered.
    expect(rows.at(-1)).toEqual(["All weeks", "8", "3.5 h", "3", "2"]);
  });

  it("each response figure opens the inbox on exactly the requests behind it", async () => {
    const html = card(await screen("/admin/dashboard"), "response");
    expect(await apiNames(cellLink(html, weekLabel(weeks[10]!), "Over 24 h"))).toEqual(["C", "D"]);
    expect(await apiNames(cellLink(html, weekLabel(weeks[10]!), "Median"))).toEqual(["A", "B", "C"]);
    expect(await apiNames(cellLink(html, weekLabel(weeks[10]!), "Waiting"))).toEqual(["D"]);
    expect(await apiNames(cellLink(html, "All weeks", "Median"))).toEqual(["A", "B", "C", "E", "F", "G"]);
    expect(await apiNames(cellLink(html, "All weeks", "Over 24 h"))).toEqual(["C", "D", "G"]);
    expect(await apiNames(cellLink(html, "All weeks", "Waiting"))).toEqual(["D", "I"]);
    expect(cellLink(html, weekLabel(weeks[10]!), "Over 24 h")).toBe(`/admin?from=${weeks[10]!.start}&to=${weeks[10]!.end}&response=slow`);
  });

  it("the headline figures: requests, call taps, median first answer (linked), share within 24 h", async () => {
    const html = await screen("/admin/dashboard");
    const figures = html.slice(html.indexOf("<dl"), html.indexOf("</dl>"));
    const text = figures
      .replace(/<[^>]+>/g, "|")
      .replace(/\|+/g, "|")
      .replaceAll("\u00a0", " ");
    // Term, figure, note (the figure is shown first, above its term).
    expect(text).toContain("|Requests|8|See them in the inbox|");
    expect(text).toContain("|Call taps|7|On 4 pages|");
    expect(text).toContain("|Median first answer|3.5 h|Of 6 answered requests|");
    // 4 answered within 24 h, of 7 whose answer is in or overdue (I is a minute old).
    expect(text).toContain("|Answered within 24 h|57%|3 over 24 h| · |2 waiting|");
    expect(figures).toContain(`href="/admin?from=${weeks[0]!.start}&amp;to=${weeks[11]!.end}&amp;response=answered"`);
  });

  it("requests and call taps by page, named as the inbox names them, most first, only pages with any", async () => {
    const rows = tableRows(card(await screen("/admin/dashboard"), "pages"));
    expect(rows).toEqual([
      ["Page", "Requests", "Call taps"],
      [sourcePageName("/conroe-tx"), "2", "3"],
      [sourcePageName("/"), "2", "0"],
      [sourcePageName("/spring-tx"), "1", "1"],
      [sourcePageName("/privacy"), "0", "2"],
      [sourcePageName("/es/conroe-tx"), "1", "1"],
      [sourcePageName("/moving-services"), "1", "0"],
      ["Other addresses", "1", "0"],
    ]);
    expect(rows[5]![0]).toBe("Conroe, TX (Spanish)");
    expect(card(await screen("/admin/dashboard"), "pages")).toContain("A call tap cannot be tied to a person or to a request");
  });

  it("requests by source (the five classes, and not recorded for older rows) and by status", async () => {
    const html = await screen("/admin/dashboard");
    expect(tableRows(card(html, "sources")).slice(1)).toEqual([
      ["Search engine", "1"],
      ["Social network", "1"],
      ["Direct", "1"],
      ["Link on another site", "1"],
      ["Campaign", "2"],
      ["Not recorded", "2"],
    ]);
    expect(tableRows(card(html, "statuses")).slice(1)).toEqual([
      ["Pending", "2"],
      ["Contacted", "2"],
      ["Quoted", "1"],
      ["Scheduled", "1"],
      ["Completed", "1"],
      ["Declined", "1"],
    ]);
  });

  it("4 and 52 weeks; any other ?weeks is 12", async () => {
    const totals = (html: string) => tableRows(card(html, "weekly")).at(-1)!;
    const four = await screen("/admin/dashboard?weeks=4");
    expect(tableRows(card(four, "weekly"))).toHaveLength(1 + 4 + 1);
    expect(totals(four)).toEqual(["All weeks", "3", "2", "1", "1", "7"]);
    expect(tableRows(card(four, "pages")).map((r) => r[2])).toEqual(["Call taps", "3", "0", "1", "1", "0"]);
    const year = await screen("/admin/dashboard?weeks=52");
    expect(tableRows(card(year, "weekly"))).toHaveLength(1 + 52 + 1);
    expect(totals(year)).toEqual(["All weeks", "5", "2", "1", "1", "9"]);
    expect(tableRows(card(year, "pages"))[1]).toEqual([sourcePageName("/conroe-tx"), "2", "8"]);
    for (const odd of ["", "13", "abc", "52.0", "-4", "1e1"])
      expect(totals(await screen(`/admin/dashboard?weeks=${odd}`)), odd).toEqual(["All weeks", "4", "2", "1", "1", "8"]);
    expect(four).toMatch(/<a href="\/admin\/dashboard\?weeks=4" aria-current="page"/);
  });
});

describe("the dashboard screen", () => {
  it("is the owner's only: signed out, it goes to sign-in and back", async () => {
    const res = await call("/admin/dashboard?weeks=4");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin/dashboard?weeks=4")}`);
  });

  it("is a Dashboard tab marked current, private and unindexed, with Server-Timing for the queries and the render", async () => {
    const res = await call("/admin/dashboard", { cookie });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("server-timing")).toMatch(/db;dur=[\d.]+.*render;dur=[\d.]+/);
    const html = await res.text();
    expect(html).toMatch(/<a href="\/admin\/dashboard" aria-current="page"[^>]*>Dashboard<\/a>/);
    expect(html).toMatch(/<a href="\/admin"(?! aria-current)[^>]*>Inbox(<\/a>|<span aria-hidden)/);
  });

  it("draws each chart as an SVG image titled by its text alternative, with a table of its numbers, and no script of its own", async () => {
    const html = await screen("/admin/dashboard");
    for (const id of ["weekly", "response", "pages", "call-days", "sources", "statuses"]) {
      const part = card(html, id);
      expect(part, id).toMatch(
        new RegExp(`<svg role="img" aria-labelledby="${id}-chart-alt"[^>]*><title id="${id}-chart-alt">[^<]{40,}</title>`),
      );
      expect(part, id).toContain("<table");
    }
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const inbox = [...(await screen("/admin")).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(inbox);
    expect(html).not.toContain("data-island");
  });
});

describe("Houston's weeks across daylight-saving changes", () => {
  const hoursLong = (w: Week) => (w.to.getTime() - w.from.getTime()) / 3_600_000;

  it("weeks start Monday 00:00 in Houston; a week with a change is 167 or 169 hours", () => {
    expect(mondayOf("2027-03-14")).toBe("2027-03-08");
    expect(mondayOf("2027-03-15")).toBe("2027-03-15");
    expect(mondayOf("2026-11-01")).toBe("2026-10-26");
    expect(weekOf("2027-03-08")).toMatchObject({
      start: "2027-03-08",
      end: "2027-03-14",
      from: new Date("2027-03-08T06:00:00Z"),
      to: new Date("2027-03-15T05:00:00Z"),
    });
    expect(hoursLong(weekOf("2027-03-08"))).toBe(167);
    expect(weekOf("2026-10-26")).toMatchObject({ from: new Date("2026-10-26T05:00:00Z"), to: new Date("2026-11-02T06:00:00Z") });
    expect(hoursLong(weekOf("2026-10-26"))).toBe(169);
    expect(hoursLong(weekOf("2026-11-02"))).toBe(168);
  });

  it("the week a moment falls in follows Houston's clock, not UTC's", () => {
    const lastStart = (now: string) => recentWeeks(3, new Date(now)).at(-1)!.start;
    // Sat Mar 13, 11:30 PM CST; Sun Mar 14, 11:59 PM CDT; Mon Mar 15, 00:00 CDT.
    expect(lastStart("2027-03-14T05:30:00Z")).toBe("2027-03-08");
    expect(lastStart("2027-03-15T04:59:59Z")).toBe("2027-03-08");
    expect(lastStart("2027-03-15T05:00:00Z")).toBe("2027-03-15");
    // Sun Nov 1, 11:30 PM CST (a UTC clock already says Monday); Mon Nov 2, 00:00 CST.
    expect(lastStart("2026-11-02T05:30:00Z")).toBe("2026-10-26");
    expect(lastStart("2026-11-02T06:00:00Z")).toBe("2026-11-02");
    expect(recentWeeks(3, new Date("2026-11-02T05:30:00Z")).map((w) => w.start)).toEqual(["2026-10-12", "2026-10-19", "2026-10-26"]);
  });

  it("the queries put requests in those weeks, to the millisecond on each side", async () => {
    await emptyTables();
    const instants = {
      fall: [
        "2026-10-26T04:59:59.999Z",
        "2026-10-26T05:00:00Z",
        "2026-11-02T05:30:00Z",
        "2026-11-02T05:59:59.999Z",
        "2026-11-02T06:00:00Z",
        "2026-11-09T05:59:59.999Z",
        "2026-11-09T06:00:00Z",
      ],
      spring: [
        "2027-03-08T05:59:59.999Z",
        "2027-03-08T06:00:00Z",
        "2027-03-14T05:30:00Z",
        "2027-03-15T04:59:59.999Z",
        "2027-03-15T05:00:00Z",
        "2027-03-22T04:59:59.999Z",
        "2027-03-22T05:00:00Z",
      ],
    };
    for (const t of [...instants.fall, ...instants.spring]) await seedRequest({ createdAt: new Date(t), serviceType: "junk-removal" });
    const perWeek = async (mondays: string[]) => {
      const rows = await dashboardRows(getDb(env), mondays.map(weekOf), Date.parse("2027-06-01T00:00:00Z"));
      return mondays.map((_, i) => rows.byWeekService.find((r) => r.week === i)?.n ?? 0);
    };
    // Out, in, in, in | in, in | out: 3 then 2.
    expect(await perWeek(["2026-10-26", "2026-11-02"])).toEqual([3, 2]);
    expect(await perWeek(["2027-03-08", "2027-03-15"])).toEqual([3, 2]);
    const inWeek = async (from: string, to: string) =>
      ((await (await call(`/api/quote-requests?from=${from}&to=${to}`, { cookie })).json()) as { total: number }).total;
    expect(await inWeek("2026-10-26", "2026-11-01")).toBe(3);
    expect(await inWeek("2026-11-02", "2026-11-08")).toBe(2);
    expect(await inWeek("2027-03-08", "2027-03-14")).toBe(3);
  });
});
