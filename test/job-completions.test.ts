import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { customerEventsOf } from "../src/db/customer-events";
import {
  attachJobPhotos,
  claimReviewReminder,
  completionOf,
  detachJobPhoto,
  jobPhotoKeysOf,
  markReviewAsked,
  recordReviewClick,
  reviewRemindersDue,
  saveCompletion,
} from "../src/db/job-completions";
import { recordPhotos } from "../src/db/quote-photos";
import { divertedPercent, hasDisposal } from "../src/lib/completion";
import { db, seedRequest } from "./admin-helpers";

// migrations/0016_after_the_job.sql and src/db/job-completions.ts: the completed job's record, its
// photos' lists, and the review ask's marks, each written once where once is what the issue asks.

const day = 24 * 60 * 60 * 1000;
const input = { finalCents: 42_000, paymentMethod: "credit-card" as const, workDone: "Garage cleared", disposal: null };
const photoRow = (key: string) => ({ key, contentType: "image/jpeg", bytes: 10, width: 4, height: 3 });

describe("job_completions", () => {
  it("refuses a payment method the business does not take and a negative amount", async () => {
    const r = await seedRequest();
    const insert = (cents: number, method: string) =>
      env.DB.prepare(
        "INSERT INTO job_completions (quote_request_id, final_cents, payment_method, completed_at, completed_by, updated_at) VALUES (?, ?, ?, 1, 'x', 1)",
      )
        .bind(r.id, cents, method)
        .run();
    await expect(insert(100, "bitcoin")).rejects.toThrow(/CHECK/);
    await expect(insert(-1, "cash")).rejects.toThrow(/CHECK/);
  });

  it("the first save completes the request once (status, its change, the event); a correction changes the facts only", async () => {
    const r = await seedRequest({ status: "scheduled" });
    const first = await saveCompletion(db, r, input, "carlos", new Date(Date.UTC(2026, 10, 20, 16)));
    expect(first.first).toBe(true);
    const [after] = await db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, r.id));
    expect(after!.status).toBe("completed");
    const again = await saveCompletion(
      db,
      after!,
      { ...input, finalCents: 45_000, paymentMethod: "cash" },
      "owner",
      new Date(Date.UTC(2026, 10, 20, 18)),
    );
    expect(again.first).toBe(false);
    expect(again.completion).toMatchObject({ finalCents: 45_000, paymentMethod: "cash", completedBy: "carlos" });
    expect(again.completion.completedAt).toEqual(new Date(Date.UTC(2026, 10, 20, 16)));
    const changes = await db.select().from(schema.quoteStatusChanges).where(eq(schema.quoteStatusChanges.quoteRequestId, r.id));
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.changedBy])).toEqual([["scheduled", "completed", "carlos"]]);
    expect((await customerEventsOf(db, r.id)).map((e) => e.kind)).toEqual(["completed"]);
  });

  it("appends photos to their phase within the limit, claims their rows, and takes one off again", async () => {
    const r = await seedRequest({ status: "scheduled" });
    await saveCompletion(db, r, input, "carlos");
    const keys = [1, 2, 3].map(() => `photos/${crypto.randomUUID()}`);
    await recordPhotos(db, keys.map(photoRow));
    expect(await attachJobPhotos(db, r.id, "before", keys.slice(0, 2), 2)).toBe(true);
    expect(await attachJobPhotos(db, r.id, "before", keys.slice(2), 2)).toBe(false);
    expect(await attachJobPhotos(db, r.id, "after", keys.slice(2), 2)).toBe(true);
    const completion = await completionOf(db, r.id);
    expect([completion!.beforePhotos, completion!.afterPhotos]).toEqual([keys.slice(0, 2), keys.slice(2)]);
    const rows = await db.select().from(schema.quotePhotos);
    expect(rows.filter((p) => keys.includes(p.key)).every((p) => p.quoteRequestId === r.id)).toBe(true);
    expect(await jobPhotoKeysOf(db, [r.id])).toEqual(keys);

    expect(await detachJobPhoto(db, r.id, keys[0]!)).toBe(true);
    expect(await detachJobPhoto(db, r.id, keys[0]!)).toBe(false);
    expect((await completionOf(db, r.id))!.beforePhotos).toEqual([keys[1]]);
  });

  it("attaches nothing to a request without a completion", async () => {
    const r = await seedRequest();
    const key = `photos/${crypto.randomUUID()}`;
    await recordPhotos(db, [photoRow(key)]);
    expect(await attachJobPhotos(db, r.id, "after", [key], 6)).toBe(false);
    expect((await db.select().from(schema.quotePhotos).where(eq(schema.quotePhotos.key, key)))[0]!.quoteRequestId).toBeNull();
  });

  it("claims the review reminder once, 3 days after the ask, never after a click or for a declined request", async () => {
    const asked = new Date(Date.UTC(2026, 10, 1, 15));
    const [waiting, clicked, declined] = await Promise.all([1, 2, 3].map(() => seedRequest({ status: "scheduled" })));
    for (const r of [waiting!, clicked!, declined!]) {
      await saveCompletion(db, r, input, "carlos", asked);
      await markReviewAsked(db, r.id, ["page"], asked);
    }
    await recordReviewClick(db, clicked!.id, new Date(asked.getTime() + day));
    await db.update(schema.quoteRequests).set({ status: "declined" }).where(eq(schema.quoteRequests.id, declined!.id));
    const ours = async (now: Date) =>
      (await reviewRemindersDue(db, 3 * day, now))
        .map((d) => d.request.id)
        .filter((id) => [waiting!.id, clicked!.id, declined!.id].includes(id));

    expect(await ours(new Date(asked.getTime() + 3 * day - 1))).toEqual([]);
    expect(await ours(new Date(asked.getTime() + 3 * day))).toEqual([waiting!.id]);
    expect(await claimReviewReminder(db, clicked!.id, 3 * day, new Date(asked.getTime() + 4 * day))).toBe(false);
    expect(await claimReviewReminder(db, declined!.id, 3 * day, new Date(asked.getTime() + 4 * day))).toBe(false);
    const now = new Date(asked.getTime() + 3 * day);
    const claims = await Promise.all([1, 2, 3].map(() => claimReviewReminder(db, waiting!.id, 3 * day, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await ours(new Date(asked.getTime() + 10 * day))).toEqual([]);
  });

  it("counts every click, keeps the first, and puts one on the timeline", async () => {
    const r = await seedRequest({ status: "scheduled" });
    await saveCompletion(db, r, input, "carlos");
    const first = new Date(Date.UTC(2026, 10, 2));
    expect(await recordReviewClick(db, r.id, first)).toBe(true);
    expect(await recordReviewClick(db, r.id, new Date(Date.UTC(2026, 10, 3)))).toBe(true);
    expect(await completionOf(db, r.id)).toMatchObject({ reviewClicks: 2, reviewClickedAt: first });
    expect((await customerEventsOf(db, r.id)).filter((e) => e.kind === "review-clicked")).toHaveLength(1);
    expect(await recordReviewClick(db, (await seedRequest()).id)).toBe(false);
  });

  it("goes with its request", async () => {
    const r = await seedRequest({ status: "scheduled" });
    await saveCompletion(db, r, input, "carlos");
    await db.delete(schema.quoteRequests).where(eq(schema.quoteRequests.id, r.id));
    expect(await completionOf(db, r.id)).toBeNull();
  });
});

describe("where the load went", () => {
  it("diverted share: from the shares, else from the items, else unknown", () => {
    expect(divertedPercent({ shares: { donated: 40, recycled: 35, landfill: 25 } })).toBe(75);
    expect(
      divertedPercent({
        items: [
          { name: "Sofa", went: "donated" },
          { name: "Mattress", went: "landfill" },
          { name: "Fridge", went: "recycled" },
        ],
      }),
    ).toBe(67);
    expect(divertedPercent({ places: { donated: "Goodwill" } })).toBeNull();
    expect(divertedPercent(null)).toBeNull();
    expect(hasDisposal({ places: { donated: "Goodwill" } })).toBe(true);
    expect(hasDisposal({ items: [], places: { donated: "" } })).toBe(false);
  });
});
