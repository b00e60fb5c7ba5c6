import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../db";
import { devicesOf, maxDevicesPerMember, removeSubscription, saveSubscription } from "../../db/push-subscriptions";
import { subscribedDevices } from "../../push/subscriptions-copy";
import { runInBackground } from "../../trace/background";
import { deviceLabel } from "../../auth/device-label";
import { pushConfig } from "../../push/config";
import { isAuthSecret, isP256PublicKey } from "../../push/keys";
import { isPushServiceEndpoint } from "../../push/services";
import type { AdminEnv } from "./guards";
import { memberApi } from "../guard-sets";
import { jsonBody, oneMessage } from "../validate";

// Lead alerts for this device: the VAPID public key to subscribe with, then subscribe/unsubscribe.
export const pushRoutes = new Hono<AdminEnv>();

// The browser's PushSubscription.toJSON(): an endpoint at a browser's push service, a P-256
// public key and a 16-byte auth secret.
const subscriptionBody = z.object({
  endpoint: z.string().max(1024).refine(isPushServiceEndpoint),
  keys: z.object({ p256dh: z.string().max(128).refine(isP256PublicKey), auth: z.string().max(64).refine(isAuthSecret) }),
});
const unsubscribeBody = z.object({ endpoint: z.string().max(1024) });

pushRoutes.get("/api/push/key", memberApi(), (c) => {
  const config = pushConfig(c.env);
  return c.json({ configured: config !== null, publicKey: config?.publicKey ?? null });
});

// Which of the signed-in user's devices get alerts, and whether the last push reached each.
pushRoutes.get("/api/push/devices", memberApi(), async (c) => c.json({ devices: await devicesOf(getDb(c.env), c.get("member").id) }));

// A subscription is well under 1 KB: memberApi's 2 KB limit leaves room; 10 KB of "subscription" is something else.
const subscriptionRefused = oneMessage(
  "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret",
);

pushRoutes.post("/api/push/subscribe", memberApi(), jsonBody(subscriptionBody, subscriptionRefused), async (c) => {
  if (!pushConfig(c.env)) return c.json({ error: "Alerts are not configured on this server" }, 409);
  const { endpoint, keys } = c.req.valid("json");
  const replaced = await saveSubscription(getDb(c.env), c.get("member").id, {
    endpoint,
    ...keys,
    userAgent: deviceLabel(c.req.header("user-agent")),
  });
  // The copy alerts read while D1 is down (push/subscriptions-copy.ts) has this device from now on.
  runInBackground(c, subscribedDevices(getDb(c.env), c.env.QUOTE_PHOTOS), "copying push subscriptions");
  return c.json({ subscribed: true, replaced, maxDevices: maxDevicesPerMember }, 201);
});

pushRoutes.post(
  "/api/push/unsubscribe",
  memberApi(),
  jsonBody(unsubscribeBody, oneMessage('Body must be JSON like {"endpoint": "https://..."}')),
  async (c) => {
    const removed = await removeSubscription(getDb(c.env), c.get("member").id, c.req.valid("json").endpoint);
    runInBackground(c, subscribedDevices(getDb(c.env), c.env.QUOTE_PHOTOS), "copying push subscriptions");
    return c.json({ removed });
  },
);
