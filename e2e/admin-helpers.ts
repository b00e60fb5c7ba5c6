import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";

// Browser-test helpers for the owner inbox: the real owner:create command and wrangler against the
// e2e server's D1 (playwright.config.ts chooses its folder and passes it on as E2E_PERSIST_TO).
// Only owner-data.setup.ts writes to D1 this way, before the tests run (see owner-data.ts).
const root = new URL("..", import.meta.url).pathname;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };

export type Owner = { username: string; password: string };

export function createOwner(username: string, password: string): Owner {
  const result = spawnSync("npm", ["run", "--silent", "owner:create", "--", "--username", username, "--persist-to", persistDir()], {
    cwd: root,
    env: { ...quietEnv, OWNER_PASSWORD: password },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`owner:create failed: ${result.stderr}`);
  return { username, password };
}

function wrangler(args: string[]) {
  const result = spawnSync(`${root}node_modules/.bin/wrangler`, args, { cwd: root, encoding: "utf8", env: quietEnv });
  if (result.status !== 0) throw new Error(`wrangler ${args[0]} failed: ${result.stderr}`);
}

/** locale: the language of the form it was sent with (stored as 'en' when left out). */
export type Quote = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceLabel: string;
  cityZip: string;
  details: string;
  locale?: "en" | "es";
  /** Received this many hours before the seeding (default: now). */ ageHours?: number;
  /** A known id (default: a random one), for the tests that open the request or its page directly. */
  id?: string;
  /** Booked on this Houston day and window (the status then scheduled, unless `status` says otherwise). */
  booked?: { date: string; window: string };
  status?: string;
};

/** Leads straight into the e2e server's D1: a statement to run with others in one wrangler call (each call starts wrangler: seconds). */
export function quotesSql(quotes: Quote[], serviceType = "junk-removal") {
  const now = Date.now();
  const rows = quotes.map((q) => {
    const status = q.status ?? (q.booked ? "scheduled" : "pending");
    const texts = [
      q.id ?? crypto.randomUUID(),
      q.firstName,
      q.lastName,
      q.phone,
      q.email,
      serviceType,
      q.cityZip,
      q.details,
      q.locale ?? "en",
      status,
    ];
    const booked = q.booked ? [q.booked.date, q.booked.window].map(literal) : ["NULL", "NULL"];
    return `(${[...texts.map(literal), ...booked].join(", ")}, ${Math.round(now - (q.ageHours ?? 0) * 3_600_000)})`;
  });
  return `INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, city_zip, description, locale, status, booked_date, booked_window, created_at) VALUES ${rows.join(", ")}`;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A customer's page link (/my/<token>) to a seeded request: only the token's SHA-256 is stored, as the site stores it. */
export function customerLinkSql(requestId: string, token: string) {
  const hash = createHash("sha256").update(token).digest("hex");
  return `INSERT INTO customer_links (token_hash, quote_request_id, created_at, created_by) VALUES (${literal(hash)}, ${literal(requestId)}, ${Date.now()}, 'customer')`;
}

/** Version 1 of a request's quote, as the owner's Save quote stores it ($ amounts in cents). */
export function quoteSql(requestId: string, q: { lowCents: number; highCents: number; included: string; validUntil: string; by: string }) {
  return `INSERT INTO quotes (quote_request_id, version, low_cents, high_cents, included, valid_until, created_by, created_at) VALUES (${literal(requestId)}, 1, ${q.lowCents}, ${q.highCents}, ${literal(q.included)}, ${literal(q.validUntil)}, ${literal(q.by)}, ${Date.now()})`;
}

/** Runs SQL on the site's D1 from outside the server: only while no test talks to it (owner-data.ts says why). */
export function d1Execute(sql: string) {
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistDir(), "--command", sql]);
}

/** A failed lead e-mail (src/db/failures.ts) an hour ago, with a long error: the inbox's notice on every test's screen. */
export function failureSql() {
  const error = `Error: destination address not verified: ${"a-long-relay-message-".repeat(12)}`;
  return `INSERT INTO side_effect_failures (kind, trace_id, quote_request_id, error, failed_at) VALUES ('lead-email', '0123456789abcdef', NULL, '${error}', ${Date.now() - 3_600_000})`;
}

function persistDir() {
  const dir = process.env.E2E_PERSIST_TO;
  if (!dir) throw new Error("E2E_PERSIST_TO is not set: run through npm run test:e2e (playwright.config.ts sets it)");
  return dir;
}

/** A suffix no other test uses, for names the tests search for. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(page: Page, { username, password }: Owner) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
