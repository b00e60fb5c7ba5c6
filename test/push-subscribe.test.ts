import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../src/index";
import { ORIGIN, call, signedIn } from "./admin-helpers";
import { countSubscriptions, makeDevice } from "./push-helpers";

// The routes a signed-in phone uses to turn lead alerts on and off. Every answer is checked three
// ways: the status, what the client reads (the JSON error), and what is stored: a refusal stores nothing.

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const NOT_A_SUBSCRIPTION =
  "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM push_subscriptions").run();
});

type Init = { cookie?: string; origin?: string | null; contentType?: string; userAgent?: string };
/** What the admin's alerts button sends: JSON from this site's own page, unless a test says otherwise. */
function post(
  path: string,
  body: string,
  { cookie, origin = ORIGIN, contentType = "application/json", userAgent = IPHONE_SAFARI }: Init = {},
) {
  const headers: Record<string, string> = { "content-type": contentType, "user-agent": userAgent };
  if (origin !== null) headers.origin = origin;
  return call(path, { method: "POST", cookie, headers, body });
}
const subscribe = (subscription: unknown, init?: Init) => post("/api/push/subscribe", JSON.stringify(subscription), init);
const unsubscribe = (endpoint: string, init?: Init) => post("/api/push/unsubscribe", JSON.stringify({ endpoint }), init);

const rows = async () =>
  (
    await env.DB.prepare("SELECT user_id, endpoint, p256dh, auth, user_agent FROM push_subscriptions").all<{
      user_id: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      user_agent: string;
    }>()
  ).results;

async function expectRefused(res: Response, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error });
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await countSubscriptions()).toBe(0);
}

describe("POST /api/push/subscribe: accepted", () => {
  it("stores one row for the signed-in user with the device's label, and the same endpoint again stays one row", async () => {
    const { owner, cookie } = await signedIn();
    const device = await makeDevice();

    const res = await subscribe(device.subscription, { cookie });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true, replaced: [], maxDevices: 10 });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await rows()).toEqual([
      { user_id: owner.id, endpoint: device.subscription.endpoint, ...device.subscription.keys, user_agent: "Safari on iPhone" },
    ]);

    // The browser re-subscribes (new keys after a reinstall): the row is updated, not doubled.
    const renewed = await makeDevice();
    const again = await subscribe({ endpoint: device.subscription.endpoint, keys: renewed.subscription.keys }, { cookie });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ subscribed: true, replaced: [], maxDevices: 10 });
    expect(await countSubscriptions()).toBe(1);
    expect(await rows()).toEqual([
      { user_id: owner.id, endpoint: device.subscription.endpoint, ...renewed.subscription.keys, user_agent: "Safari on iPhone" },
    ]);
  });
});

describe("POST /api/push/subscribe: refused, nothing stored", () => {
  it.each([
    ["plain http", "http://push.example.test/send/abc"],
    ["an IPv4 literal", "https://203.0.113.5/x"],
    ["an IPv6 literal", "https://[::1]/x"],
    ["localhost", "https://localhost/x"],
    ["a .localhost name", "https://push.localhost/x"],
    ["localhost with a trailing dot", "https://localhost./x"],
    ["a .localhost name with a trailing dot", "https://push.localhost./x"],
    ["a port other than the default", "https://push.example.test:22/x"],
    ["credentials in the URL", "https://user:pw@push.example.test/x"],
    ["not a URL", "push.example.test/send/abc"],
  ])("an endpoint with %s: 400", async (_, endpoint) => {
    const { cookie } = await signedIn();
    const { subscription } = await makeDevice();
    await expectRefused(await subscribe({ ...subscription, endpoint }, { cookie }), 400, NOT_A_SUBSCRIPTION);
  });

  it("malformed keys: p256dh or auth of the wrong length, not base64url, or missing: 400", async () => {
    const { cookie } = await signedIn();
    const { subscription } = await makeDevice();
    const { p256dh, auth } = subscription.keys;
    for (const keys of [
      { p256dh: p256dh.slice(0, -4), auth }, // 62 bytes, not a P-256 point
      { p256dh: `${p256dh}AAAA`, auth }, // 68 bytes
      { p256dh, auth: auth.slice(0, -3) }, // 14 bytes
      { p256dh, auth: `${auth}AAAA` }, // 19 bytes
      { p256dh: `${p256dh.slice(0, -1)}+`, auth }, // base64, not base64url
      { p256dh },
      {},
    ]) {
      await expectRefused(await subscribe({ endpoint: subscription.endpoint, keys }, { cookie }), 400, NOT_A_SUBSCRIPTION);
    }
    await expectRefused(await subscribe({ endpoint: subscription.endpoint }, { cookie }), 400, NOT_A_SUBSCRIPTION);
  });

  it("a body that is not JSON: 400", async () => {
    const { cookie } = await signedIn();
    await expectRefused(await post("/api/push/subscribe", "endpoint=https://push.example.test/x", { cookie }), 400, NOT_A_SUBSCRIPTION);
    await expectRefused(await post("/api/push/subscribe", "", { cookie }), 400, NOT_A_SUBSCRIPTION);
  });

  it("a 10 KB body, even around a valid subscription: 413", async () => {
    const { cookie } = await signedIn();
    const { subscription } = await makeDevice();
    const padded = JSON.stringify({ ...subscription, padding: "x".repeat(10 * 1024) });
    expect(padded.length).toBeGreaterThan(10 * 1024);
    await expectRefused(await post("/api/push/subscribe", padded, { cookie }), 413, "Request body too large");
  });

  it("Content-Type text/plain, even with a valid subscription in it: 415", async () => {
    const { cookie } = await signedIn();
    const { subscription } = await makeDevice();
    await expectRefused(
      await subscribe(subscription, { cookie, contentType: "text/plain" }),
      415,
      "Send JSON: Content-Type must be application/json",
    );
  });

  it("a cross-site Origin: 403, JSON, text/plain or an odd JSON-like type, signed in or not", async () => {
    const { cookie } = await signedIn();
    const { subscription } = await makeDevice();
    for (const contentType of ["application/json", "text/plain", "application/jsonx"]) {
      const res = await subscribe(subscription, { cookie, origin: "https://evil.example", contentType });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("Forbidden");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await countSubscriptions()).toBe(0);
    }
    // Without an Origin (and no Sec-Fetch-Site) a JSON post is not known to be same-origin either.
    const bare = await subscribe(subscription, { cookie, origin: null });
    expect(bare.status).toBe(403);
    expect(await bare.text()).toBe("Forbidden");
    expect(await countSubscriptions()).toBe(0);
  });

  it("no session cookie, or a session that does not exist: 401", async () => {
    const { subscription } = await makeDevice();
    await expectRefused(await subscribe(subscription), 401, "Sign in required");
    await expectRefused(await subscribe(subscription, { cookie: "__Host-session=not-a-session" }), 401, "Sign in required");
  });
});

describe("GET /api/push/key", () => {
  it("gives a signed-in user the VAPID public key, never cached", async () => {
    const { cookie } = await signedIn();
    const res = await call("/api/push/key", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: true, publicKey: env.VAPID_PUBLIC_KEY });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("answers 401 without a session", async () => {
    const res = await call("/api/push/key");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Sign in required" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("without the VAPID private key", () => {
  // The app called with an env of its own: the test-wide VAPID pair minus its private half.
  const unconfigured = (path: string, init: RequestInit) => app.request(`${ORIGIN}${path}`, init, { ...env, VAPID_PRIVATE_KEY: "" });

  it("the key route says not configured and subscribing answers 409, storing nothing", async () => {
    const { cookie } = await signedIn();
    const key = await unconfigured("/api/push/key", { headers: { cookie } });
    expect(key.status).toBe(200);
    expect(await key.json()).toEqual({ configured: false, publicKey: null });

    const { subscription } = await makeDevice();
    const res = await unconfigured("/api/push/subscribe", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(subscription),
    });
    await expectRefused(res, 409, "Alerts are not configured on this server");
  });
});

describe("POST /api/push/unsubscribe", () => {
  it("removes only the caller's own device", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const device = await makeDevice();
    expect((await subscribe(device.subscription, { cookie: a.cookie })).status).toBe(201);

    const byB = await unsubscribe(device.subscription.endpoint, { cookie: b.cookie });
    expect(byB.status).toBe(200);
    expect(await byB.json()).toEqual({ removed: false });
    expect(await rows()).toMatchObject([{ user_id: a.owner.id, endpoint: device.subscription.endpoint }]);

    const byA = await unsubscribe(device.subscription.endpoint, { cookie: a.cookie });
    expect(byA.status).toBe(200);
    expect(await byA.json()).toEqual({ removed: true });
    expect(await countSubscriptions()).toBe(0);

    // Once more: nothing left to remove.
    expect(await (await unsubscribe(device.subscription.endpoint, { cookie: a.cookie })).json()).toEqual({ removed: false });
  });

  it("refuses a cross-site Origin (403) and no session (401), removing nothing", async () => {
    const { cookie } = await signedIn();
    const device = await makeDevice();
    expect((await subscribe(device.subscription, { cookie })).status).toBe(201);

    const crossSite = await unsubscribe(device.subscription.endpoint, { cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe("Forbidden");
    const signedOut = await unsubscribe(device.subscription.endpoint);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Sign in required" });
    expect(await countSubscriptions()).toBe(1);
  });
});
