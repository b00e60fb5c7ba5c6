import { createServer, type Server } from "node:http";

// The browser tests' push service (issue 32): it listens where playwright.config.ts told the site
// (PUSH_TEST_ORIGIN, on E2E_PUSH_PORT), takes what the Worker POSTs, and decrypts it (RFC 8291,
// aes128gcm) with the subscription's private key, as a phone's browser would.
//
// The tests' stand-in PushManager hands out endpoints at a real push service's host (the Worker
// takes only those, and signs for them as for any phone), under a path no service uses: the site's
// e2e entry (test/e2e-worker.ts, standInPath) sends what it posts there to this receiver instead.

/** An endpoint of the stand-in PushManager: test/e2e-worker.ts sends its pushes to this receiver. */
export const standInEndpoint = (id: string) => `https://fcm.googleapis.com/e2e-push/${id}`;

export type PushKeys = { privateJwk: JsonWebKey; publicRaw: string; auth: string };
export type Delivered = { path: string; payload: { title: string; body: string; tag?: string } };

type Bytes = Uint8Array<ArrayBuffer>;
const fromB64url = (s: string): Bytes => new Uint8Array(Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64"));
const enc = new TextEncoder();
const concat = (...parts: Uint8Array[]): Bytes => new Uint8Array(Buffer.concat(parts));
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

export async function decrypt(keys: PushKeys, body: Bytes) {
  const salt = body.slice(0, 16);
  const idlen = body[20]!;
  const senderPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  const privateKey = await crypto.subtle.importKey("jwk", keys.privateJwk, { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, privateKey, 256));
  const receiverPublic = fromB64url(keys.publicRaw);
  const ikm = await hkdf(fromB64url(keys.auth), ecdh, concat(enc.encode("WebPush: info\0"), receiverPublic, senderPublic), 32);
  const cek = await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  return JSON.parse(new TextDecoder().decode(padded.slice(0, end))) as Delivered["payload"];
}

/** Listens on E2E_PUSH_PORT; `received` lists the raw posts (path, body) in order. */
export async function startPushReceiver() {
  const received: { path: string; body: Bytes; authorization: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        body: new Uint8Array(Buffer.concat(chunks)),
        authorization: String(req.headers.authorization ?? ""),
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_PUSH_PORT), "127.0.0.1", resolve));
  return { received, origin: `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`, close: () => new Promise((r) => server.close(r)) };
}
