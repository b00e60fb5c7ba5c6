// A VAPID key pair for Web Push: a P-256 ECDSA pair made with WebCrypto. The public half is not
// secret (browsers get it to subscribe); the private half signs every push and is a Worker secret.
export async function makeVapidPair() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  return {
    // As the push library wants it (@block65/webcrypto-web-push): the JWK's "d", base64url.
    privateKey: (await crypto.subtle.exportKey("jwk", pair.privateKey)).d,
    // As browsers want it: the raw uncompressed point (0x04 || x || y), base64url.
    publicKey: Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url"),
  };
}
