import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { signInFailures } from "../../db/schema";

// At most 5 passwords are checked per client network and per username in 15 minutes. Checking
// "are we over the limit?" and then recording a failure let 60 simultaneous guesses all read
// "not yet": instead every attempt claims its row before its password is checked, in one
// conditional INSERT. D1 runs one statement at a time, so however many arrive together, only
// MAX_FAILURES of them get a row and only those are checked. A success gives its row back, so
// between requests the table holds failures only.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

export type SignInClient = { ip: string; username: string };

/** The claimed attempt's id, or null when this client or this username has no attempts left. */
export async function claimSignInAttempt(db: Db, { ip, username }: SignInClient, now = new Date()): Promise<number | null> {
  const since = now.getTime() - WINDOW_MS;
  const name = username.slice(0, 64);
  const claimed = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO sign_in_failures (ip, username, failed_at)
    SELECT ${ip}, ${name}, ${now.getTime()}
    WHERE (SELECT count(*) FROM sign_in_failures WHERE ip = ${ip} AND failed_at > ${since}) < ${MAX_FAILURES}
      AND (SELECT count(*) FROM sign_in_failures WHERE username = ${name} AND failed_at > ${since}) < ${MAX_FAILURES}
    RETURNING id`);
  return claimed?.id ?? null;
}

/** The password was right: this attempt is not a failure. */
export async function releaseSignInAttempt(db: Db, id: number) {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Failures older than a day no longer count: drop them so the table stays small. */
export async function sweepSignInFailures(db: Db, now = new Date()) {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - KEEP_MS)));
}
