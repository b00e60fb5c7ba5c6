import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushConfig } from "./config";
import { log } from "../trace/log";

// One push to one browser, whoever it is for (the owner's devices: ./send.ts; a customer's phone:
// ./customer-push.ts): encrypted for that browser alone, signed with the site's VAPID key, and
// bounded in time.

// A push service that hangs (or a name that never resolves) must not hold the Worker for long:
// each call gets a few seconds, and a whole alert a bounded total, whatever the device count.
// The lead is stored already, and a device that timed out stays for the next alert.
export const pushTimeouts = { perCallMs: 5_000, totalMs: 8_000 };

/** Where a push goes: the browser's endpoint and its keys, as its PushSubscription.toJSON() gave them. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** How one device's push went; a failure says why, for the log and the failures record. */
export type Sent = { outcome: "delivered" | "gone" | "failed"; error?: string };

/** How long the push service keeps it for a phone that is off, and how urgently it wakes one. */
export type Delivery = { ttlSeconds: number; urgency: "high" | "normal" };

/** The notification's words and where a tap goes: a small JSON object of strings, which only the browser can read. */
export type PushData = Record<string, string>;

export async function sendOne(
  target: PushTarget,
  data: PushData,
  config: PushConfig,
  deadline: AbortSignal,
  delivery: Delivery,
): Promise<Sent> {
  const host = new URL(target.endpoint).host;
  try {
    // RFC 8291 (aes128gcm) payload encryption and an RFC 8292 VAPID signature.
    const req = await buildPushPayload(
      { data, options: { ttl: delivery.ttlSeconds, urgency: delivery.urgency } },
      { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      config,
    );
    // A push service answers; it never redirects. Following one would let an endpoint lead the Worker elsewhere.
    const signal = AbortSignal.any([AbortSignal.timeout(pushTimeouts.perCallMs), deadline]);
    const res = await fetch(target.endpoint, { method: "POST", headers: req.headers, body: req.body, redirect: "manual", signal });
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
