// Owner passwords: PBKDF2-SHA256 through WebCrypto, stored as a self-describing string
// "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>" so the cost can be raised later without
// breaking existing hashes. Shared by the Worker and scripts/owner-create.mjs (Node's webcrypto):
// keep this file free of Worker-only APIs and non-erasable TypeScript.

/** The Workers runtime refuses more than 100,000 PBKDF2 iterations. */
export const PBKDF2_ITERATIONS = 100_000;
export const MIN_PASSWORD_LENGTH = 12;
/** Longer inputs only cost CPU: nobody types a 256-character password. */
export const MAX_PASSWORD_LENGTH = 256;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing reveals nothing about the hash. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function parse(stored: string) {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || rest.length || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return null;
  try {
    const salt = fromBase64(saltText ?? "");
    const hash = fromBase64(hashText ?? "");
    return salt.length && hash.length === HASH_BITS / 8 ? { iterations, salt, hash } : null;
  } catch {
    return null;
  }
}

/** False for a wrong password and for any stored value that is not a well-formed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  return constantTimeEqual(await derive(password, parsed.salt, parsed.iterations), parsed.hash);
}

/** A hash nobody's password matches: verified against when the username is unknown, so both cases cost the same. */
export const DECOY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/** Usernames are compared case-insensitively: stored and looked up in lower case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();
export const USERNAME_PATTERN = /^[a-z0-9._@-]{1,64}$/;
