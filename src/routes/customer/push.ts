import { Hono } from "hono";
import { z } from "zod";
import serviceWorker from "../../../public/build/customer-sw.json";
import { textBodyLimit } from "../../middleware/body-limit";
import { isAuthSecret, isP256PublicKey } from "../../push/keys";
import { isPushServiceEndpoint } from "../../push/services";
import { jsonBody, oneMessage } from "../validate";
import { turnOnNotifications } from "../../use-cases/customer/notifications";
import type { CustomerEnv } from "./guards";
import { customerDeps } from "./page";

// A customer's notifications: the service worker of their pages, and the opt-in that stores their
// phone's subscription for this request only. The token in the path is the key (./guards.ts).
export const customerPushRoutes = new Hono<CustomerEnv>();
/** The worker script alone: answered before the guards of /my/:token (./index.ts). */
export const customerServiceWorker = new Hono<CustomerEnv>();

// Public, like the owner's: a worker script holds nothing private, and a browser fetches it
// without the page's token. Scope /my/ (its own folder), so it never controls a public page.
customerServiceWorker.get("/sw.js", (c) => {
  c.header("Content-Type", "text/javascript; charset=utf-8");
  // A worker obeys the policy its script came with: it may reach this origin only.
  c.header("Content-Security-Policy", "default-src 'self'");
  c.header("Cache-Control", "no-cache");
  return c.body(serviceWorker.source);
});

// The browser's PushSubscription.toJSON(): an endpoint, a P-256 public key and a 16-byte auth
// secret, the endpoint at a browser's push service (the browser tests' stand-in too: test/e2e-worker.ts).
const subscriptionBody = z.object({
  endpoint: z.string().max(1024).refine(isPushServiceEndpoint),
  keys: z.object({ p256dh: z.string().max(128).refine(isP256PublicKey), auth: z.string().max(64).refine(isAuthSecret) }),
});
const notASubscription = "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret";

customerPushRoutes.post("/:token/push", textBodyLimit(2048), jsonBody(subscriptionBody, oneMessage(notASubscription)), async (c) => {
  const { deps, request } = customerDeps(c);
  const { endpoint, keys } = c.req.valid("json");
  const page = await turnOnNotifications(deps, request, { endpoint, ...keys });
  if (page === null) return c.json({ error: "Notifications are not configured on this server" }, 409);
  // `page` names this phone's row for this request: the page hands it to its worker, and every push carries it.
  return c.json({ subscribed: true, page }, 201);
});
