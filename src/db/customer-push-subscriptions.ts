import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from ".";
import { customerPushSubscriptions, type CustomerPushSubscription } from "./schema";

// The phones a customer turned notifications on from, each for one request only: a push about a
// request goes to its own rows and no one else's.

export type NewCustomerSubscription = { endpoint: string; p256dh: string; auth: string };

/**
 * Each phone costs every push an encryption and a request, and a link can be shared: a request
 * keeps the few phones that subscribed last, and a new one replaces the oldest.
 */
export const maxPhonesPerRequest = 5;

/**
 * Stores a phone for the request, or refreshes its keys when the same browser subscribes again
 * (same endpoint); returns the row's id, which the phone's service worker pairs with its page.
 */
export async function saveCustomerSubscription(db: Db, quoteRequestId: string, sub: NewCustomerSubscription, now = new Date()) {
  const [row] = await db
    .insert(customerPushSubscriptions)
    .values({ quoteRequestId, ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: [customerPushSubscriptions.quoteRequestId, customerPushSubscriptions.endpoint],
      set: { p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    })
    .returning({ id: customerPushSubscriptions.id });
  await dropOldestPhones(db, quoteRequestId);
  return row!.id;
}

function dropOldestPhones(db: Db, quoteRequestId: string) {
  const kept = db
    .select({ id: customerPushSubscriptions.id })
    .from(customerPushSubscriptions)
    .where(eq(customerPushSubscriptions.quoteRequestId, quoteRequestId))
    .orderBy(desc(customerPushSubscriptions.createdAt), desc(customerPushSubscriptions.id))
    .limit(maxPhonesPerRequest);
  return db
    .delete(customerPushSubscriptions)
    .where(and(eq(customerPushSubscriptions.quoteRequestId, quoteRequestId), notInArray(customerPushSubscriptions.id, kept)));
}

export function customerSubscriptionsOf(db: Db, quoteRequestId: string): Promise<CustomerPushSubscription[]> {
  return db.select().from(customerPushSubscriptions).where(eq(customerPushSubscriptions.quoteRequestId, quoteRequestId));
}

/** Removes the phones a push service called gone (404/410). */
export async function removeCustomerSubscriptions(db: Db, ids: readonly string[]) {
  if (ids.length) await db.delete(customerPushSubscriptions).where(inArray(customerPushSubscriptions.id, [...ids]));
}
