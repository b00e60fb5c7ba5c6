import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../src/db";
import { countEvent } from "../src/db/page-events";
import { houstonDate } from "../src/lib/houston-time";
import { beacon, counts, countOf, newVisit, nextIp, ORIGIN, tap, type Beacon } from "./events-helpers";

// Issue 16, item 2: POST /api/events counts a tap on a call link per Houston day, page and kind,
// refuses anything else, and stores nothing about the visitor. At most one tap per visit and page
// counts: test/events-visits.test.ts.
beforeEach(async () => {
  await env.DB.exec("DELETE FROM page_events");
});

describe("POST /api/events accepts a same-origin call beacon", () => {
  it("answers 204 with no body and adds one to today's counter for the page and kind", async () => {
    const res = await beacon({ ip: nextIp() });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await counts()).toEqual([{ day: houstonDate(), page: "/conroe-tx", kind: "call", count: 1 }]);
  });

  it("takes the Spanish pages and the privacy pages too, and Sec-Fetch-Site: same-origin without an Origin", async () => {
    const ip = nextIp();
    for (const page of ["/es/", "/es/conroe-tx", "/privacy", "/"]) expect((await beacon({ ip, body: tap(page) })).status, page).toBe(204);
    expect((await beacon({ ip, origin: null, site: "same-origin" })).status).toBe(204);
    expect((await counts()).map((r) => [r.page, r.count])).toEqual([
      ["/", 1],
      ["/conroe-tx", 1],
      ["/es/", 1],
      ["/es/conroe-tx", 1],
      ["/privacy", 1],
    ]);
  });

  it("reads application/json with a charset as JSON", async () => {
    expect((await beacon({ ip: nextIp(), type: "application/json; charset=utf-8" })).status).toBe(204);
  });
});

describe("POST /api/events refuses what is not a known page's call beacon, and counts nothing", () => {
  const refused = async (status: number, b: Beacon) => {
    const res = await beacon({ ip: nextIp(), ...b });
    expect(res.status, JSON.stringify(b)).toBe(status);
    // A client other than sendBeacon learns why (403 is the site-wide same-origin answer).
    if (status !== 403) expect(((await res.json()) as { error: string }).error, JSON.stringify(b)).toMatch(/\w+/);
  };
  it("400 for an unknown page or kind, extra fields, or a body that is not that JSON object", async () => {
    const bodies = [
      { page: "/nowhere", kind: "call" },
      { page: "/admin", kind: "call" },
      { page: "/Conroe-TX", kind: "call" },
      { page: "/conroe-tx?utm_source=x", kind: "call" },
      { page: "https://localhost/conroe-tx", kind: "call" },
      { page: "/conroe-tx", kind: "view" },
      { page: "/conroe-tx", kind: "CALL" },
      { page: "/conroe-tx" },
      { kind: "call" },
      { page: "/conroe-tx", kind: "call", ip: "203.0.113.9" },
      { page: ["/conroe-tx"], kind: "call" },
    ];
    // Each with a good visit key, so the page or kind is what is refused.
    for (const body of bodies) await refused(400, { body: JSON.stringify({ ...body, visit: newVisit() }) });
    for (const body of ["", "null", "[]", '"call"', "{", "{'page': '/'}"]) await refused(400, { body });
    expect(await counts()).toEqual([]);
  });

  it("403 from another site (Origin or Sec-Fetch-Site), or with neither header", async () => {
    await refused(403, { origin: "https://evil.example" });
    await refused(403, { origin: "http://localhost.evil.example" });
    await refused(403, { origin: "null" });
    await refused(403, { origin: null, site: "cross-site" });
    await refused(403, { origin: null, site: "same-site" });
    await refused(403, { origin: null });
    expect(await counts()).toEqual([]);
  });

  it("415 for a body that is not declared JSON (text/plain is what a cross-site form could send)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx", null])
      await refused(415, { type });
    expect(await counts()).toEqual([]);
  });

  it("413 for a body over 1 KB, whether Content-Length says so or not", async () => {
    const padded = JSON.stringify({ page: "/conroe-tx", kind: "call", visit: newVisit(), pad: "x".repeat(10 * 1024) });
    await refused(413, { body: padded });
    const stream = new Blob([padded]).stream();
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/events`, {
        method: "POST",
        body: stream,
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": nextIp() },
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await counts()).toEqual([]);
  });

  it("answers only POST", async () => {
    const res = await exports.default.fetch(new Request(`${ORIGIN}/api/events`));
    expect(res.status).toBe(404);
  });
});

describe("a database that cannot count", () => {
  it("answers 503 with a reason, never a 500", async () => {
    const { app } = await import("../src/index");
    const brokenDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database is unavailable");
      },
    } as unknown as D1Database;
    const res = await app.request(
      `${ORIGIN}/api/events`,
      { method: "POST", body: tap(), headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": nextIp() } },
      { ...env, DB: brokenDb },
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe("The event could not be counted just now");
  });
});

describe("the counters stay true", () => {
  it("100 parallel beacons add exactly 100", async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => beacon({ ip: `192.0.2.${i + 1}` })));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(204));
    expect(await countOf("/conroe-tx")).toBe(100);
  });

  it("100 parallel taps of different visits on the same day, page and kind add exactly 100 on top of what was there", async () => {
    const db = getDb(env);
    await countEvent(db, { page: "/spring-tx", kind: "call", visit: newVisit() });
    await Promise.all(Array.from({ length: 100 }, () => countEvent(db, { page: "/spring-tx", kind: "call", visit: newVisit() })));
    expect(await counts()).toEqual([{ day: houstonDate(), page: "/spring-tx", kind: "call", count: 101 }]);
  });

  it("1,000 beacons from one client in a minute: the limit answers 429 with Retry-After, and the counter equals the 204s", async () => {
    // Each beacon a new visit key, as a script minting keys would send: only the limit holds it back.
    async function burst(ip: string) {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      // In batches of 50 so the burst is quick but the runtime is not asked for 1,000 sockets at once.
      for (let i = 0; i < 1000; i += 50) {
        const batch = await Promise.all(Array.from({ length: 50 }, () => beacon({ ip })));
        for (const res of batch) {
          statuses.push(res.status);
          if (res.status === 429) retryAfter ??= res.headers.get("retry-after");
        }
      }
      return { statuses, retryAfter };
    }
    // The local limiter counts in windows aligned to the clock's minutes. A burst (a few seconds)
    // that crossed a minute's end met two windows: it is sent once more, from another client.
    const minute = () => Math.floor(Date.now() / 60_000);
    let started = minute();
    let { statuses, retryAfter } = await burst("203.0.113.200");
    if (minute() !== started) {
      await env.DB.exec("DELETE FROM page_events");
      started = minute();
      ({ statuses, retryAfter } = await burst("203.0.113.201"));
      expect(minute(), "a second burst crossed a minute's end too").toBe(started);
    }
    const accepted = statuses.filter((s) => s === 204).length;
    expect(new Set(statuses)).toEqual(new Set([204, 429]));
    expect(accepted).toBe(60);
    expect(retryAfter).toBe("60");
    expect(await countOf("/conroe-tx")).toBe(accepted);
    // Another client is not held back by this one.
    expect((await beacon({ ip: nextIp() })).status).toBe(204);
  });

  it("separates days, pages and kinds: one row per Houston day, page and kind", async () => {
    const db = getDb(env);
    // 05:30 UTC on Nov 2 is still Nov 1 in Houston (11:30 PM CST).
    await countEvent(db, { page: "/conroe-tx", kind: "call", visit: newVisit() }, new Date("2026-11-02T05:30:00Z"));
    await countEvent(db, { page: "/conroe-tx", kind: "call", visit: newVisit() }, new Date("2026-11-02T06:30:00Z"));
    await countEvent(db, { page: "/conroe-tx", kind: "call", visit: newVisit() }, new Date("2026-11-02T07:00:00Z"));
    await countEvent(db, { page: "/spring-tx", kind: "call", visit: newVisit() }, new Date("2026-11-02T07:00:00Z"));
    expect(await counts()).toEqual([
      { day: "2026-11-01", page: "/conroe-tx", kind: "call", count: 1 },
      { day: "2026-11-02", page: "/conroe-tx", kind: "call", count: 2 },
      { day: "2026-11-02", page: "/spring-tx", kind: "call", count: 1 },
    ]);
  });
});

describe("nothing personal is stored", () => {
  it("keeps only day, page, kind and count: no address, user agent or referrer anywhere in the database", async () => {
    const ip = "203.0.113.123";
    const agent = "Mozilla/5.0 (Beacon-Test-Agent-7731)";
    expect((await beacon({ ip, headers: { "user-agent": agent, referer: "https://www.google.com/search?q=junk" } })).status).toBe(204);
    const columns = (
      await env.DB.prepare("SELECT name FROM pragma_table_info('page_events') ORDER BY cid").all<{ name: string }>()
    ).results.map((c) => c.name);
    expect(columns).toEqual(["day", "page", "kind", "count"]);
    const tables = (
      await env.DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
      ).all<{ name: string }>()
    ).results;
    for (const { name } of tables) {
      const dump = JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results);
      for (const secret of [ip, agent, "Beacon-Test-Agent", "google"]) expect(dump, `${name} holds ${secret}`).not.toContain(secret);
    }
  });
});
