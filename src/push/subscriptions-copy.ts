import type { Db } from "../db";
import { allSubscriptions } from "../db/push-subscriptions";
import type { PushSubscriptionRow } from "../db/schema";
import { within } from "../lib/deadline";

// The owner's devices are rows in D1, but a request kept while D1 was down must still alert them at
// once (src/use-cases/submit-request.ts). So every read of the devices also leaves a copy of them in the
// private photo bucket, and when D1 cannot answer, the alert goes to the devices of that copy.

const copyKey = "push/subscriptions.json";
const readTimeoutMs = 2_000;

/** The devices from D1 (leaving the copy), or from the copy when D1 fails; throws when neither has them. */
export async function subscribedDevices(db: Db, bucket: R2Bucket | undefined): Promise<PushSubscriptionRow[]> {
  try {
    const devices = await within(allSubscriptions(db), readTimeoutMs, "reading push subscriptions");
    await bucket?.put(copyKey, JSON.stringify(devices)).catch((err: unknown) => console.error("copying push subscriptions failed", err));
    return devices;
  } catch (err) {
    const copy = await bucket?.get(copyKey).catch(() => null);
    if (!copy) throw err;
    console.warn("push: D1 did not answer, alerting the devices of the last copy", err);
    // Only the endpoint, its keys and the id are read from a row when sending.
    return copy.json<PushSubscriptionRow[]>();
  }
}
