// A subscription's keys, as the browser's PushSubscription.toJSON() gives them (base64url):
// p256dh, the browser's P-256 public key (an uncompressed point, 65 bytes), and auth, a 16-byte
// secret. Keys that only have the right length would fail at every alert, after the encryption's
// CPU was spent on them; a point off the curve is refused here, once.

/** Strict base64url (padding allowed) to bytes, or null. */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(bare.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

export const isAuthSecret = (auth: string) => base64urlBytes(auth)?.length === 16;

/** Whether p256dh is a point on P-256, uncompressed (0x04, then x and y): WebCrypto's import checks the curve. */
export async function isP256PublicKey(p256dh: string): Promise<boolean> {
  const bytes = base64urlBytes(p256dh);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    await crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}
