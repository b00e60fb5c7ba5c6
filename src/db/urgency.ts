import { and, count, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { dueSoonAfterHours, overdueAfterHours } from "../lib/reply-promise";
import type { Db } from ".";
import { quoteRequests } from "./schema";
import { hour } from "../config/time";

// The 24-hour promise in SQL, with the same bounds as urgencyOf (src/lib/reply-promise.ts): a row
// the list marks "Overdue" is exactly a row the filter and the navigation's count find.
export const urgencyFilters = ["due-soon", "overdue"] as const;
export type UrgencyFilter = (typeof urgencyFilters)[number];
const olderThan = (hours: number, now: Date) => new Date(now.getTime() - hours * hour);

/** Requests still pending more than `hours` after they came in. */
export const pendingLongerThan = (hours: number, now: Date): SQL =>
  and(eq(quoteRequests.status, "pending"), lt(quoteRequests.createdAt, olderThan(hours, now)))!;

export function urgencyCondition(filter: UrgencyFilter, now = new Date()): SQL {
  if (filter === "overdue") return pendingLongerThan(overdueAfterHours, now);
  return and(pendingLongerThan(dueSoonAfterHours, now), gte(quoteRequests.createdAt, olderThan(overdueAfterHours, now)))!;
}

/** Pending requests past each mark (overdue ones are not counted as due soon): for the navigation and the filter links. */
export async function urgentCounts(db: Db, now = new Date()) {
  const overdueBefore = olderThan(overdueAfterHours, now).getTime();
  const [row] = await db
    .select({
      overdue: sql<number>`coalesce(sum(${quoteRequests.createdAt} < ${overdueBefore}), 0)`,
      all: count(),
    })
    .from(quoteRequests)
    .where(pendingLongerThan(dueSoonAfterHours, now));
  const overdue = Number(row?.overdue ?? 0);
  return { overdue, dueSoon: (row?.all ?? 0) - overdue };
}
export type UrgentCounts = Awaited<ReturnType<typeof urgentCounts>>;
