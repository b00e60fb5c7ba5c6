import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { getDb } from "../../db";
import { devicesOf, maxDevicesPerMember, removeSubscription, saveSubscription } from "../../db/push-subscriptions";
import { deviceLabel } from "../../auth/device-label";
import { sameOriginOnly } from "../../middleware/same-origin";
import { pushConfig } from "../../push/config";
import { isAuthSecret, isP256PublicKey } from "../../push/keys";
import { isPushServiceEndpoint } from "../../push/services";
import { privateResponse, requireOwnerApi, type AdminEnv } from "./guards";
import { isJsonContentType } from "../../middleware/json-content-type";

// Lead alerts for this device: the VAPID public key to subscribe with, then subscribe/unsubscribe.
export const pushRoutes = new Hono<AdminEnv>();

// The browser's PushSubscription.toJSON(): an endpoint at a browser's push service, a P-256
// public key and a 16-byte auth secret.
const subscriptionBody = z.object({
  endpoint: z.string().max(1024).refine(isPushServiceEndpoint),
  keys: z.object({ p256dh: z.string().max(128).refine(isP256PublicKey), auth: z.string().max(64).refine(isAuthSecret) }),
});
const unsubscribeBody = z.object({ endpoint: z.string().max(1024) });

// A subscription is well under 1 KB; 10 KB of "subscription" is something else.
const small = bodyLimit({ maxSize: 2048, onError: (c) => c.json({ error: "Request body too large" }, 413) });

pushRoutes.get("/api/push/key", privateResponse, requireOwnerApi, (c) => {
  const config = pushConfig(c.env);
  return c.json({ configured: config !== null, publicKey: config?.publicKey ?? null });
});

// Which of the signed-in user's devices get alerts, and whether the last push reached each.
pushRoutes.get("/api/push/devices", privateResponse, requireOwnerApi, async (c) => c.json({ devices: await devicesOf(getDb(c.env), c.get("owner").id) }));

pushRoutes.post("/api/push/subscribe", privateResponse, sameOriginOnly, requireOwnerApi, small, async (c) => {
  if (!isJsonContentType(c.req.header("content-type"))) return c.json({ error: "Send JSON: Content-Type must be application/json" }, 415);
  if (!pushConfig(c.env)) return c.json({ error: "Alerts are not configured on this server" }, 409);
  const body = await subscriptionBody.safeParseAsync(await c.req.json().catch(() => null));
  if (!body.success) return c.json({ error: "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret" }, 400);
  const { endpoint, keys } = body.data;
  const replaced = await saveSubscription(getDb(c.env), c.get("owner").id, { endpoint, ...keys, userAgent: deviceLabel(c.req.header("user-agent")) });
  return c.json({ subscribed: true, replaced, maxDevices: maxDevicesPerMember }, 201);
});

pushRoutes.post("/api/push/unsubscribe", privateResponse, sameOriginOnly, requireOwnerApi, small, async (c) => {
  if (!isJsonContentType(c.req.header("content-type"))) return c.json({ error: "Send JSON: Content-Type must be application/json" }, 415);
  const body = unsubscribeBody.safeParse(await c.req.json().catch(() => null));
  if (!body.success) return c.json({ error: 'Body must be JSON like {"endpoint": "https://..."}' }, 400);
  const removed = await removeSubscription(getDb(c.env), c.get("owner").id, body.data.endpoint);
  return c.json({ removed });
});
