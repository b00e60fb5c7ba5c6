import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from ".";
import { pushSubscriptions, type PushSubscriptionRow } from "./schema";

export type NewSubscription = { endpoint: string; p256dh: string; auth: string; userAgent: string };

/**
 * Subscribing again from the same browser (same endpoint) moves it to this user with fresh keys:
 * an endpoint is a capability URL only the browser that made it knows, so it comes from that
 * browser, now signed in as this user (a shared office phone).
 */
export async function saveSubscription(db: Db, userId: string, sub: NewSubscription, now = new Date()): Promise<string[]> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, userAgent: sub.userAgent, createdAt: now, lastFailureAt: null },
    });
  return (await dropOldestDevices(db, userId)).map((d) => d.label);
}

/**
 * Every device costs each lead alert an encryption and a request: a member keeps at most this
 * many, and a new one replaces the one used longest ago (its last delivered alert, else when it
 * was added). One statement, so two subscribes at once cannot leave more.
 */
export const maxDevicesPerMember = 10;

const lastUsed = sql`max(coalesce(${pushSubscriptions.lastSuccessAt}, 0), ${pushSubscriptions.createdAt})`;

function dropOldestDevices(db: Db, userId: string) {
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(lastUsed), desc(pushSubscriptions.id))
    .limit(maxDevicesPerMember);
  return db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)))
    .returning({ label: pushSubscriptions.userAgent });
}

/** Only the user's own device: one user cannot switch off another's alerts by guessing an endpoint. */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Every device with alerts on, at most `limit` (the team's members times their device limit is far below it). */
export const allSubscriptions = (db: Db, limit = 200): Promise<PushSubscriptionRow[]> => db.select().from(pushSubscriptions).limit(limit);

export type PushOutcome = { id: string; outcome: "delivered" | "gone" | "failed" };

/** How each push went, written in one batch: one round trip to D1 per alert, not one per device. */
export async function recordOutcomes(db: Db, outcomes: readonly PushOutcome[], now = new Date()) {
  const writes = outcomes.map(({ id, outcome }) =>
    outcome === "gone"
      ? db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
      : db
          .update(pushSubscriptions)
          .set(outcome === "delivered" ? { lastSuccessAt: now } : { lastFailureAt: now })
          .where(eq(pushSubscriptions.id, id)),
  );
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
}

/** The user's own devices with alerts on, as the owner may see them: no endpoint, no keys. */
export const devicesOf = (db: Db, userId: string) =>
  db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
      lastFailureAt: pushSubscriptions.lastFailureAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
