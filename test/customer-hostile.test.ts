import { describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { saveCapacity } from "../src/db/window-capacity";
import { deleteQuoteRow } from "../src/db/quote-requests";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { call, db, ORIGIN, postForm, seedRequest } from "./admin-helpers";

// Issue 32's routes in the hostile battery: tokens that are not tokens, a replayed approval, two
// customers racing for the last place in a window, a move into a full window, bodies too large.

let n = 0;
const ip = () => `198.18.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });
const today = houstonDate();

async function linked(values: Parameters<typeof seedRequest>[0] = {}) {
  const request = await seedRequest(values);
  return { request, base: `/my/${await issueCustomerLink(db, request.id, "customer")}` };
}

describe("the customer's page under attack", () => {
  it("answers every kind of non-token with the site's 404, and never a 500", async () => {
    const { base } = await linked();
    const token = base.slice(4);
    const gone = await linked();
    await deleteQuoteRow(db, gone.request.id);
    const tries = [
      `/my/${token}x`,
      `/my/${token.slice(1)}`,
      `/my/${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}`,
      `/my/${encodeURIComponent("é".repeat(43))}`,
      `/my/${"%41".repeat(43)}`,
      `/my/${"a".repeat(2000)}`,
      "/my/",
      "/my",
      `/my/${token}/photos/../../admin`,
      `/my/${token}/photos/not-a-uuid`,
      `/my/${token}/photos/${crypto.randomUUID()}`,
      // A deleted request's link: its rows went with it.
      gone.base,
    ];
    for (const path of tries) {
      const res = await call(path, { ip: ip() });
      expect([400, 404, 414], path).toContain(res.status);
    }
    expect((await call(gone.base, { ip: ip() })).status).toBe(404);
    expect((await call(base, { ip: ip() })).status).toBe(200);
  });

  it("approves once when the same approval is posted ten times at once", async () => {
    const { request, base } = await linked({ status: "quoted" });
    await db.insert(schema.quotes).values({
      quoteRequestId: request.id,
      version: 1,
      lowCents: 10_000,
      highCents: 10_000,
      included: "All of it",
      validUntil: addDays(today, 5),
      createdBy: "owner",
      createdAt: new Date(),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(`${base}/approve`, { version: "1" })));
    const where = answers.map((a) => a.headers.get("location"));
    expect(where.filter((l) => l?.includes("done=approved"))).toHaveLength(1);
    expect(where.filter((l) => l?.includes("done=already"))).toHaveLength(9);
    const events = await db.query.customerEvents.findMany({ where: (e, { eq }) => eq(e.quoteRequestId, request.id) });
    expect(events).toHaveLength(1);
  });

  it("gives the last place in a window to one of two customers racing for it; the other is told it is taken", async () => {
    await saveCapacity(db, { everyDay: 2, weekdays: {} });
    const day = addDays(today, 4);
    await seedRequest({ status: "scheduled", bookedDate: day, bookedWindow: "15-17" });
    const a = await linked({ status: "scheduled", bookedDate: day, bookedWindow: "07-09" });
    const b = await linked({ status: "scheduled", bookedDate: day, bookedWindow: "09-11" });
    const [ra, rb] = await Promise.all([
      post(`${a.base}/move`, { date: day, window: "15-17" }),
      post(`${b.base}/move`, { date: day, window: "15-17" }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([303, 409]);
    const inWindow = await db.query.quoteRequests.findMany({
      where: (r, { and, eq }) => and(eq(r.bookedDate, day), eq(r.bookedWindow, "15-17")),
    });
    expect(inWindow).toHaveLength(2);
    await saveCapacity(db, { everyDay: 1, weekdays: {} });
  });

  it("refuses a move into a full window posted straight to the route, and a move of a booking that is not scheduled", async () => {
    const day = addDays(today, 5);
    await seedRequest({ status: "scheduled", bookedDate: day, bookedWindow: "11-13" });
    const a = await linked({ status: "scheduled", bookedDate: day, bookedWindow: "07-09" });
    const full = await post(`${a.base}/move`, { date: day, window: "11-13" });
    expect(full.status).toBe(409);
    const row = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, a.request.id) });
    expect(row!.bookedWindow).toBe("07-09");
    const pending = await linked();
    expect((await post(`${pending.base}/move`, { date: day, window: "13-15" })).status).toBe(409);
  });

  it("refuses bodies that are too large with 413, and odd bodies with 400, never a 500", async () => {
    const { base } = await linked();
    const big = await call(`${base}/question`, {
      method: "POST",
      ip: ip(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `text=${"x".repeat(20_000)}`,
    });
    expect(big.status).toBe(413);
    const notMultipart = await call(`${base}/photos`, {
      method: "POST",
      ip: ip(),
      headers: { origin: ORIGIN, "content-type": "text/plain" },
      body: "hello",
    });
    expect(notMultipart.status).toBe(400);
    const garbage = await call(`${base}/approve`, {
      method: "POST",
      ip: ip(),
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: "{",
    });
    expect(garbage.status).toBe(400);
  });
});
