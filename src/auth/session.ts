import { and, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db";
import { ownerVisits, sessions, users } from "../db/schema";
import { inSeconds, sessionIdle, sessionMaxAge, sessionTouchEvery, visitGap } from "../config/time";

// Members' sessions: a random 256-bit token in the cookie, only its SHA-256 hash in D1. Expiry
// slides sessionIdle (8 hours) from the last request, never beyond sessionMaxAge (7 days) from sign-in.
export const SESSION_COOKIE = "__Host-session";

export type Role = "owner" | "staff";
/** A signed-in member of the team: an owner or staff (role says which). */
export type Member = { id: string; username: string; newSince: Date; role: Role; mustChangePassword: boolean; tokenHash: string };

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function hashToken(token: string) {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

export function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function createSession(db: Db, memberId: string, now = new Date(), label: string | null = null) {
  const token = newToken();
  const visit = await db.query.ownerVisits.findFirst({ where: eq(ownerVisits.userId, memberId) });
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    userId: memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionIdle),
    lastSeenAt: now,
    newSince: visit?.lastSeenAt ?? new Date(0),
    deviceLabel: label,
  });
  await recordVisit(db, memberId, now);
  // Expired rows are useless: sweep them here rather than in a scheduled job.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  return token;
}

async function recordVisit(db: Db, memberId: string, now: Date) {
  await db
    .insert(ownerVisits)
    .values({ userId: memberId, lastSeenAt: now })
    .onConflictDoUpdate({ target: ownerVisits.userId, set: { lastSeenAt: now } });
}

/** The signed-in member for a cookie token, sliding its expiry; null when unknown or expired. */
export async function resolveSession(db: Db, token: string | undefined, now = new Date()): Promise<Member | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = await hashToken(token);
  const [row] = await db
    .select({ session: sessions, username: users.username, role: users.role, mustChangePassword: users.mustChangePassword })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { session } = row;
  let newSince = session.newSince;
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionTouchEvery) {
    if (now.getTime() - session.lastSeenAt.getTime() >= visitGap) newSince = session.lastSeenAt;
    const expiresAt = new Date(Math.min(now.getTime() + sessionIdle, session.createdAt.getTime() + sessionMaxAge));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt, newSince }).where(eq(sessions.tokenHash, tokenHash));
    await recordVisit(db, session.userId, now);
  }
  return { id: session.userId, username: row.username, newSince, role: row.role, mustChangePassword: row.mustChangePassword, tokenHash };
}

export async function deleteSession(db: Db, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, await hashToken(token)));
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE);

export function setSessionCookie(c: Context, token: string) {
  // The cookie outlives idle expiry on purpose: the server decides, the browser only carries it.
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Strict", path: "/", maxAge: inSeconds(sessionMaxAge) });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
}
