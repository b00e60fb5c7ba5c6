import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db";
import { signInFailures } from "../../db/schema";

// Sign-in failures per IP and per username over 15 minutes, kept in D1.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export async function isSignInBlocked(db: Db, ip: string, username: string, now = new Date()) {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [byIp] = await db.select({ n: count() }).from(signInFailures).where(and(eq(signInFailures.ip, ip), gt(signInFailures.failedAt, since)));
  const [byName] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.username, username), gt(signInFailures.failedAt, since)));
  return (byIp?.n ?? 0) >= MAX_FAILURES || (byName?.n ?? 0) >= MAX_FAILURES;
}

export async function recordSignInFailure(db: Db, ip: string, username: string, now = new Date()) {
  await db.insert(signInFailures).values({ ip, username: username.slice(0, 64), failedAt: now });
  // Old failures no longer count: drop them so the table stays small.
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
