import type { Db } from "../db";
import { failureCountsSince, type FailureKind } from "../db/failures";
import { owner } from "../content/i18n/en/owner";

// The morning digest's block of failed side effects (src/db/failures.ts), counted by kind since
// the previous digest (yesterday 7 AM), so each failure is in exactly one digest.

const kindNames: Record<FailureKind, string> = owner.failures.kinds;
const kindName = (kind: string) => kindNames[kind as FailureKind] ?? kind;

/** The block's lines, ending with a blank one; one line when nothing failed. */
export async function failureLines(db: Db, since: Date) {
  const words = owner.failures;
  const counts = await failureCountsSince(db, since);
  if (!counts.length) return [words.digestNone, ""];
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return [words.digestHeading(total), ...counts.map((c) => words.count(kindName(c.kind), c.count)), words.digestHint, ""];
}
