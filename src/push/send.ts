import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { Db } from "../db";
import { recordOutcomes, type PushOutcome } from "../db/push-subscriptions";
import { subscribedDevices } from "./subscriptions-copy";
import type { PushSubscriptionRow } from "../db/schema";
import { pushConfig, type PushEnv } from "./config";
import { inSeconds, pushTtl } from "../config/time";

/** What the service worker at /admin/sw.js shows: JSON, small. */
export type Alert = { title: string; body: string; url: string; tag: string };

// A push service that hangs (or a name that never resolves) must not hold the Worker for long:
// each call gets a few seconds, and the whole alert a bounded total, whatever the device count.
// The lead is stored already, and a device that timed out stays for the next alert.
export const pushTimeouts = { perCallMs: 5_000, totalMs: 8_000 };
// A lead alert older than a day is no alert: the inbox (and the reminder) have it by then.
const ttlSeconds = inSeconds(pushTtl);

type Outcome = PushOutcome["outcome"];

async function sendOne(
  sub: PushSubscriptionRow,
  alert: Alert,
  config: NonNullable<ReturnType<typeof pushConfig>>,
  deadline: AbortSignal,
): Promise<Outcome> {
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
    if (res.status === 404 || res.status === 410) return "gone";
    if (res.ok) return "delivered";
    console.error(`push to ${new URL(sub.endpoint).host} failed: ${res.status}`, await res.text().catch(() => ""));
    return "failed";
  } catch (err) {
    console.error(`push to ${new URL(sub.endpoint).host} failed`, err);
    return "failed";
  }
}

/** Sends the alert to every subscribed device at once, within the total time; returns how each went (for logs and tests). */
export async function pushToAll(env: PushEnv, db: Db, alert: Alert, now = () => new Date()): Promise<PushOutcome[]> {
  const config = pushConfig(env);
  if (!config) return [];
  const subs = await subscribedDevices(db, env.QUOTE_PHOTOS);
  const deadline = AbortSignal.timeout(pushTimeouts.totalMs);
  const outcomes = await Promise.all(subs.map(async (sub) => ({ id: sub.id, outcome: await sendOne(sub, alert, config, deadline) })));
  await recordOutcomes(db, outcomes, now()).catch((err: unknown) => console.error("recording push outcomes failed", err));
  return outcomes;
}
