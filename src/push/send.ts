import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { Db } from "../db";
import { recordOutcomes, type PushOutcome } from "../db/push-subscriptions";
import { subscribedDevices } from "./subscriptions-copy";
import type { PushSubscriptionRow } from "../db/schema";
import { pushConfig, type PushEnv } from "./config";
import { inSeconds, pushTtl } from "../config/time";
import { recordFailure } from "../db/failures";
import { log } from "../trace/log";

/** What the service worker at /admin/sw.js shows: JSON, small. */
export type Alert = { title: string; body: string; url: string; tag: string };

// A push service that hangs (or a name that never resolves) must not hold the Worker for long:
// each call gets a few seconds, and the whole alert a bounded total, whatever the device count.
// The lead is stored already, and a device that timed out stays for the next alert.
export const pushTimeouts = { perCallMs: 5_000, totalMs: 8_000 };
// A lead alert older than a day is no alert: the inbox (and the reminder) have it by then.
const ttlSeconds = inSeconds(pushTtl);

type Outcome = PushOutcome["outcome"];
/** How one device's push went; a failure says why, for the log and the failures record. */
type Sent = { outcome: Outcome; error?: string };

async function sendOne(
  sub: PushSubscriptionRow,
  alert: Alert,
  config: NonNullable<ReturnType<typeof pushConfig>>,
  deadline: AbortSignal,
): Promise<Sent> {
  const host = new URL(sub.endpoint).host;
  try {
    // RFC 8291 (aes128gcm) payload encryption and an RFC 8292 VAPID signature.
    const req = await buildPushPayload(
      { data: alert, options: { ttl: ttlSeconds, urgency: "high" } },
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      config,
    );
    // A push service answers; it never redirects. Following one would let an endpoint lead the Worker elsewhere.
    const signal = AbortSignal.any([AbortSignal.timeout(pushTimeouts.perCallMs), deadline]);
    const res = await fetch(sub.endpoint, { method: "POST", headers: req.headers, body: req.body, redirect: "manual", signal });
    // 404/410: the browser unsubscribed or the subscription expired; it never comes back.
    if (res.status === 404 || res.status === 410) return { outcome: "gone" };
    if (res.ok) return { outcome: "delivered" };
    const error = `push to ${host} failed: ${res.status} ${await res.text().catch(() => "")}`;
    log.error(error);
    return { outcome: "failed", error };
  } catch (err) {
    log.error(`push to ${host} failed`, err);
    return { outcome: "failed", error: `push to ${host} failed: ${String(err)}` };
  }
}

/**
 * Sends the alert to every subscribed device at once, within the total time; returns how each went
 * (for logs and tests). Each device that failed is recorded (src/db/failures.ts) against `quoteId`.
 */
export async function pushToAll(env: PushEnv, db: Db, alert: Alert, quoteId?: string, now = () => new Date()): Promise<PushOutcome[]> {
  const config = pushConfig(env);
  if (!config) return [];
  const subs = await subscribedDevices(db, env.QUOTE_PHOTOS);
  const deadline = AbortSignal.timeout(pushTimeouts.totalMs);
  const sent = await Promise.all(subs.map(async (sub) => ({ id: sub.id, ...(await sendOne(sub, alert, config, deadline)) })));
  for (const { error } of sent) if (error) await recordFailure(db, { kind: "push", quoteId, error }, now());
  const outcomes = sent.map(({ id, outcome }) => ({ id, outcome }));
  await recordOutcomes(db, outcomes, now()).catch((err: unknown) => log.error("recording push outcomes failed", err));
  return outcomes;
}
