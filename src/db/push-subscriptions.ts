import { and, eq } from "drizzle-orm";
import type { Db } from ".";
import { pushSubscriptions, type PushSubscriptionRow } from "./schema";

export type NewSubscription = { endpoint: string; p256dh: string; auth: string; userAgent: string };

/**
 * Subscribing again from the same browser (same endpoint) moves it to this user with fresh keys:
 * an endpoint is a capability URL only the browser that made it knows, so it comes from that
 * browser, now signed in as this user (a shared office phone).
 */
export async function saveSubscription(db: Db, userId: string, sub: NewSubscription, now = new Date()) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth, userAgent: sub.userAgent, createdAt: now, lastFailureAt: null } });
}

/** Only the user's own device: one user cannot switch off another's alerts by guessing an endpoint. */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export const allSubscriptions = (db: Db): Promise<PushSubscriptionRow[]> => db.select().from(pushSubscriptions);

export async function recordOutcome(db: Db, id: string, outcome: "delivered" | "gone" | "failed", now = new Date()) {
  if (outcome === "gone") await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  else await db.update(pushSubscriptions).set(outcome === "delivered" ? { lastSuccessAt: now } : { lastFailureAt: now }).where(eq(pushSubscriptions.id, id));
}

/** The user's own devices with alerts on, as the owner may see them: no endpoint, no keys. */
export const devicesOf = (db: Db, userId: string) =>
  db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt, lastFailureAt: pushSubscriptions.lastFailureAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
