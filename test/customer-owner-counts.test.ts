import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recentWeeks } from "../src/calendar/weeks";
import { schema } from "../src/db";
import { recordCustomerEvent } from "../src/db/customer-events";
import { digestMessage } from "../src/jobs/digest";
import { addDays, houstonTime } from "../src/lib/houston-time";
import { weekLabel } from "../src/pages/admin/dashboard/text";
import { call, db, seedRequest, signedIn } from "./admin-helpers";
import { card, tableRows } from "./dashboard-helpers";

// Issue 32 in the owner's numbers: the dashboard's weekly counts of quotes viewed and approved and
// bookings moved by customers, and the morning digest's lines for the last day's approvals,
// questions and moves. Its own file: both count every row in the file's database.

let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedIn());
});

async function quoteOf(requestId: string, version: number, times: { viewedAt?: Date; approvedAt?: Date } = {}) {
  await db.insert(schema.quotes).values({
    quoteRequestId: requestId,
    version,
    lowCents: 20_000,
    highCents: 30_000,
    included: "Labor and disposal",
    validUntil: "2030-12-31",
    createdBy: "owner",
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    ...times,
  });
}

describe("the dashboard's card of what customers did on their pages", () => {
  const weeks = recentWeeks(12);
  /** Houston wall-clock time in week i of the 12 (0 the oldest, 11 this week). */
  const at = (i: number, day: number, hour = 10) => houstonTime(addDays(weeks[i]!.start, day), hour);

  it("counts, per week and in all, the quotes viewed, approved and the bookings moved; the range leaves out older ones", async () => {
    const a = await seedRequest();
    const b = await seedRequest();
    // Week 9: a's v1 viewed and approved; b's v1 viewed. Week 10: a's v2 viewed; two moves by a, one by b.
    await quoteOf(a.id, 1, { viewedAt: at(9, 1), approvedAt: at(9, 2) });
    await quoteOf(b.id, 1, { viewedAt: at(9, 3) });
    await quoteOf(a.id, 2, { viewedAt: at(10, 0) });
    await recordCustomerEvent(db, a.id, "moved", {}, at(10, 1));
    await recordCustomerEvent(db, a.id, "moved", {}, at(10, 2));
    await recordCustomerEvent(db, b.id, "moved", {}, at(10, 4, 23));
    // Not counted: another kind of event, and a move long before the range.
    await recordCustomerEvent(db, b.id, "question", { text: "?" }, at(10, 1));
    await recordCustomerEvent(db, b.id, "moved", {}, new Date(weeks[0]!.from.getTime() - 86_400_000));

    const res = await call("/admin/dashboard", { cookie });
    expect(res.status).toBe(200);
    const section = card((await res.text()).replaceAll("<!-- -->", ""), "customer-page");
    const figures = [...section.matchAll(/<dd class="order-first[^"]*">([^<]+)<\/dd>/g)].map((m) => m[1]);
    expect(figures).toEqual(["3", "1", "3"]);
    const rows = tableRows(section);
    expect(rows[0]).toEqual(["Week of", "Quotes viewed", "Approved", "Moved by customer"]);
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[1 + 8]).toEqual([weekLabel(weeks[8]!), "0", "0", "0"]);
    expect(rows[1 + 9]).toEqual([weekLabel(weeks[9]!), "2", "1", "0"]);
    expect(rows[1 + 10]).toEqual([weekLabel(weeks[10]!), "1", "0", "3"]);
    expect(rows.at(-1)).toEqual(["All weeks", "3", "1", "3"]);
    // No script of its own: the card is markup.
    expect(section).not.toContain("data-island");
  });
});

describe("the morning digest's lines", () => {
  const now = new Date("2031-02-11T13:00:00Z"); // 7 AM in Houston
  const since = houstonTime("2031-02-10", 7);
  const section = (text: string) => text.slice(text.indexOf("On customers' pages")).split("\n\n")[0]!;

  it("lists the last day's approvals, questions (one line, cut) and moves in order, each with its request", async () => {
    const maria = await seedRequest({ firstName: "Maria", lastName: "Lopez" });
    const joe = await seedRequest({ firstName: "Joe", lastName: "Park" });
    const later = (minutes: number) => new Date(since.getTime() + minutes * 60_000);
    await recordCustomerEvent(db, maria.id, "approved", { version: 2 }, later(60));
    await recordCustomerEvent(db, joe.id, "question", { text: `Can you come\nearlier?\r\n${"Really ".repeat(30)}` }, later(120));
    await recordCustomerEvent(
      db,
      maria.id,
      "moved",
      { fromDate: "2031-02-13", fromWindow: "07-09", toDate: "2031-02-14", toWindow: "13-15" },
      later(180),
    );
    // Not news for the e-mail: a view, notifications; and an approval from before yesterday's digest.
    await recordCustomerEvent(db, joe.id, "notifications-on", null, later(10));
    await recordCustomerEvent(db, joe.id, "approved", { version: 1 }, new Date(since.getTime() - 60_000));

    const { text } = await digestMessage(db, { ...env, SITE_URL: "https://www.example.com" }, now);
    const lines = section(text).split("\n");
    expect(lines[0]).toBe("On customers' pages since yesterday 7 AM (3)");
    expect(lines[1]).toBe(`- Maria Lopez approved quote v2 https://www.example.com/admin/requests/${maria.id}`);
    expect(lines[2]).toMatch(
      new RegExp(
        `^- Question from Joe Park: “Can you come earlier\\? Really Really .*…” https://www\\.example\\.com/admin/requests/${joe.id}$`,
      ),
    );
    expect([...lines[2]!.match(/“(.*)”/)![1]!]).toHaveLength(120);
    expect(lines[3]).toBe(
      `- Maria Lopez moved the booking: Thu, Feb 13, 7–9 AM → Fri, Feb 14, 1–3 PM https://www.example.com/admin/requests/${maria.id}`,
    );
    expect(lines).toHaveLength(4);
  });

  it("says so in one line on a day with none", async () => {
    const { text } = await digestMessage(db, env, new Date("2031-03-20T12:00:00Z"));
    expect(text).toContain("On customers' pages since yesterday 7 AM: no approvals, questions, moves or messages.");
  });
});
