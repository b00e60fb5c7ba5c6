import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { countEvent } from "../src/db/page-events";
import { houstonDate } from "../src/lib/houston-time";
import { beacon, countOf, newVisit, nextIp, tap } from "./events-helpers";
import { runCron } from "./cron-helpers";

// Security review: call taps could be inflated by replaying a beacon (the limit held 60 per client
// a minute, yet 1,000 taps from 40 clients all counted). A tap now counts at most once per visit,
// page and Houston day; the browser's random visit key says which visit it is.

const visitRows = async () => (await env.DB.prepare("SELECT * FROM page_event_visits").all<Record<string, unknown>>()).results;

beforeEach(async () => {
  await env.DB.batch(["DELETE FROM page_events", "DELETE FROM page_event_visits"].map((q) => env.DB.prepare(q)));
});

describe("one tap per visit and page", () => {
  it("one visit's beacon replayed 25 times counts once", async () => {
    const body = tap("/conroe-tx", newVisit());
    const ip = nextIp();
    for (let i = 0; i < 25; i++) expect((await beacon({ ip, body })).status).toBe(204);
    expect(await countOf("/conroe-tx")).toBe(1);
  });

  it("1,000 taps from 40 clients, each replaying its own visit 25 times in parallel, count 40", async () => {
    const clients = Array.from({ length: 40 }, (_, i) => ({ ip: `192.0.2.${100 + i}`, body: tap("/spring-tx", newVisit()) }));
    const statuses = await Promise.all(clients.flatMap((c) => Array.from({ length: 25 }, () => beacon(c).then((r) => r.status))));
    // All under the limit of 60 a minute each: every one is answered 204, and counted only once per visit.
    expect(statuses).toEqual(Array(1000).fill(204));
    expect(await countOf("/spring-tx")).toBe(40);
    // 1,000 requests through one workerd take about 4 s on a quiet 2-core machine and 15 s under a
    // load of 10: a busy machine is not a failing test.
  }, 60_000);

  it("a second page in the same visit counts for that page", async () => {
    const visit = newVisit();
    const ip = nextIp();
    for (const page of ["/conroe-tx", "/spring-tx", "/conroe-tx", "/es/conroe-tx"])
      expect((await beacon({ ip, body: tap(page, visit) })).status).toBe(204);
    expect([await countOf("/conroe-tx"), await countOf("/spring-tx"), await countOf("/es/conroe-tx")]).toEqual([1, 1, 1]);
  });

  it("the same visit counts again on a new Houston day", async () => {
    const db = getDb(env);
    const visit = newVisit();
    expect(await countEvent(db, { page: "/conroe-tx", kind: "call", visit }, new Date("2031-01-14T05:30:00Z"))).toBe(true);
    expect(await countEvent(db, { page: "/conroe-tx", kind: "call", visit }, new Date("2031-01-14T05:59:00Z"))).toBe(false);
    // 06:00 UTC is midnight in Houston (CST).
    expect(await countEvent(db, { page: "/conroe-tx", kind: "call", visit }, new Date("2031-01-14T06:00:00Z"))).toBe(true);
    expect(await countOf("/conroe-tx")).toBe(2);
  });
});

describe("a beacon without a good visit key", () => {
  it("is 400 with a reason, and counts nothing", async () => {
    const visits = [
      undefined,
      null,
      "",
      "abc",
      42,
      ["x"],
      newVisit().toUpperCase(),
      `${newVisit()}0`,
      ` ${newVisit()}`,
      newVisit().replaceAll("-", ""),
      "x".repeat(36),
      "g".repeat(8) + newVisit().slice(8),
    ];
    for (const visit of visits) {
      const res = await beacon({ ip: nextIp(), body: JSON.stringify({ page: "/conroe-tx", kind: "call", visit }) });
      expect(res.status, JSON.stringify(visit)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain("visit");
    }
    expect(await countOf("/conroe-tx")).toBe(0);
    expect(await visitRows()).toEqual([]);
  });
});

describe("what is kept of a visit", () => {
  it("never the key itself: a short hash per day, page and kind, so one visit's rows cannot be joined", async () => {
    const visit = newVisit();
    const ip = nextIp();
    for (const page of ["/conroe-tx", "/spring-tx"]) await beacon({ ip, body: tap(page, visit) });
    const rows = await visitRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(["day", "kind", "page", "visit_hash"]);
    expect(rows[0]!.visit_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(rows[0]!.visit_hash).not.toBe(rows[1]!.visit_hash);
    const dump = JSON.stringify(rows);
    for (const part of [visit, ...visit.split("-")]) expect(dump).not.toContain(part);
  });

  it("the morning jobs forget the visits of past days (a repeat can only fall on today); today's still stop one", async () => {
    const db = getDb(env);
    const now = new Date("2031-01-14T13:00:00Z"); // 7 AM in Houston
    const visit = newVisit();
    for (const daysAgo of [0, 1, 2, 9])
      await countEvent(db, { page: "/conroe-tx", kind: "call", visit }, new Date(now.getTime() - daysAgo * 86_400_000));
    await runCron("0 13 * * *", now);
    const today = houstonDate(now);
    expect((await visitRows()).map((r) => r.day)).toEqual([today]);
    // The counters themselves stay.
    expect(await countOf("/conroe-tx")).toBe(4);
    expect(await countEvent(db, { page: "/conroe-tx", kind: "call", visit }, now)).toBe(false);
  });
});
