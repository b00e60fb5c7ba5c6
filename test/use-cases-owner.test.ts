import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { completionFieldsOf } from "../src/lib/completion-form";
import { completeJob } from "../src/use-cases/complete-job";
import { issueLinkToSend, reviewText } from "../src/use-cases/customer-link";
import type { Core } from "../src/use-cases/deps";
import { markOnTheWay } from "../src/use-cases/on-the-way";
import { changeRequestStatus, deleteRequest } from "../src/use-cases/request-actions";
import { db, seedRequest } from "./admin-helpers";

// Issue 42, item 2: the owner's actions are plain functions of their dependencies and a typed input,
// called here as a cron job or the queue consumer would, with no request and no Hono context: the
// clock is pinned, background work is collected, and each refusal is a typed outcome, not a page.

const now = new Date(Date.UTC(2030, 5, 3, 15));
function deps(at = now) {
  const work: Promise<unknown>[] = [];
  const core: Core = { db, now: at, background: (w) => void work.push(w) };
  return { ...core, env, settled: () => Promise.allSettled(work) };
}
const noPhotos = { before: [], after: [] };
const scheduled = { status: "scheduled" as const, bookedDate: "2030-06-03", bookedWindow: "09-11" };

describe("the owner's use cases, without a request", () => {
  it("completes a job once (first), then corrects it, at the instant the caller gives", async () => {
    const request = await seedRequest(scheduled);
    const values = completionFieldsOf({ amount: "420", method: "cash", workDone: "Hauled a sofa." });
    const d = deps();
    const input = { request, values, photos: noPhotos, by: "owner", origin: "https://example.com" };
    // Issue 46: the outcome says what became of a held card (null: none was held).
    expect(await completeJob(d, input)).toEqual({ ok: true, first: true, photosLeft: [], capture: null });
    await d.settled();
    expect(await completeJob(deps(new Date(now.getTime() + 60_000)), { ...input, request: { ...request, status: "completed" } })).toEqual({
      ok: true,
      first: false,
      photosLeft: [],
      capture: null,
    });
    const row = await db.query.jobCompletions.findFirst({ where: (c, { eq }) => eq(c.quoteRequestId, request.id) });
    expect(row?.completedAt).toEqual(now);
  });

  it("refuses a declined request's completion, and an invalid one field by field, storing nothing", async () => {
    const declined = await seedRequest({ status: "declined" });
    const values = completionFieldsOf({ amount: "420", method: "cash", workDone: "Done" });
    expect(await completeJob(deps(), { request: declined, values, photos: noPhotos, by: "owner", origin: "" })).toEqual({
      ok: false,
      reason: "declined",
    });
    const request = await seedRequest(scheduled);
    const refused = await completeJob(deps(), { request, values: completionFieldsOf({}), photos: noPhotos, by: "owner", origin: "" });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(await db.query.jobCompletions.findFirst({ where: (c, { eq }) => eq(c.quoteRequestId, request.id) })).toBeUndefined();
  });

  it("marks only a scheduled job on the way, and tells an unknown id from one that is not scheduled", async () => {
    const onTheWay = { minutes: 30, crewLead: "Sam" };
    expect(await markOnTheWay(deps(), { id: (await seedRequest(scheduled)).id, onTheWay, by: "staff" })).toEqual({
      ok: true,
      phone: false,
    });
    expect(await markOnTheWay(deps(), { id: (await seedRequest()).id, onTheWay, by: "staff" })).toEqual({
      ok: false,
      reason: "not-scheduled",
    });
    expect(await markOnTheWay(deps(), { id: crypto.randomUUID(), onTheWay, by: "staff" })).toEqual({ ok: false, reason: "not-found" });
  });

  it("makes a customer link on the site's origin, and refuses the review text before the job is completed", async () => {
    const request = await seedRequest();
    const input = { id: request.id, by: "owner", requestUrl: "http://localhost/admin/requests/x/customer-link" };
    const made = await issueLinkToSend({ ...deps(), env: { SITE_URL: "https://www.example.com" } }, input);
    expect(made.ok && made.url).toMatch(/^https:\/\/www\.example\.com\/my\/[A-Za-z0-9_-]+$/);
    expect(await reviewText(deps(), input)).toEqual({ ok: false, reason: "not-completed" });
  });

  it("changes a status and deletes a request, null for an unknown id", async () => {
    const request = await seedRequest();
    expect(await changeRequestStatus(deps(), { id: request.id, status: "contacted", by: "owner" })).toMatchObject({ status: "contacted" });
    expect(await changeRequestStatus(deps(), { id: crypto.randomUUID(), status: "contacted", by: "owner" })).toBeNull();
    expect(await deleteRequest(deps(), request.id)).toMatchObject({ id: request.id });
    expect(await deleteRequest(deps(), request.id)).toBeNull();
  });
});
