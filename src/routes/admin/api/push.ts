import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../../../db";
import { devicesOf, maxDevicesPerMember, removeSubscription, saveSubscription } from "../../../db/push-subscriptions";
import { deviceLabel } from "../../../auth/device-label";
import { pushConfig } from "../../../push/config";
import { isAuthSecret, isP256PublicKey } from "../../../push/keys";
import { isPushServiceEndpoint } from "../../../push/services";
import type { AdminEnv } from "../../../auth/admin-env";
import { copySubscribedDevices } from "../../../use-cases/team";
import { apiLimit, memberApi } from "../../guard-sets";
import { jsonBody, oneMessage } from "../../validate";
import { useCaseDeps } from "../deps";

// /api/push: lead alerts for this device: the VAPID public key to subscribe with, then subscribe/unsubscribe.
export const pushRoutes = new Hono<AdminEnv>();
pushRoutes.use("*", memberApi);

// The browser's PushSubscription.toJSON(): an endpoint at a browser's push service, a P-256
// public key and a 16-byte auth secret.
const subscriptionBody = z.object({
  endpoint: z.string().max(1024).refine(isPushServiceEndpoint),
  keys: z.object({ p256dh: z.string().max(128).refine(isP256PublicKey), auth: z.string().max(64).refine(isAuthSecret) }),
});
const unsubscribeBody = z.object({ endpoint: z.string().max(1024) });

pushRoutes.get("/key", (c) => {
  const config = pushConfig(c.env);
  return c.json({ configured: config !== null, publicKey: config?.publicKey ?? null });
});

// Which of the signed-in member's devices get alerts, and whether the last push reached each.
pushRoutes.get("/devices", async (c) => c.json({ devices: await devicesOf(getDb(c.env), c.get("member").id) }));

// A subscription is well under 1 KB: apiLimit's 2 KB leaves room; 10 KB of "subscription" is something else.
const subscriptionRefused = oneMessage(
  "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret",
);

pushRoutes.post("/subscribe", apiLimit(), jsonBody(subscriptionBody, subscriptionRefused), async (c) => {
  if (!pushConfig(c.env)) return c.json({ error: "Alerts are not configured on this server" }, 409);
  const { endpoint, keys } = c.req.valid("json");
  const replaced = await saveSubscription(getDb(c.env), c.get("member").id, {
    endpoint,
    ...keys,
    userAgent: deviceLabel(c.req.header("user-agent")),
  });
  // The copy alerts read while D1 is down (push/subscriptions-copy.ts) has this device from now on.
  copySubscribedDevices(useCaseDeps(c));
  return c.json({ subscribed: true, replaced, maxDevices: maxDevicesPerMember }, 201);
});

pushRoutes.post(
  "/unsubscribe",
  apiLimit(),
  jsonBody(unsubscribeBody, oneMessage('Body must be JSON like {"endpoint": "https://..."}')),
  async (c) => {
    const removed = await removeSubscription(getDb(c.env), c.get("member").id, c.req.valid("json").endpoint);
    copySubscribedDevices(useCaseDeps(c));
    return c.json({ removed });
  },
);
