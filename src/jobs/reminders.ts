import { and, isNull } from "drizzle-orm";
import type { Db } from "../db";
import { quoteRequests } from "../db/schema";
import { pendingLongerThan } from "../db/urgency";
import { dueSoonAfterHours, overdueAfterHours } from "../lib/reply-promise";
import type { PushEnv } from "../push/config";
import { pushConfig } from "../push/config";
import { reminderAlert } from "../push/lead-alert";
import { pushToAll } from "../push/send";
import { hour } from "../config/time";

/**
 * Hourly: one reminder push per request still pending past due-soon (20 hours). It is marked sent
 * first, so a second run (or a slow push) can never remind twice; without VAPID keys nothing is
 * marked, and the reminders go out once alerts are configured.
 */
export async function sendReminders(db: Db, env: PushEnv, now: Date) {
  if (!pushConfig(env)) return 0;
  const due = await db
    .update(quoteRequests)
    .set({ reminderSentAt: now })
    // Past due-soon, overdue ones included: a request that went overdue unreminded (no keys until now) still gets one.
    .where(and(pendingLongerThan(dueSoonAfterHours, now), isNull(quoteRequests.reminderSentAt)))
    .returning();
  // The devices are read again for each reminder: one the previous push found gone (404/410) is not tried twice.
  for (const lead of due) {
    const hoursLeft = Math.max(0, Math.round(overdueAfterHours - (now.getTime() - lead.createdAt.getTime()) / hour));
    await pushToAll(env, db, reminderAlert(lead, hoursLeft), lead.id);
  }
  return due.length;
}
