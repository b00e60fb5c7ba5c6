import { Hono } from "hono";
import { z } from "zod";
import serviceWorker from "../../../public/build/customer-sw.json";
import { getDb } from "../../db";
import { customerEventKindsOf, recordCustomerEvent } from "../../db/customer-events";
import { saveCustomerSubscription } from "../../db/customer-push-subscriptions";
import { isLoopback } from "../../middleware/loopback";
import { pushConfig } from "../../push/config";
import { isAuthSecret, isP256PublicKey } from "../../push/keys";
import { isPushServiceEndpoint, isTestPushEndpoint, type PushTestEnv } from "../../push/services";
import { jsonBody, oneMessage } from "../validate";
import { customerForm, type CustomerEnv } from "./guards";

// A customer's notifications: the service worker of their pages, and the opt-in that stores their
// phone's subscription for this request only. The token in the path is the key (./guards.ts).
export const customerPushRoutes = new Hono<CustomerEnv>();

// Public, like the owner's: a worker script holds nothing private, and a browser fetches it
// without the page's token. Scope /my/ (its own folder), so it never controls a public page.
customerPushRoutes.get("/my/sw.js", (c) => {
  c.header("Content-Type", "text/javascript; charset=utf-8");
  // A worker obeys the policy its script came with: it may reach this origin only.
  c.header("Content-Security-Policy", "default-src 'self'");
  c.header("Cache-Control", "no-cache");
  return c.body(serviceWorker.source);
});

// The browser's PushSubscription.toJSON(): an endpoint, a P-256 public key and a 16-byte auth
// secret. Whether the endpoint is a push service's is checked in the route (a local test run may add one).
const subscriptionBody = z.object({
  endpoint: z.string().max(1024),
  keys: z.object({ p256dh: z.string().max(128).refine(isP256PublicKey), auth: z.string().max(64).refine(isAuthSecret) }),
});
const notASubscription = "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret";

/** Only the browsers' push services; on a local run, also the browser tests' fake one (PUSH_TEST_ORIGIN). */
function acceptedEndpoint(endpoint: string, requestUrl: string, env: PushTestEnv) {
  if (isPushServiceEndpoint(endpoint)) return true;
  return isLoopback(new URL(requestUrl).hostname) && isTestPushEndpoint(endpoint, env.PUSH_TEST_ORIGIN);
}

customerPushRoutes.post("/my/:token/push", customerForm(2048), jsonBody(subscriptionBody, oneMessage(notASubscription)), async (c) => {
  if (!pushConfig(c.env)) return c.json({ error: "Notifications are not configured on this server" }, 409);
  const { endpoint, keys } = c.req.valid("json");
  if (!acceptedEndpoint(endpoint, c.req.url, c.env as Env & PushTestEnv)) return c.json({ error: notASubscription }, 400);
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const page = await saveCustomerSubscription(db, request.id, { endpoint, ...keys });
  // The owner's mark needs one event per request, not one per phone or per visit.
  const kinds = (await customerEventKindsOf(db, [request.id])).get(request.id);
  if (!kinds?.has("notifications-on")) await recordCustomerEvent(db, request.id, "notifications-on");
  // `page` names this phone's row for this request: the page hands it to its worker, and every push carries it.
  return c.json({ subscribed: true, page }, 201);
});
