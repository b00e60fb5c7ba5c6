import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { Db } from "../db";
import { allSubscriptions, recordOutcome } from "../db/push-subscriptions";
import type { PushSubscriptionRow } from "../db/schema";
import { pushConfig, type PushEnv } from "./config";

/** What the service worker at /admin/sw.js shows: JSON, small. */
export type Alert = { title: string; body: string; url: string; tag: string };

// A push service that hangs must not hold the Worker's waitUntil for long; the lead is stored
// already, and the subscription stays for the next one.
const timeoutMs = 10_000;
// A lead alert older than a day is no alert: the inbox (and the reminder) have it by then.
const ttlSeconds = 24 * 60 * 60;

type Outcome = "delivered" | "gone" | "failed";

async function sendOne(sub: PushSubscriptionRow, alert: Alert, config: NonNullable<ReturnType<typeof pushConfig>>): Promise<Outcome> {
  try {
    // RFC 8291 (aes128gcm) payload encryption and an RFC 8292 VAPID signature.
    const req = await buildPushPayload(
      { data: alert, options: { ttl: ttlSeconds, urgency: "high" } },
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      config,
    );
    const res = await fetch(sub.endpoint, { method: "POST", headers: req.headers, body: req.body, signal: AbortSignal.timeout(timeoutMs) });
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

/** Sends the alert to every subscribed device at once; returns how each went (for logs and tests). */
export async function pushToAll(env: PushEnv, db: Db, alert: Alert, now = () => new Date()) {
  const config = pushConfig(env);
  if (!config) return [];
  const subs = await allSubscriptions(db);
  return Promise.all(
    subs.map(async (sub) => {
      const outcome = await sendOne(sub, alert, config);
      await recordOutcome(db, sub.id, outcome, now()).catch((err: unknown) => console.error("recording a push outcome failed", err));
      return { id: sub.id, outcome };
    }),
  );
}
