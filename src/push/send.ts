import type { Db } from "../db";
import { recordOutcomes, type PushOutcome } from "../db/push-subscriptions";
import { subscribedDevices } from "./subscriptions-copy";
import { pushConfig, type PushEnv } from "./config";
import { inSeconds, pushTtl } from "../config/time";
import { recordFailure } from "../db/failures";
import { log } from "../trace/log";
import { pushTimeouts, sendOne, type Delivery } from "./send-one";

// The timeouts live with the one send; tests and benchmarks still reach them here.
export { pushTimeouts };

/** What the service worker at /admin/sw.js shows: JSON, small. */
export type Alert = { title: string; body: string; url: string; tag: string };

// A lead alert older than a day is no alert: the inbox (and the reminder) have it by then.
const leadDelivery: Delivery = { ttlSeconds: inSeconds(pushTtl), urgency: "high" };

/**
 * Sends the alert to every subscribed device at once, within the total time; returns how each went
 * (for logs and tests). Each device that failed is recorded (src/db/failures.ts) against `requestId`.
 */
export async function pushToAll(env: PushEnv, db: Db, alert: Alert, requestId?: string, now = () => new Date()): Promise<PushOutcome[]> {
  const config = pushConfig(env);
  if (!config) return [];
  const subs = await subscribedDevices(db, env.QUOTE_PHOTOS);
  const deadline = AbortSignal.timeout(pushTimeouts.totalMs);
  const sent = await Promise.all(subs.map(async (sub) => ({ id: sub.id, ...(await sendOne(sub, alert, config, deadline, leadDelivery)) })));
  for (const { error } of sent) if (error) await recordFailure(db, { kind: "push", requestId, error }, now());
  const outcomes = sent.map(({ id, outcome }) => ({ id, outcome }));
  await recordOutcomes(db, outcomes, now()).catch((err: unknown) => log.error("recording push outcomes failed", err));
  return outcomes;
}
