import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createElement } from "react";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { revokeCustomerLinks } from "../src/auth/customer-links";
import { NotifyCard } from "../src/components/customer/NotifyCard";
import { catalogue } from "../src/content/i18n";
import { maxPhonesPerRequest, saveCustomerSubscription } from "../src/db/customer-push-subscriptions";
import type { OpenedLink } from "../src/auth/customer-links";
import type { CustomerEnv } from "../src/routes/customer/guards";
import { deleteExpiredCustomerPhones } from "../src/jobs/retention";
import { assets } from "../src/manifest";
import { onTheWayAlert, pushToCustomer } from "../src/push/customer-push";
import { renderer } from "../src/renderer";
import e2eWorker from "./e2e-worker";
import { db, ORIGIN } from "./admin-helpers";
import { customerRequest, eventsOf, fetchSettled, phonesOf, postSubscription, subscribePhone } from "./customer-push-helpers";
import { decryptPush, fakePushService, makeDevice } from "./push-helpers";
import { freshIp } from "./quote-helpers";

// Issue 32: a customer turns notifications on from their own page (/my/<token>). The phone is
// stored for that request only, from this site only, with a real push service's endpoint (the
// browser tests' too: test/e2e-worker.ts reroutes their stand-in's), and forgotten once the page's links have expired.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

const notASubscription = "Body must be a push subscription: an endpoint at a browser's push service, a P-256 key and a 16-byte auth secret";

describe("POST /my/:token/push", () => {
  it("stores the phone for this request, answers 201 with the row the page pairs with, and marks notifications on once", async () => {
    const { request, token } = await customerRequest();
    const device = await makeDevice();
    const res = await postSubscription(token, device.subscription);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const answer = await res.json<{ subscribed: boolean; page: string }>();
    expect(answer.subscribed).toBe(true);
    expect(await phonesOf(request.id)).toEqual([{ id: answer.page, endpoint: device.subscription.endpoint }]);
    expect(await eventsOf(request.id, "notifications-on")).toEqual([null]);

    // The same phone again (a later visit): the same row, and no second mark.
    const again = await postSubscription(token, device.subscription);
    expect(again.status).toBe(201);
    expect((await again.json<{ page: string }>()).page).toBe(answer.page);
    // A second phone: a row of its own, still one mark.
    await subscribePhone(token, await makeDevice());
    expect(await phonesOf(request.id)).toHaveLength(2);
    expect(await eventsOf(request.id, "notifications-on")).toHaveLength(1);
  });

  it("refuses an endpoint that is not a browser's push service with 400 JSON, storing nothing", async () => {
    const { request, token } = await customerRequest();
    const { subscription } = await makeDevice();
    for (const endpoint of [
      "https://evil.example/push/1",
      "http://fcm.googleapis.com/fcm/send/1",
      "https://fcm.googleapis.com.evil.example/x",
      "http://127.0.0.1:9999/push/1",
      "not a url",
    ]) {
      const res = await postSubscription(token, { ...subscription, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json(), endpoint).toEqual({ error: notASubscription });
    }
    expect(await phonesOf(request.id)).toEqual([]);
    expect(await eventsOf(request.id, "notifications-on")).toEqual([]);
  });

  it("refuses keys that are not a browser's (a point off the curve, a short auth secret)", async () => {
    const { request, token } = await customerRequest();
    const { subscription } = await makeDevice();
    const offCurve = `B${"A".repeat(86)}`;
    for (const keys of [{ ...subscription.keys, p256dh: offCurve }, { ...subscription.keys, auth: "c2hvcnQ" }, {}]) {
      const res = await postSubscription(token, { ...subscription, keys });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: notASubscription });
    }
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("answers bad JSON with 400 and a body that is not JSON with 415, both with a JSON error", async () => {
    const { request, token } = await customerRequest();
    const bad = await postSubscription(token, '{"endpoint": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: notASubscription });
    const form = await fetchSettled(`/my/${token}/push`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: "endpoint=https%3A%2F%2Ffcm.googleapis.com%2Fx",
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: "Send JSON: Content-Type must be application/json" });
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("refuses another site's post with 403 and changes nothing", async () => {
    const { request, token } = await customerRequest();
    const { subscription } = await makeDevice();
    const res = await postSubscription(token, subscription, {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("answers 404 for a token that opens nothing: unknown, malformed or revoked", async () => {
    const { request, token } = await customerRequest();
    const { subscription } = await makeDevice();
    const unknown = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const t of [unknown, "short", `${token}x`]) expect((await postSubscription(t, subscription)).status, t).toBe(404);
    await revokeCustomerLinks(db, request.id);
    expect((await postSubscription(token, subscription)).status).toBe(404);
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("keeps the last few phones of a request, replacing the oldest", async () => {
    const { request, token } = await customerRequest();
    const devices = [];
    for (let i = 0; i <= maxPhonesPerRequest; i++) {
      devices.push(await makeDevice());
      await subscribePhone(token, devices.at(-1)!);
      await new Promise((r) => setTimeout(r, 2)); // distinct created_at
    }
    const kept = (await phonesOf(request.id)).map((p) => p.endpoint);
    expect(kept).toHaveLength(maxPhonesPerRequest);
    expect(kept).not.toContain(devices[0]!.subscription.endpoint);
    expect(kept).toContain(devices.at(-1)!.subscription.endpoint);
  });
});

describe("the browser tests' push service (test/e2e-worker.ts)", () => {
  const testOrigin = "http://127.0.0.1:45678";
  const standIn = "https://fcm.googleapis.com/e2e-push/phone-1";

  /** The e2e entry's fetch, settled, with PUSH_TEST_ORIGIN as playwright.config.ts passes it. */
  async function viaE2eEntry(request: Request, pushTestOrigin = testOrigin) {
    const ctx = createExecutionContext();
    const res = await e2eWorker.fetch(request as Parameters<typeof e2eWorker.fetch>[0], { ...env, PUSH_TEST_ORIGIN: pushTestOrigin }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }
  const subscribing = (token: string, body: unknown) =>
    new Request(`${ORIGIN}/my/${token}/push`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() },
      body: JSON.stringify(body),
    });

  /** The URLs that reach the network while the e2e entry's detour is in place (a spy stands for the network). */
  async function throughTheDetour(run: () => Promise<unknown>) {
    const before = globalThis.fetch;
    const sent: { url: string; authorization: string | null; body: Uint8Array }[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      sent.push({ url: req.url, authorization: req.headers.get("authorization"), body: new Uint8Array(await req.arrayBuffer()) });
      return new Response(null, { status: 201 });
    });
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    // Nothing of the entry's detour is left behind for the next test.
    expect(globalThis.fetch).toBe(before);
    return sent;
  }

  it("is never accepted by the deployed Worker, whatever its variables say: only the browsers' push services are", async () => {
    const { request, token } = await customerRequest();
    const { subscription } = await makeDevice();
    for (const endpoint of [`${testOrigin}/push/x`, "http://127.0.0.1:45678/e2e-push/x", "http://localhost:45678/push/x"]) {
      const res = await postSubscription(token, { ...subscription, endpoint }, {}, { PUSH_TEST_ORIGIN: testOrigin });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json(), endpoint).toEqual({ error: notASubscription });
    }
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("is not where the deployed Worker sends a stand-in endpoint's push, whatever its variables say", async () => {
    const { request, token } = await customerRequest();
    const phone = await makeDevice();
    expect((await postSubscription(token, { ...phone.subscription, endpoint: standIn }, {}, { PUSH_TEST_ORIGIN: testOrigin })).status).toBe(
      201,
    );
    const urls: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      urls.push(new Request(input, init).url);
      return new Response(null, { status: 201 });
    });
    try {
      await pushToCustomer({ ...env, PUSH_TEST_ORIGIN: testOrigin } as typeof env, db, request.id, onTheWayAlert(request, 30, "Ana"));
    } finally {
      spy.mockRestore();
    }
    expect(urls).toEqual([standIn]);
  });

  it("gets, through the e2e entry, what the Worker posts to a stand-in endpoint: signed for that endpoint, encrypted for the phone", async () => {
    const { request, token } = await customerRequest();
    const phone = await makeDevice();
    const sent = await throughTheDetour(async () => {
      // The route is the deployed one: it takes the stand-in as a push service's endpoint.
      expect((await viaE2eEntry(subscribing(token, { ...phone.subscription, endpoint: standIn }))).status).toBe(201);
      expect(await pushToCustomer(env, db, request.id, onTheWayAlert(request, 30, "Ana"))).toEqual({ phones: 1, outcomes: ["delivered"] });
    });
    expect(sent.map((r) => r.url)).toEqual([`${testOrigin}/e2e-push/phone-1`]);
    const claims = /^vapid t=[\w-]+\.([\w-]+)\./.exec(sent[0]!.authorization ?? "")![1]!;
    expect(JSON.parse(atob(claims.replace(/-/g, "+").replace(/_/g, "/"))).aud).toBe("https://fcm.googleapis.com");
    expect(await decryptPush(phone, sent[0]!.body)).toMatchObject({ body: "Ana and the crew will be there in about 30 minutes." });
  });

  it("detours only stand-in endpoints at a push service's host, and only to an http://127.0.0.1:<port> receiver", async () => {
    const asIs = ["https://fcm.googleapis.com/fcm/send/abc", "https://example.com/e2e-push/x", "http://fcm.googleapis.com/e2e-push/x"];
    const sent = await throughTheDetour(async () => {
      await viaE2eEntry(new Request(`${ORIGIN}/robots.txt`));
      for (const url of [standIn, "https://web.push.apple.com/e2e-push/a?b=1", ...asIs]) await fetch(url, { method: "POST" });
    });
    // A real phone's endpoint, another host, plain http: as they are.
    expect(sent.map((r) => r.url)).toEqual([`${testOrigin}/e2e-push/phone-1`, `${testOrigin}/e2e-push/a?b=1`, ...asIs]);
    // No receiver, or one that is not a loopback http origin: nothing is detoured.
    for (const origin of ["", "https://127.0.0.1:45678", "http://localhost:45678", "http://127.0.0.1", "http://10.0.0.1:45678"]) {
      const sent = await throughTheDetour(async () => {
        await viaE2eEntry(new Request(`${ORIGIN}/robots.txt`), origin);
        await fetch(standIn, { method: "POST" });
      });
      expect(sent.map((r) => r.url).at(-1), origin).toBe(standIn);
    }
  });
});

describe("pushToCustomer", () => {
  it("reaches this request's phones only", async () => {
    const mine = await customerRequest();
    const theirs = await customerRequest();
    const myPhone = await makeDevice();
    const theirPhone = await makeDevice();
    await subscribePhone(mine.token, myPhone);
    await subscribePhone(theirs.token, theirPhone);
    fake = fakePushService([myPhone, theirPhone]);
    const result = await pushToCustomer(env, db, mine.request.id, onTheWayAlert(mine.request, 15, null));
    expect(result).toEqual({ phones: 1, outcomes: ["delivered"] });
    expect(fake.errors).toEqual([]);
    expect(fake.received.map((r) => r.endpoint)).toEqual([myPhone.subscription.endpoint]);
  });

  it("sends nothing without VAPID keys", async () => {
    const { request, token } = await customerRequest();
    const phone = await makeDevice();
    await subscribePhone(token, phone);
    fake = fakePushService([phone]);
    const result = await pushToCustomer({ ...env, VAPID_PRIVATE_KEY: "" }, db, request.id, onTheWayAlert(request, 15, null));
    expect(result).toEqual({ phones: 0, outcomes: [] });
    expect(fake.received).toEqual([]);
  });
});

describe("GET /my/sw.js", () => {
  it("serves the customers' worker: JavaScript, this origin only, opening pages under /my/ only", async () => {
    const res = await fetchSettled("/my/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    const source = await res.text();
    expect(source).toContain("notificationclick");
    expect(source).toContain('"/my/"');
    expect(source).not.toContain("/admin");
  });
});

describe("the notifications card and the customer page's <head>", () => {
  const words = catalogue("es").customer.notify;
  const card = (vapidPublicKey: string | null, alreadyOn = false) =>
    createElement(NotifyCard, { token: "T".repeat(43), words, vapidPublicKey, alreadyOn });
  // A page under /my/ rendered by the site's own document shell once its token opened the page
  // (the guard sets "customer"), as the customer's page is; ?closed=1 renders one whose token opened nothing.
  const app = new Hono<CustomerEnv>();
  app.use("*", renderer);
  app.use("/my/*", async (c, next) => {
    if (!c.req.query("closed")) c.set("customer", {} as OpenedLink);
    await next();
  });
  app.get("/my/:token", (c) =>
    c.render(card(c.req.query("key") ?? null, c.req.query("on") === "1"), { title: "t", noindex: true, locale: "es" }),
  );
  app.get("/my/:token/none", (c) => c.render(card(null), { title: "t", noindex: true, locale: "es" }));

  it("renders the card hidden, with its post URL, key and words for the script", async () => {
    const html = await (await app.request(`/my/${"T".repeat(43)}?key=BKEY&on=1`, {}, env)).text();
    const section = html.slice(html.indexOf("<section"), html.indexOf("</section>"));
    expect(section).toMatch(/^<section hidden=""/);
    expect(section).toContain(`data-customer-push="/my/${"T".repeat(43)}/push"`);
    expect(section).toContain('data-vapid-key="BKEY"');
    expect(section).toContain('data-already-on="true"');
    expect(section).toContain(`data-blocked="${words.blocked}"`);
    expect(section).toContain(words.turnOn);
  });

  it("renders nothing without a VAPID key", async () => {
    const html = await (await app.request(`/my/${"T".repeat(43)}/none`, {}, env)).text();
    // (The head's loader names the card's attribute; the body has no card.)
    expect(html.slice(html.indexOf("</head>"))).not.toContain("data-customer-push");
  });

  it("links the whole stylesheet in <head> and loads the opt-in script by its loader, not the public loader nor the noscript stylesheet", async () => {
    const html = await (await app.request(`/my/${"T".repeat(43)}?key=BKEY`, {}, env)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="stylesheet" href="${assets.css}"/>`);
    // Asked for after the largest paint by the page's own inline loader, never by a <script src>.
    expect(head).toContain(`<script type="module">${assets.customerPush.loader.code}</script>`);
    expect(head).not.toContain(`src="${assets.customerPush.js}"`);
    expect(head).not.toContain(assets.loader.code);
    expect(head).not.toContain("<style");
    expect(html).not.toContain("<noscript>");
    expect(html.split(assets.css).length - 1).toBe(1);
  });

  it("keeps the site's usual <head> where no token opened the page (its 404 must look like any other)", async () => {
    const html = await (await app.request(`/my/${"T".repeat(43)}?key=BKEY&closed=1`, {}, env)).text();
    expect(html).toContain(assets.loader.code);
    expect(html).not.toContain(assets.customerPush.js);
    expect(html).not.toContain(assets.customerPush.loader.code);
  });
});

describe("the daily clean-up of expired customers' phones", () => {
  const day = 86_400_000;
  const now = new Date("2026-12-15T13:00:00Z");

  async function withPhone(status: string, closedDaysAgo: number | null, createdDaysAgo = 60) {
    const { request } = await customerRequest({ status, createdAt: new Date(now.getTime() - createdDaysAgo * day) });
    // Stored as the opt-in stores it (the route itself refuses a page whose links have expired by the real clock).
    const { subscription } = await makeDevice();
    await saveCustomerSubscription(db, request.id, { endpoint: subscription.endpoint, ...subscription.keys });
    if (closedDaysAgo !== null)
      await env.DB.prepare(
        "INSERT INTO quote_status_changes (quote_request_id, from_status, to_status, changed_by, changed_at) VALUES (?, 'scheduled', ?, 'owner', ?)",
      )
        .bind(request.id, status, now.getTime() - closedDaysAgo * day)
        .run();
    return request.id;
  }

  it("deletes the phones of requests closed more than 30 days ago, and keeps the rest", async () => {
    const expired = [await withPhone("completed", 31), await withPhone("declined", 30.5), await withPhone("declined", null, 45)];
    const kept = [await withPhone("completed", 29), await withPhone("scheduled", null), await withPhone("declined", 2, 400)];
    expect(await deleteExpiredCustomerPhones(db, now)).toBe(expired.length);
    for (const id of expired) expect(await phonesOf(id), id).toEqual([]);
    for (const id of kept) expect(await phonesOf(id), id).toHaveLength(1);
  });
});
