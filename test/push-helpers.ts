import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { call, ORIGIN } from "./admin-helpers";

// A fake push service for the worker tests: it receives what the Worker POSTs, checks the VAPID
// signature, and decrypts the aes128gcm body (RFC 8188/8291) with the subscription's private key,
// as the browser would. Nothing is trusted from the library under test.

const enc = new TextEncoder();
const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const unb64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const hkdf = async (salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) =>
  new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt, info },
      await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]),
      bytes * 8,
    ),
  );

// A real push service's host (only those are accepted, src/push/services.ts); fetch to it is faked here.
export const PUSH_HOST = "fcm.googleapis.com";

/** A browser's subscription: its own ECDH key pair and auth secret, as PushManager.subscribe() makes. */
export async function makeDevice(name = crypto.randomUUID()) {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const subscription = { endpoint: `https://${PUSH_HOST}/fcm/send/${name}`, keys: { p256dh: b64url(publicRaw), auth: b64url(auth) } };
  return { subscription, privateKey: pair.privateKey, publicRaw, auth };
}
export type Device = Awaited<ReturnType<typeof makeDevice>>;

/** RFC 8291 section 3 and RFC 8188: the receiving browser's side. Throws if anything is off. */
export async function decryptPush(device: Device, body: Uint8Array) {
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idlen = body[20]!;
  const senderPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  if (idlen !== 65 || ciphertext.length > rs) throw new Error(`unexpected header: idlen ${idlen}, rs ${rs}`);
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm, device.privateKey, 256),
  );
  const ikm = await hkdf(device.auth, ecdh, concat(enc.encode("WebPush: info\0"), device.publicRaw, senderPublic), 32);
  const cek = await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // One record, so the last: data, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return JSON.parse(new TextDecoder().decode(padded.slice(0, end))) as { title: string; body: string; url: string; tag: string };
}

/** RFC 8292: "vapid t=<JWT>, k=<public key>", the JWT signed by the configured VAPID key, for this origin. */
async function checkVapid(authorization: string | null, endpoint: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!m) throw new Error(`bad Authorization: ${authorization}`);
  if (m[2] !== env.VAPID_PUBLIC_KEY) throw new Error("k is not the configured VAPID public key");
  const [h, p, s] = m[1]!.split(".") as [string, string, string];
  const key = await crypto.subtle.importKey("raw", unb64url(m[2]!), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  if (!(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, unb64url(s), enc.encode(`${h}.${p}`))))
    throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(new TextDecoder().decode(unb64url(p))) as { aud: string; exp: number; sub: string };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  if (claims.exp * 1000 <= Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error(`exp ${claims.exp}`);
}

export type Received = { endpoint: string; at: number; payload: Awaited<ReturnType<typeof decryptPush>>; headers: Record<string, string> };

/**
 * Replaces fetch for the fake push service's host: each device answers `status` (201 by default) after
 * `delayMs`; every other URL goes to the real fetch. Received pushes are decrypted and listed.
 */
export function fakePushService(devices: Device[], opts: { status?: (endpoint: string) => number; delayMs?: number } = {}) {
  const received: Received[] = [];
  const errors: unknown[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (new URL(req.url).host !== PUSH_HOST) return realFetch(input, init);
    const at = Date.now();
    try {
      const device = devices.find((d) => d.subscription.endpoint === req.url);
      if (!device) throw new Error(`push for an unknown endpoint ${req.url}`);
      // workerd's Request drops Content-Encoding (it would decode the body), so read what was sent.
      const sent = new Headers(init?.headers);
      if (sent.get("content-encoding") !== "aes128gcm") throw new Error("Content-Encoding must be aes128gcm");
      await checkVapid(req.headers.get("authorization"), req.url);
      const payload = await decryptPush(device, new Uint8Array(await req.arrayBuffer()));
      // Plain data only: objects made in the Worker's request context are not for the test's.
      received.push({ endpoint: req.url, at, payload, headers: Object.fromEntries(sent) });
    } catch (err) {
      errors.push(err);
    }
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    return new Response(null, { status: opts.status?.(req.url) ?? 201 });
  });
  return {
    received,
    errors,
    restore: () => spy.mockRestore(),
    /**
     * Resolves once `n` pushes (good or bad) have arrived, or rejects after `ms`. It polls from the
     * test's own context: a promise resolved from the Worker's waitUntil (another request context
     * in workerd) once left the test's next await hanging for ever.
     */
    until: async (n: number, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (received.length + errors.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${received.length + errors.length} of ${n} pushes arrived`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

export const countSubscriptions = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions").first<{ n: number }>())!.n;

/** Turns lead alerts on for a device, as the owner's browser does, signed in with `cookie`; expects 201. */
export async function subscribeDevice(cookie: string, device: Device) {
  const res = await call("/api/push/subscribe", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(device.subscription),
  });
  expect(res.status).toBe(201);
}
