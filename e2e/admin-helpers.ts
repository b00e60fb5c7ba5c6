import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";

// Browser-test helpers for the owner inbox: the real owner:create script against the e2e server's D1.
const root = new URL("..", import.meta.url).pathname;

export function createOwnerWithScript(username: string, password: string) {
  const result = spawnSync(process.execPath, [`${root}scripts/owner-create.mjs`, "--username", username, "--persist-to", persistDir()], {
    cwd: root,
    env: { ...process.env, OWNER_PASSWORD: password },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`owner:create failed: ${result.stderr}`);
  return result.stdout;
}

function wrangler(args: string[]) {
  const result = spawnSync(`${root}node_modules/.bin/wrangler`, args, { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (result.status !== 0) throw new Error(`wrangler ${args[0]} failed: ${result.stderr}`);
}

/** A lead straight into the e2e server's D1, for tests about the owner screens rather than the public form. */
export function seedQuoteInD1(quote: Quote, serviceType = "junk-removal") {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const values = [crypto.randomUUID(), quote.firstName, quote.lastName, quote.phone, quote.email, serviceType, quote.cityZip, quote.details].map(literal);
  const sql = `INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, city_zip, description) VALUES (${values.join(", ")})`;
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistDir(), "--command", sql]);
}

function persistDir() {
  const dir = process.env.E2E_PERSIST_TO;
  if (!dir) throw new Error("E2E_PERSIST_TO is not set: run through npm run test:e2e");
  return dir;
}

export type Quote = { firstName: string; lastName: string; phone: string; email: string; serviceLabel: string; cityZip: string; details: string };

/** Fills the public Request Free Quote form in the home page's contact section, as a visitor would. */
export async function submitQuoteOnPublicForm(page: Page, quote: Quote) {
  const form = page.locator("#contact form");
  await form.getByLabel("First Name").fill(quote.firstName);
  await form.getByLabel("Last Name").fill(quote.lastName);
  await form.getByLabel("Phone").fill(quote.phone);
  await form.getByLabel("Email").fill(quote.email);
  await form.getByLabel("Service Type").selectOption({ label: quote.serviceLabel });
  await form.getByLabel("City or ZIP (optional)").fill(quote.cityZip);
  await form.getByLabel("Project Details").fill(quote.details);
  await form.getByRole("button", { name: "Request Free Quote" }).click();
  await page.getByText("Quote Request Submitted!").first().waitFor();
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
