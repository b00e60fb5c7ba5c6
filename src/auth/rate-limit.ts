import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db";
import { signInFailures } from "../db/schema";
import { signInFailuresKept, signInWindow } from "../config/time";

// At most 5 passwords are checked per client network and per username (per device for a browser
// the owner signed in from before) in 15 minutes. Checking
// "are we over the limit?" and then recording a failure let 60 simultaneous guesses all read
// "not yet": instead every attempt claims its row before its password is checked, in one
// conditional INSERT. D1 runs one statement at a time, so however many arrive together, only
// MAX_FAILURES of them get a row and only those are checked. A success gives its row back, so
// between requests the table holds failures only.
export const MAX_FAILURES = 5;

/** device: the known browser's token hash (see device.ts), or null for any other browser. */
export type SignInClient = { ip: string; username: string; device: string | null };

/** The claimed attempt's id, or null when this client network, this username or this device has no attempts left. */
export async function claimSignInAttempt(db: Db, { ip, username, device }: SignInClient, now = new Date()): Promise<number | null> {
  const since = now.getTime() - signInWindow;
  const name = username.slice(0, 64);
  // A known browser is limited per device instead of per username: a stranger's failures for the
  // owner's username (all with device_hash NULL) never lock out the owner's own browser.
  const ownAttempts = device
    ? sql`(SELECT count(*) FROM sign_in_failures WHERE device_hash = ${device} AND failed_at > ${since})`
    : sql`(SELECT count(*) FROM sign_in_failures WHERE username = ${name} AND device_hash IS NULL AND failed_at > ${since})`;
  const claimed = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO sign_in_failures (ip, username, device_hash, failed_at)
    SELECT ${ip}, ${name}, ${device}, ${now.getTime()}
    WHERE (SELECT count(*) FROM sign_in_failures WHERE ip = ${ip} AND failed_at > ${since}) < ${MAX_FAILURES}
      AND ${ownAttempts} < ${MAX_FAILURES}
    RETURNING id`);
  return claimed?.id ?? null;
}

/** The password was right: this attempt is not a failure. */
export async function releaseSignInAttempt(db: Db, id: number) {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Failures older than a day no longer count: drop them so the table stays small. */
export async function sweepSignInFailures(db: Db, now = new Date()) {
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - signInFailuresKept)));
}
