import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueCustomerLink, openCustomerLink, revokeCustomerLinks } from "../src/auth/customer-links";
import { day } from "../src/config/time";
import { schema } from "../src/db";
import { db, seedRequest } from "./admin-helpers";

// Issue 32: the private links to a customer's own page (/my/<token>). The token is the only key to
// someone's name, address and booking, so it must be unguessable, never stored as itself, and open
// nothing once revoked or a month after the job is closed.

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

const base64urlBytes = (token: string) => {
  const base64 = token.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (token.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

const linkRows = (quoteRequestId: string) =>
  env.DB.prepare("SELECT * FROM customer_links WHERE quote_request_id = ?").bind(quoteRequestId).all<Record<string, unknown>>();

/** A status change in the request's history, as the owner's screens write them. */
const changeStatus = async (quoteRequestId: string, fromStatus: string, toStatus: string, changedAt: Date) => {
  await db.update(schema.quoteRequests).set({ status: toStatus }).where(eq(schema.quoteRequests.id, quoteRequestId));
  await db.insert(schema.quoteStatusChanges).values({ quoteRequestId, fromStatus, toStatus, changedBy: "owner", changedAt });
};

describe("a customer's page link", () => {
  it("is 43 base64url characters of 32 random bytes, and only its SHA-256 is stored", async () => {
    const request = await seedRequest();
    const tokens = [await issueCustomerLink(db, request.id, "customer"), await issueCustomerLink(db, request.id, "owner")];
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(base64urlBytes(token).byteLength).toBe(32);
    }
    const { results } = await linkRows(request.id);
    expect(results.map((r) => r.token_hash).sort()).toEqual((await Promise.all(tokens.map(sha256Hex))).sort());
    for (const row of results) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      // The token itself is in no column.
      for (const value of Object.values(row)) for (const token of tokens) expect(String(value)).not.toContain(token);
    }
    expect(results.map((r) => r.created_by).sort()).toEqual(["customer", "owner"]);
  });

  it("opens its own request, and records first and last viewed only when opened as a page", async () => {
    const mine = await seedRequest({ firstName: "Mine" });
    await seedRequest({ firstName: "Someone else" });
    const token = await issueCustomerLink(db, mine.id, "customer");

    const looked = await openCustomerLink(db, token, { now: new Date(Date.UTC(2026, 2, 1)) });
    expect(looked?.request).toMatchObject({ id: mine.id, firstName: "Mine" });
    expect(looked?.link).toMatchObject({ quoteRequestId: mine.id, firstViewedAt: null, lastViewedAt: null });
    expect((await linkRows(mine.id)).results[0]).toMatchObject({ first_viewed_at: null, last_viewed_at: null });

    const first = new Date(Date.UTC(2026, 2, 2, 15));
    const second = new Date(Date.UTC(2026, 2, 5, 9));
    await openCustomerLink(db, token, { now: first, view: true });
    expect((await linkRows(mine.id)).results[0]).toMatchObject({ first_viewed_at: first.getTime(), last_viewed_at: first.getTime() });
    await openCustomerLink(db, token, { now: second, view: true });
    await openCustomerLink(db, token, { now: new Date(Date.UTC(2026, 2, 9)) });
    expect((await linkRows(mine.id)).results[0]).toMatchObject({ first_viewed_at: first.getTime(), last_viewed_at: second.getTime() });
  });

  it("opens nothing for an unknown or malformed token", async () => {
    const request = await seedRequest();
    const token = await issueCustomerLink(db, request.id, "customer");
    const unknown = token.startsWith("A") ? `B${token.slice(1)}` : `A${token.slice(1)}`;
    for (const bad of [
      unknown,
      "",
      token.slice(0, 42),
      `${token}A`,
      `${token.slice(0, 42)}+`,
      `${token.slice(0, 42)}/`,
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}.`,
      `${token.slice(0, 42)} `,
      `${token.slice(0, 42)}\u00e9`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      await sha256Hex(token),
    ]) {
      expect(await openCustomerLink(db, bad, { view: true }), JSON.stringify(bad)).toBeNull();
    }
    // None of those tries counts as a visit.
    expect((await linkRows(request.id)).results[0]).toMatchObject({ first_viewed_at: null, last_viewed_at: null });
    expect(await openCustomerLink(db, token)).not.toBeNull();
  });

  it("lets a request have several live links; revoking ends them all, returns how many, and leaves other requests' links alone", async () => {
    const request = await seedRequest();
    const other = await seedRequest();
    const tokens = [
      await issueCustomerLink(db, request.id, "customer"),
      await issueCustomerLink(db, request.id, "owner"),
      await issueCustomerLink(db, request.id, "staff"),
    ];
    const othersToken = await issueCustomerLink(db, other.id, "customer");
    for (const token of tokens) expect((await openCustomerLink(db, token))?.request.id).toBe(request.id);

    const at = new Date(Date.UTC(2026, 3, 1));
    expect(await revokeCustomerLinks(db, request.id, at)).toBe(3);
    for (const token of tokens) expect(await openCustomerLink(db, token)).toBeNull();
    expect((await linkRows(request.id)).results.map((r) => r.revoked_at)).toEqual([at.getTime(), at.getTime(), at.getTime()]);
    // Ended links stay ended: a second revoke ends none and keeps the first time.
    expect(await revokeCustomerLinks(db, request.id, new Date(Date.UTC(2026, 3, 2)))).toBe(0);
    expect((await linkRows(request.id)).results.map((r) => r.revoked_at)).toEqual([at.getTime(), at.getTime(), at.getTime()]);
    expect((await openCustomerLink(db, othersToken))?.request.id).toBe(other.id);

    // A link made after the revoke works: the owner can send a fresh one.
    const fresh = await issueCustomerLink(db, request.id, "owner");
    expect((await openCustomerLink(db, fresh))?.request.id).toBe(request.id);
    expect(await revokeCustomerLinks(db, request.id)).toBe(1);
  });
});

describe("a link's life after the job is closed", () => {
  const now = new Date(Date.UTC(2026, 5, 15, 17));
  const ago = (days: number) => new Date(now.getTime() - days * day);

  for (const closed of ["completed", "declined"]) {
    it(`still opens 29 days after the request was ${closed}, not 31 days after`, async () => {
      const recent = await seedRequest({ status: "scheduled", createdAt: ago(60) });
      const old = await seedRequest({ status: "scheduled", createdAt: ago(60) });
      const recentToken = await issueCustomerLink(db, recent.id, "customer");
      const oldToken = await issueCustomerLink(db, old.id, "customer");
      await changeStatus(recent.id, "scheduled", closed, ago(29));
      await changeStatus(old.id, "scheduled", closed, ago(31));

      expect((await openCustomerLink(db, recentToken, { now }))?.request).toMatchObject({ id: recent.id, status: closed });
      expect(await openCustomerLink(db, oldToken, { now })).toBeNull();
      // Expired is expired for a page view too, and records no visit.
      expect(await openCustomerLink(db, oldToken, { now, view: true })).toBeNull();
      expect((await linkRows(old.id)).results[0]).toMatchObject({ first_viewed_at: null });
    });
  }

  it("counts from the latest close: completed long ago, reopened, completed again lately still opens", async () => {
    const request = await seedRequest({ status: "scheduled", createdAt: ago(90) });
    const token = await issueCustomerLink(db, request.id, "customer");
    await changeStatus(request.id, "scheduled", "completed", ago(60));
    await changeStatus(request.id, "completed", "scheduled", ago(50));
    await changeStatus(request.id, "scheduled", "completed", ago(2));
    expect((await openCustomerLink(db, token, { now }))?.request.id).toBe(request.id);
  });

  it("opens again when the request is reopened (back to scheduled)", async () => {
    const request = await seedRequest({ status: "scheduled", createdAt: ago(90) });
    const token = await issueCustomerLink(db, request.id, "customer");
    await changeStatus(request.id, "scheduled", "completed", ago(45));
    expect(await openCustomerLink(db, token, { now })).toBeNull();
    await changeStatus(request.id, "completed", "scheduled", ago(1));
    expect((await openCustomerLink(db, token, { now }))?.request).toMatchObject({ id: request.id, status: "scheduled" });
  });

  it("takes a closed request without a history of changes as closed when it was made", async () => {
    const fresh = await seedRequest({ status: "declined", createdAt: ago(5) });
    const stale = await seedRequest({ status: "declined", createdAt: ago(40) });
    const freshToken = await issueCustomerLink(db, fresh.id, "customer");
    const staleToken = await issueCustomerLink(db, stale.id, "customer");
    expect((await openCustomerLink(db, freshToken, { now }))?.request.id).toBe(fresh.id);
    expect(await openCustomerLink(db, staleToken, { now })).toBeNull();
  });

  it("never expires an open request, however old", async () => {
    const request = await seedRequest({ status: "contacted", createdAt: ago(400) });
    const token = await issueCustomerLink(db, request.id, "customer");
    expect((await openCustomerLink(db, token, { now }))?.request.id).toBe(request.id);
  });
});
