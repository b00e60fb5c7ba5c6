import Stripe from "stripe";

// The Stripe double (issue 46): the few endpoints the site uses, as Stripe answers them, for both
// suites: the worker tests call `handle` in-process in place of fetch (test/stripe-helpers.ts), the
// browser tests serve it over HTTP beside the site (e2e/stripe-double-server.ts). Web APIs only.
//
// It checks what it receives as Stripe would not always but the site must: a secret key, an
// Idempotency-Key on every POST (a key reused with other parameters is Stripe's idempotency_error,
// the same parameters replay the first answer), integer cents, currency usd, and metadata naming
// the request. It records every call (`received`) for tests to assert on, and serves a stand-in
// checkout page, /pay/<session id>, whose Pay sends the signed webhook and then redirects to the
// session's success_url (Cancel: to its cancel_url).

export type Received = { method: string; path: string; idempotencyKey: string | null; params: Params };
type Params = { [key: string]: string | Params | Params[] | string[] };
type Json = Record<string, unknown>;

export type Session = Json & {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
};
export type Intent = Json & {
  id: string;
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: string;
  metadata: Record<string, string>;
};

export type DoubleOptions = {
  webhookSecret: string;
  /** The origin the stand-in checkout URLs name (the double's own, as the browser reaches it). */
  publicOrigin: string;
  /** Where Pay posts the signed webhook (the site's /api/stripe/webhook); none: the caller posts it. */
  webhookUrl?: string;
};

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const signer = new Stripe("sk_test_signer", { httpClient: Stripe.createFetchHttpClient() });
const newId = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;

/** Stripe's form encoding back to nested objects: a[b][0][c]=1. */
export function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Params = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return out;
}

const stripeError = (status: number, type: string, message: string, param?: string) =>
  Response.json({ error: { type, message, ...(param ? { param } : {}) } }, { status });

/** Signs an event as Stripe does (t=…,v1=…) with the webhook's secret; timestamp in seconds, now by default. */
export async function signedEvent(secret: string, event: Json, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2);
  const signature = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider,
    ...(timestamp ? { timestamp } : {}),
  });
  return { payload, signature };
}

export function eventOf(type: string, object: Json): Json {
  return {
    id: newId("evt"),
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function createStripeDouble(options: DoubleOptions) {
  const received: Received[] = [];
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const refunds: Json[] = [];
  const keys = new Map<string, { params: string; response: { status: number; body: unknown } }>();
  /**
   * down: every API call answers a 500 (Stripe down). holdWebhooks: Pay keeps its signed events until
   * `deliver()` (a browser test shows the page back from Checkout before the webhook arrives).
   */
  const state = { down: false, holdWebhooks: false };
  const held: { payload: string; signature: string }[] = [];

  async function post(signed: { payload: string; signature: string }[]) {
    for (const { payload, signature } of signed)
      await fetch(options.webhookUrl!, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
  }
  /** Sends the events Pay held back (state.holdWebhooks), in order. */
  async function deliver() {
    await post(held.splice(0));
  }

  function checkAmount(value: unknown, param: string) {
    const n = Number(value);
    return typeof value === "string" && /^\d+$/.test(value) && Number.isSafeInteger(n) && n >= 50
      ? null
      : stripeError(400, "invalid_request_error", `Invalid integer: ${String(value)}`, param);
  }

  function createSession(p: Params): Response {
    const items = p.line_items as Params | undefined;
    const item = items?.["0"] as Params | undefined;
    const price = item?.price_data as Params | undefined;
    const metadata = (p.metadata ?? {}) as Record<string, string>;
    if (p.mode !== "payment") return stripeError(400, "invalid_request_error", "mode must be payment", "mode");
    if (!price || price.currency !== "usd")
      return stripeError(400, "invalid_request_error", "currency must be usd", "line_items[0][price_data][currency]");
    const bad = checkAmount(price.unit_amount, "line_items[0][price_data][unit_amount]");
    if (bad) return bad;
    if (item?.quantity !== "1") return stripeError(400, "invalid_request_error", "quantity must be 1", "line_items[0][quantity]");
    if (!metadata.quote_request_id || !metadata.payment_id)
      return stripeError(400, "invalid_request_error", "metadata must name the request and payment", "metadata");
    if (typeof p.success_url !== "string" || typeof p.cancel_url !== "string")
      return stripeError(400, "invalid_request_error", "success_url and cancel_url are required", "success_url");
    const intentData = (p.payment_intent_data ?? {}) as Params;
    const id = newId("cs");
    const session: Session = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(price.unit_amount),
      currency: "usd",
      locale: (p.locale as string) ?? null,
      client_reference_id: (p.client_reference_id as string) ?? null,
      metadata,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      url: `${options.publicOrigin}/pay/${id}`,
      payment_intent: null,
      allowed_payment_method_types: p.allowed_payment_method_types ? Object.values(p.allowed_payment_method_types as Params) : null,
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      // Kept for the stand-in page and the intent it makes on Pay.
      line_item_name: ((price.product_data as Params | undefined)?.name as string) ?? "",
      capture_method: (intentData.capture_method as string) ?? "automatic",
      intent_metadata: (intentData.metadata ?? {}) as Record<string, string>,
    };
    sessions.set(id, session);
    return Response.json(session);
  }

  function publicSession(s: Session) {
    const { line_item_name: _n, capture_method: _c, intent_metadata: _m, ...rest } = s;
    return rest;
  }

  async function api(request: Request, path: string): Promise<Response> {
    if (!/^Bearer sk_(test|live)_\w+$/.test(request.headers.get("authorization") ?? ""))
      return stripeError(401, "invalid_request_error", "You did not provide an API key.");
    const body = request.method === "POST" ? await request.text() : "";
    const params = request.method === "POST" ? parseForm(body) : parseForm(new URL(request.url).search.slice(1));
    const idempotencyKey = request.headers.get("idempotency-key");
    received.push({ method: request.method, path, idempotencyKey, params });
    if (state.down) return stripeError(500, "api_error", "The double is down (a test asked it to be).");
    if (request.method === "POST") {
      if (!idempotencyKey)
        return stripeError(400, "invalid_request_error", "The site sends an Idempotency-Key on every POST (the double insists).");
      const seen = keys.get(idempotencyKey);
      const fingerprint = `${path} ${body}`;
      if (seen && seen.params !== fingerprint)
        return stripeError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      if (seen) return Response.json(seen.response.body, { status: seen.response.status, headers: { "idempotent-replayed": "true" } });
      const response = await route(request.method, path, params);
      if (response.status < 500)
        keys.set(idempotencyKey, { params: fingerprint, response: { status: response.status, body: await response.clone().json() } });
      return response;
    }
    return route(request.method, path, params);
  }

  async function route(method: string, path: string, p: Params): Promise<Response> {
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(p);
    if (method === "GET" && (m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path))) {
      const s = sessions.get(m[1]!);
      if (!s) return stripeError(404, "invalid_request_error", `No such checkout.session: '${m[1]}'`, "id");
      const expand = Object.values((p.expand ?? {}) as Params);
      const intent = expand.includes("payment_intent") && s.payment_intent ? intents.get(s.payment_intent) : undefined;
      return Response.json({ ...publicSession(s), ...(intent ? { payment_intent: intent } : {}) });
    }
    if (method === "POST" && (m = /^\/v1\/payment_intents\/(\w+)\/(capture|cancel)$/.exec(path))) {
      const pi = intents.get(m[1]!);
      if (!pi) return stripeError(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, "id");
      if (pi.status !== "requires_capture")
        return stripeError(
          400,
          "invalid_request_error",
          `This PaymentIntent could not be ${m[2] === "capture" ? "captured" : "canceled"} because it has a status of ${pi.status}.`,
        );
      if (m[2] === "cancel") {
        Object.assign(pi, { status: "canceled", amount_capturable: 0, cancellation_reason: (p.cancellation_reason as string) ?? null });
        return Response.json(pi);
      }
      const amount = p.amount_to_capture === undefined ? pi.amount_capturable : Number(p.amount_to_capture);
      if (p.amount_to_capture !== undefined && checkAmount(p.amount_to_capture, "amount_to_capture"))
        return checkAmount(p.amount_to_capture, "amount_to_capture")!;
      if (amount > pi.amount_capturable)
        return stripeError(
          400,
          "invalid_request_error",
          "The amount to capture must be less than or equal to the amount capturable.",
          "amount_to_capture",
        );
      Object.assign(pi, { status: "succeeded", amount_received: amount, amount_capturable: 0 });
      return Response.json(pi);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const pi = intents.get(p.payment_intent as string);
      if (!pi)
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${JSON.stringify(p.payment_intent ?? null)}'`,
          "payment_intent",
        );
      const already = refunds.filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + (r.amount as number), 0);
      const amount = p.amount === undefined ? pi.amount_received - already : Number(p.amount);
      if (p.amount !== undefined && checkAmount(p.amount, "amount")) return checkAmount(p.amount, "amount")!;
      if (amount + already > pi.amount_received)
        return stripeError(
          400,
          "invalid_request_error",
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`,
          "amount",
        );
      const refund = {
        id: newId("re"),
        object: "refund",
        amount,
        currency: "usd",
        payment_intent: pi.id,
        status: "succeeded",
        reason: (p.reason as string) ?? null,
        metadata: p.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      return Response.json(refund);
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * The customer pays on the stand-in page: the session completes, its PaymentIntent is made (held
   * for a manual capture), and the events Stripe would send are returned, signed.
   */
  async function pay(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s || s.status !== "open") return null;
    const manual = s.capture_method === "manual";
    const intent: Intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: s.amount_total,
      amount_capturable: manual ? s.amount_total : 0,
      amount_received: manual ? 0 : s.amount_total,
      capture_method: manual ? "manual" : "automatic_async",
      currency: "usd",
      status: manual ? "requires_capture" : "succeeded",
      metadata: s.intent_metadata as Record<string, string>,
    };
    intents.set(intent.id, intent);
    Object.assign(s, { status: "complete", payment_status: manual ? "unpaid" : "paid", payment_intent: intent.id });
    const events = [eventOf("checkout.session.completed", publicSession(s))];
    if (manual) events.push(eventOf("payment_intent.amount_capturable_updated", intent));
    return Promise.all(events.map((e) => signedEvent(options.webhookSecret, e)));
  }

  /** The session lapses unpaid (Stripe's 24 hours): its signed checkout.session.expired. */
  async function expire(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s || s.status !== "open") return null;
    s.status = "expired";
    return signedEvent(options.webhookSecret, eventOf("checkout.session.expired", publicSession(s)));
  }

  async function page(request: Request, path: string): Promise<Response> {
    const m = /^\/pay\/(\w+)(?:\/(pay|cancel))?$/.exec(path)!;
    const s = sessions.get(m[1]!);
    if (!s) return new Response("No such checkout session", { status: 404 });
    if (request.method === "GET") return new Response(checkoutPage(s), { headers: { "content-type": "text/html; charset=utf-8" } });
    if (m[2] === "cancel") return Response.redirect(s.cancel_url, 303);
    const signed = await pay(s.id);
    if (signed && options.webhookUrl) {
      if (state.holdWebhooks) held.push(...signed);
      else await post(signed);
    }
    return Response.redirect(s.success_url, 303);
  }

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/v1/")) return api(request, path);
    if (path.startsWith("/pay/")) return page(request, path);
    return new Response("Not found", { status: 404 });
  }

  return { handle, received, sessions, intents, refunds, state, pay, expire, deliver };
}

export type StripeDouble = ReturnType<typeof createStripeDouble>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(s: Session) {
  const amount = `$${(s.amount_total / 100).toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stand-in checkout</title><link rel="icon" href="data:,"></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p>Stand-in Stripe Checkout (tests only)</p><h1>${escapeHtml(String(s.line_item_name))}</h1><p data-amount>${amount}</p>
<form method="post" action="/pay/${s.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${s.id}/cancel"><button type="submit">Cancel</button></form></body></html>`;
}
