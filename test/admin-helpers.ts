import { env, exports } from "cloudflare:workers";
import { getDb, schema } from "../src/db";
import type { NewQuoteRequest } from "../src/db/schema";
import { hashPassword } from "../src/auth/password";

// Shared by the admin/auth worker tests: an app client, an owner, a signed-in cookie, seeded quotes.
export const ORIGIN = "http://localhost";
export const db = getDb(env);

export function call(path: string, init: RequestInit & { cookie?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  headers.set("cf-connecting-ip", init.ip ?? "203.0.113.1");
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" }));
}

export function postForm(
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  return call(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers, cookie: init.cookie, ip: init.ip });
}

/**
 * The test owners' hashing cost. The stored hash names its own iteration count, so sign-in verifies
 * these as it verifies a full-cost hash, in a hundredth of the time: about 130 sign-ins across the
 * files would otherwise spend seconds in PBKDF2. The production cost (100,000) is tested in
 * auth-password.test.ts, with a sign-in against a full-cost hash.
 */
export const TEST_PASSWORD_ITERATIONS = 1_000;

let owners = 0;
export async function createOwner(password = "a long enough password", iterations = TEST_PASSWORD_ITERATIONS) {
  const username = `owner${++owners}-${crypto.randomUUID().slice(0, 6)}`;
  const [user] = await db
    .insert(schema.users)
    .values({ username, password: await hashPassword(password, iterations) })
    .returning();
  return { ...user!, plainPassword: password };
}

export function sessionToken(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
  return header?.split(";")[0]!.slice("__Host-session=".length);
}

/** Signs a fresh owner in and returns the cookie header a browser would send back. */
export async function signedIn(ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const owner = await createOwner();
  const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword }, { ip });
  const token = sessionToken(res);
  if (res.status !== 303 || !token) throw new Error(`sign-in failed: ${res.status}`);
  return { owner, token, cookie: `__Host-session=${token}` };
}

let quotes = 0;
export async function seedRequest(values: Partial<NewQuoteRequest> = {}) {
  quotes++;
  const [row] = await db
    .insert(schema.quoteRequests)
    .values({
      firstName: "Test",
      lastName: `Customer${quotes}`,
      phone: "(281) 555-0100",
      email: `customer${quotes}@example.com`,
      serviceType: "junk-removal",
      description: "Old couch",
      createdAt: new Date(Date.UTC(2026, 0, 1) + quotes * 60_000),
      ...values,
    })
    .returning();
  return row!;
}
