import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { digestMessage } from "../src/jobs/digest";
import { failureKey, manifestKey, snapshotKey } from "../src/jobs/backup/keys";
import { expiredSnapshots, snapshotRetention } from "../src/jobs/backup/retention";
import { pruneBackups, runBackup, takeSnapshot } from "../src/jobs/backup/run";
import { listingMetadata } from "../src/jobs/backup/status";
import { putStream } from "../src/jobs/backup/upload";
import { getDb } from "../src/db";
import { call, seedRequest, signedIn } from "./admin-helpers";
import { readSnapshot } from "./backup-helpers";
import { runCron } from "./cron-helpers";

// Issue 30, part 2: the nightly snapshot's retention, its failure, the morning digest's line, and
// the owners' Backups screen with its downloads. The restore itself: backup-drill.test.ts.

const html = async (res: Response | Promise<Response>) => (await res).text();
const hour = 3_600_000;
const day = 24 * hour;
/** Consecutive dates ending at `last`, oldest first. */
const days = (last: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${last}T12:00:00Z`) - (count - 1 - i) * day).toISOString().slice(0, 10));

/** A snapshot as the nightly job leaves it, without running it: data object and manifest. */
async function fakeSnapshot(date: string, photoKeys: string[] = [], takenAt = new Date(`${date}T08:30:00Z`)) {
  await env.BACKUPS.put(snapshotKey(date), new Uint8Array(10));
  await env.BACKUPS.put(manifestKey(date), JSON.stringify({ photoKeys }), {
    customMetadata: listingMetadata({ takenAt, size: 2048, migration: "0011_call_tap_visits.sql", rows: { users: 1, quote_requests: 7 } }),
  });
}

// Storage lives as long as the file: each test starts with an empty backup bucket.
beforeEach(async () => {
  for (let page = await env.BACKUPS.list(); page.objects.length > 0; page = await env.BACKUPS.list()) {
    await env.BACKUPS.delete(page.objects.map((o) => o.key));
  }
});

describe("which snapshots are kept", () => {
  it("keeps the newest 30 days and the first snapshot of each of the 12 newest months", () => {
    // Every night for 500 days, ending 2026-11-20.
    const all = days("2026-11-20", 500);
    const kept = [...snapshotRetention(all)].filter(([, k]) => k !== null).map(([d]) => d);
    const newest30 = all.slice(-30);
    const firsts = ["2025-12-01", "2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01", "2026-06-01"];
    const moreFirsts = ["2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"];
    expect(kept.sort()).toEqual([...firsts, ...moreFirsts, ...newest30.filter((d) => d !== "2026-11-01")].sort());
    expect(kept).toHaveLength(30 + 11); // 2026-11-01 is both daily and monthly
    expect(snapshotRetention(all).get("2026-11-01")).toEqual({ daily: true, monthly: true });
    expect(expiredSnapshots(all)).toContain("2025-11-01");
  });

  it("keeps a month's first snapshot even when nights were missed", () => {
    expect(expiredSnapshots(["2026-03-14", "2026-03-20", "2026-04-02"])).toEqual([]);
    // A 13th month's snapshot goes once 12 newer months have one.
    const monthly = Array.from(
      { length: 13 },
      (_, i) => `${2025 + Math.floor((i + 10) / 12)}-${String(((i + 10) % 12) + 1).padStart(2, "0")}-15`,
    );
    expect(expiredSnapshots([...monthly, ...days("2026-11-20", 30)])).toEqual([monthly[0]]);
  });

  it("deletes the expired snapshots from the bucket, and the photo copies only they referred to", async () => {
    // The 10th of each month from September 2025 to September 2026 (13 months), then 31 nights.
    const monthly = ["2025-09", "2025-10", "2025-11", "2025-12", ...Array.from({ length: 9 }, (_, i) => `2026-0${i + 1}`)].map(
      (m) => `${m}-10`,
    );
    await fakeSnapshot(monthly[0]!, ["photos/only-old"]);
    for (const d of [...monthly.slice(1), ...days("2026-11-20", 31)]) await fakeSnapshot(d, ["photos/shared"]);
    await env.BACKUPS.put("photos/only-old", "x");
    await env.BACKUPS.put("photos/shared", "x");
    expect(await pruneBackups(env.BACKUPS)).toEqual({ snapshots: 3, photos: 1 });
    for (const gone of monthly.slice(0, 3)) {
      expect(await env.BACKUPS.head(snapshotKey(gone))).toBeNull();
      expect(await env.BACKUPS.head(manifestKey(gone))).toBeNull();
    }
    expect(await env.BACKUPS.head(snapshotKey(monthly[3]!))).not.toBeNull();
    expect(await env.BACKUPS.head("photos/only-old")).toBeNull();
    expect(await env.BACKUPS.head("photos/shared")).not.toBeNull();
    // 2026-10-21 is the 31st newest night, but October's first: kept as the month's.
    expect(await env.BACKUPS.head(snapshotKey("2026-10-21"))).not.toBeNull();
  });
});

describe("the nightly snapshot", () => {
  it("runs from its own Cron Trigger and is named by the Houston day", async () => {
    await seedRequest();
    // 2026-11-21 02:30 Houston (CST) is 08:30 UTC.
    await runCron("30 8 * * *", new Date("2026-11-21T08:30:00Z"));
    const { text } = await readSnapshot("2026-11-21");
    expect(text).toContain('{"table":"quote_requests","columns":["id",');
    expect(JSON.parse(text.trimEnd().split("\n").at(-1)!).manifest.tables.quote_requests).toBe(1);
  });

  it("goes to R2 in parts once it is larger than one part", async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1000).map((_, i) => (i * 7919) % 251);
    const stream = new Blob([bytes.slice(0, 3_000_000), bytes.slice(3_000_000)]).stream();
    const size = await putStream(env.BACKUPS, "parts-test", stream, {}, 5 * 1024 * 1024);
    expect(size).toBe(bytes.byteLength);
    const back = await env.BACKUPS.get("parts-test");
    expect(new Uint8Array(await back!.arrayBuffer())).toEqual(bytes);
  });

  it("records a failure in the log and the bucket, and the next success clears it", async () => {
    const locked = () => Promise.reject(new Error("D1_ERROR: database is locked"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...env, DB: { prepare: () => ({ all: locked, first: locked }) } as unknown as D1Database };
    await expect(runBackup(broken, new Date("2026-11-20T08:30:00Z"))).rejects.toThrow("database is locked");
    expect(errors).toHaveBeenCalledWith("backup: the nightly snapshot failed", expect.any(Error));
    errors.mockRestore();
    expect(await (await env.BACKUPS.get(failureKey))!.json()).toEqual({
      at: "2026-11-20T08:30:00.000Z",
      error: "D1_ERROR: database is locked",
    });
    await runBackup(env, new Date("2026-11-20T09:30:00Z"));
    expect(await env.BACKUPS.head(failureKey)).toBeNull();
  });

  it("records a failed backup in the failures table, which the digest and the inbox's notice read", async () => {
    const refused = () => Promise.reject(new Error("R2 put refused"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const brokenBucket = {
      ...env.BACKUPS,
      put: refused,
      createMultipartUpload: refused,
      list: env.BACKUPS.list.bind(env.BACKUPS),
    } as unknown as R2Bucket;
    await expect(runBackup({ ...env, BACKUPS: brokenBucket }, new Date("2026-11-21T08:30:00Z"))).rejects.toThrow("R2 put refused");
    errors.mockRestore();
    const rows = await env.DB.prepare("SELECT kind, error FROM side_effect_failures").all<{ kind: string; error: string }>();
    expect(rows.results).toEqual([{ kind: "backup", error: expect.stringContaining("R2 put refused") }]);
  });
});

describe("the morning digest's backup line", () => {
  const at7 = new Date("2026-11-20T13:00:00Z");
  const text = async () => (await digestMessage(getDb(env), env, at7)).text;

  it("calls out that there is no snapshot, then gives the last one's age, then calls out a stale one", async () => {
    expect(await text()).toContain("BACKUP MISSING: no snapshot has been taken yet.");
    await takeSnapshot(env, new Date("2026-11-20T08:30:00Z"));
    expect(await text()).toMatch(/Backup: the last snapshot is 5 hours old \(Fri, Nov 20, \d+(\.\d)? (KB|bytes)\)\./);
    expect(await text()).not.toContain("MISSING");
    // Two days later with no new snapshot.
    const later = (await digestMessage(getDb(env), env, new Date(at7.getTime() + 2 * day))).text;
    expect(later).toContain("BACKUP MISSING: the last snapshot is 2 days old.");
  });

  it("calls out a failed run", async () => {
    await env.BACKUPS.put(failureKey, JSON.stringify({ at: "2026-11-20T08:30:00.000Z", error: "R2 put failed" }));
    expect(await text()).toContain("BACKUP FAILED on Fri, Nov 20, 2026, 2:30 AM CST: R2 put failed");
  });
});

describe("the Backups screen", () => {
  it("lists the snapshots with date, size and rows, for owners only, and downloads one", async () => {
    await fakeSnapshot("2026-11-19");
    await takeSnapshot(env, new Date(Date.now()));
    const owner = await signedIn();
    const res = await call("/admin/backups", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const page = await html(res);
    expect(page).toContain("<h1");
    expect(page).toMatch(/href="\/admin\/backups"[^>]*aria-current="page"/);
    expect(page).toContain("Thursday, November 19, 2026");
    expect(page).toContain("2.0 KB · 8 records · kept as daily and the month&#x27;s");
    expect(page).toContain('href="/admin/backups/2026-11-19/download"');
    expect(page).toContain('<span class="sr-only"> the snapshot of Thursday, November 19, 2026</span>');
    expect(page).not.toContain('role="alert"');

    const download = await call("/admin/backups/2026-11-19/download", { cookie: owner.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="spring-junk-removal-2026-11-19.jsonl.gz"');
    expect(download.headers.get("cache-control")).toContain("no-store");
    expect((await download.arrayBuffer()).byteLength).toBe(10);
    expect((await call("/admin/backups/2020-01-01/download", { cookie: owner.cookie })).status).toBe(404);
    // An encoded path is refused before any route (400); never a key outside snapshots/.
    expect([400, 404]).toContain((await call("/admin/backups/..%2Fphotos/download", { cookie: owner.cookie })).status);
  });

  it("is not for staff (403, and no tab) nor anyone signed out", async () => {
    const { owner, cookie } = await signedIn();
    await env.DB.prepare("UPDATE users SET role = 'staff' WHERE id = ?").bind(owner.id).run();
    expect((await call("/admin/backups", { cookie })).status).toBe(403);
    expect((await call("/admin/backups/2026-11-19/download", { cookie })).status).toBe(403);
    expect(await html(await call("/admin", { cookie }))).not.toContain('href="/admin/backups"');
    const signedOut = await call("/admin/backups");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fbackups");
  });

  it("says when there is no snapshot yet, and when the last run failed", async () => {
    const { cookie } = await signedIn();
    expect(await html(await call("/admin/backups", { cookie }))).toContain("No snapshot has been taken yet.");
    await env.BACKUPS.put(failureKey, JSON.stringify({ at: "2026-11-20T08:30:00.000Z", error: "R2 put failed" }));
    const page = await html(await call("/admin/backups", { cookie }));
    expect(page).toMatch(/role="alert"[^>]*>.*The last backup failed\..*R2 put failed/s);
  });
});
