// npm run setup [-- --flag value ...]: from a clone to a live site. Checks the wrangler login; creates
// or reuses, by the names in wrangler.toml, the D1 database, both R2 buckets and both queues, and
// writes the database's id; asks for SITE_URL and the business's facts that still hold the template's
// placeholders, checks each and writes them where the code reads them (wrangler.toml,
// src/config/business.ts); makes the Web Push key pair and stores its private half as a Worker
// secret; applies the migrations remotely; creates the first owner; and, when asked, deploys and
// runs the smoke check. Safe to run again: it looks before it creates, asks only what is missing and
// writes a file only when its content changes. Every question has a flag; --yes never asks (a
// missing answer stops it, naming the flag). The owner's password is asked, or read from
// OWNER_PASSWORD: never a flag, which would stay in the shell's history.
// It works on the project in the current folder (npm runs it in the project's root).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeUsername, USERNAME_PATTERN } from "../src/auth/password.ts";
import { deployProblems, siteUrlProblem } from "./deploy-guard/problems.ts";
import { makeVapidPair } from "./lib/vapid.mjs";
import { ownerInsertSql } from "./lib/owner-sql.mjs";
import * as cloudflare from "./setup/cloudflare.mjs";
import { BUSINESS_FILE, checkEmail, facts, isTemplateValue, readFacts, writeFacts } from "./setup/facts.mjs";
import { createPrompter, SetupError } from "./setup/prompt.mjs";
import { dashboardSteps, setUpStripe, stripeKeyProblem } from "./setup/stripe.mjs";
import { CONFIG_FILE, readValue, readValues, writeAccountId, writeValue } from "./lib/wrangler-toml.mjs";

const TEMPLATE_PUSH_CONTACT = "mailto:owner@example.com";
const cwd = process.cwd();
const scripts = new URL(".", import.meta.url).pathname;

const options = {
  yes: { type: "boolean", default: false },
  deploy: { type: "boolean" },
  "no-deploy": { type: "boolean", default: false },
  "site-url": { type: "string" },
  "push-contact": { type: "string" },
  "account-id": { type: "string" },
  owner: { type: "string" },
  "stripe-key": { type: "string" },
  help: { type: "boolean", default: false },
  ...Object.fromEntries(facts.map((f) => [f.flag, { type: "string" }])),
};
const usage = `Usage: npm run setup [-- --yes] [--deploy | --no-deploy] [--site-url https://...] [--account-id ID]
  [--owner USERNAME] [--push-contact EMAIL] [--stripe-key sk_live_...] ${facts.map((f) => `[--${f.flag} ...]`).join(" ")}
The owner's password: asked, or OWNER_PASSWORD in the environment. The Stripe secret key (online
deposits): --stripe-key or STRIPE_SECRET_KEY in the environment; without it no deposit is offered. A profile answered "none" is removed.`;

const stop = (message) => {
  console.error(`setup: ${message}`);
  process.exit(1);
};

let flags;
try {
  ({ values: flags } = parseArgs({ options, strict: true }));
} catch (err) {
  stop(`${err.message}\n${usage}`);
}
if (flags.help) {
  console.log(usage);
  process.exit(0);
}
for (const file of [CONFIG_FILE, BUSINESS_FILE])
  if (!existsSync(join(cwd, file))) stop(`no ${file} here: run setup in the project's folder (npm run setup).`);

const read = (file) => readFileSync(join(cwd, file), "utf8");
const originalToml = read(CONFIG_FILE);
const originalBusiness = read(BUSINESS_FILE);
let current;
try {
  current = readFacts(originalBusiness);
} catch (err) {
  stop(err.message);
}

// Checks shared by flags and typed answers, so both refuse the same way.
const checks = {
  "site-url": (v) => {
    const value = v.trim().replace(/\/$/, "");
    const problem = siteUrlProblem(value);
    return problem ? { problem } : { value };
  },
  "push-contact": (v) => {
    const result = checkEmail(v.replace(/^mailto:/i, ""));
    return result.problem ? result : { value: `mailto:${result.value}` };
  },
  owner: (v) => {
    const value = normalizeUsername(v);
    return USERNAME_PATTERN.test(value)
      ? { value }
      : { problem: "The username may use letters, digits and . _ @ - (at most 64 characters)." };
  },
  password: (v) => {
    if (v.length < MIN_PASSWORD_LENGTH) return { problem: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.` };
    if (v.length > MAX_PASSWORD_LENGTH) return { problem: `The password must have at most ${MAX_PASSWORD_LENGTH} characters.` };
    return { value: v };
  },
  ...Object.fromEntries(facts.map((f) => [f.flag, f.check])),
};

// Every flag is checked before anything is contacted or written: a bad one changes nothing.
// (--deploy is a yes/no flag; its check below is for the typed answer to "Deploy now?".)
const refused = Object.entries(checks)
  .filter(([flag]) => flags[flag] !== undefined)
  .map(([flag, check]) => [flag, check(flags[flag])])
  .filter(([, result]) => result.problem)
  .map(([flag, result]) => `--${flag}: ${result.problem}`);
checks.deploy = (v) => (/^(y|yes|n|no)$/i.test(v.trim()) ? { value: v.trim()[0].toLowerCase() } : { problem: 'Answer "y" or "n".' });
if (process.env.OWNER_PASSWORD !== undefined && checks.password(process.env.OWNER_PASSWORD).problem)
  refused.push(`OWNER_PASSWORD: ${checks.password(process.env.OWNER_PASSWORD).problem}`);
if (flags.deploy && flags["no-deploy"]) refused.push("--deploy and --no-deploy cannot be used together.");
if (refused.length) stop(`refused, nothing was changed:\n${refused.map((r) => `  - ${r}`).join("\n")}`);

const prompter = createPrompter();
/** A flag's value, or the answer to its question (never asked under --yes). */
async function answer(flag, question, { fallback, hidden = false } = {}) {
  if (flags[flag] !== undefined) return checks[flag](flags[flag]).value;
  if (flags.yes && fallback !== undefined) return checks[flag](fallback).value;
  if (flags.yes) throw new SetupError(`--yes: nothing answers "${question}". Pass --${flag}.`);
  return prompter.ask({ question, flag, check: checks[flag], fallback, hidden });
}

const done = [];
const step = (text) => console.log(`\n== ${text}`);
const note = (text, changed = false) => {
  console.log(`   ${changed ? "+" : "="} ${text}`);
  if (changed) done.push(text);
};

async function main() {
  step("Cloudflare login");
  const user = cloudflare.whoami(cwd);
  if (!user)
    throw new SetupError(
      "wrangler is not logged in. Run `npx wrangler login` (a browser opens), or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID for a token, then run setup again.",
    );
  note(`logged in${user.email ? ` as ${user.email}` : ""}, ${user.accounts.length} account(s)`);

  let toml = originalToml;
  if (user.accounts.length > 1 && !process.env.CLOUDFLARE_ACCOUNT_ID && readValue(toml, "account_id") === undefined) {
    const ids = user.accounts.map((a) => a.id);
    checks["account-id"] = (v) => (ids.includes(v.trim()) ? { value: v.trim() } : { problem: `Not one of: ${ids.join(", ")}.` });
    if (flags["account-id"] !== undefined && checks["account-id"](flags["account-id"]).problem)
      throw new SetupError(`--account-id: ${checks["account-id"](flags["account-id"]).problem}`);
    user.accounts.forEach((a) => console.log(`   ${a.id}  ${a.name}`));
    const accountId = await answer("account-id", "This login reaches several accounts: the id of the business's");
    toml = writeAccountId(toml, accountId);
    // wrangler.toml is written later, with everything else: until then wrangler takes it from here.
    process.env.CLOUDFLARE_ACCOUNT_ID = accountId;
  }

  step("The site's address and the business's facts");
  let siteUrl = readValue(toml, "SITE_URL") ?? "";
  if (flags["site-url"] !== undefined || siteUrlProblem(siteUrl))
    siteUrl = await answer("site-url", "The site's public address, like https://www.example.com");
  toml = writeValue(toml, "SITE_URL", siteUrl);
  note(`SITE_URL ${siteUrl}`);

  const given = {};
  for (const fact of facts) {
    if (flags[fact.flag] === undefined && !isTemplateValue(fact.key, current[fact.key])) continue;
    given[fact.key] = await answer(fact.flag, fact.question);
  }
  let pushContact = readValue(toml, "VAPID_SUBJECT") ?? "";
  if (flags["push-contact"] !== undefined || pushContact === TEMPLATE_PUSH_CONTACT || !pushContact) {
    const email = given.email ?? current.email;
    pushContact = await answer("push-contact", "E-mail push services may write to about the alerts", { fallback: email });
  }
  toml = writeValue(toml, "VAPID_SUBJECT", pushContact);

  step("Resources (created when missing, else reused)");
  const databaseName = readValue(toml, "database_name");
  const database = cloudflare.ensureDatabase(cwd, databaseName);
  note(`D1 database ${databaseName} (${database.id})${database.created ? " created" : ""}`, database.created);
  toml = writeValue(toml, "database_id", database.id);
  for (const bucket of readValues(toml, "bucket_name")) {
    const { created } = cloudflare.ensureBucket(cwd, bucket);
    note(`R2 bucket ${bucket}${created ? " created" : ""}`, created);
  }
  const queues = [...new Set([...readValues(toml, "queue"), ...readValues(toml, "dead_letter_queue")])];
  for (const queue of queues) {
    const { created } = cloudflare.ensureQueue(cwd, queue);
    note(`queue ${queue}${created ? " created" : ""}`, created);
  }

  step("Web Push keys");
  const publicKey = readValue(toml, "VAPID_PUBLIC_KEY") ?? "";
  if (publicKey && cloudflare.secretNames(cwd).includes("VAPID_PRIVATE_KEY")) {
    note("VAPID_PUBLIC_KEY and the secret VAPID_PRIVATE_KEY are set");
  } else {
    // The private half cannot be read back: without it, a new pair (phones turn alerts on again).
    const pair = await makeVapidPair();
    cloudflare.putSecret(cwd, "VAPID_PRIVATE_KEY", pair.privateKey);
    toml = writeValue(toml, "VAPID_PUBLIC_KEY", pair.publicKey);
    note("new key pair: the secret VAPID_PRIVATE_KEY stored, VAPID_PUBLIC_KEY written", true);
  }

  step("Online deposits (Stripe)");
  const stripeKey = flags["stripe-key"] ?? process.env.STRIPE_SECRET_KEY;
  if (!stripeKey) note("no Stripe key given: no deposit is offered (npm run setup -- --stripe-key sk_live_... turns it on)");
  else {
    const problem = stripeKeyProblem(stripeKey.trim());
    if (problem) throw new SetupError(`--stripe-key: ${problem}`);
    try {
      const told = await setUpStripe({
        key: stripeKey.trim(),
        siteUrl,
        secretNames: cloudflare.secretNames(cwd),
        putSecret: (name, value) => cloudflare.putSecret(cwd, name, value),
      });
      for (const line of told) note(line, true);
    } catch (err) {
      throw new SetupError(`Stripe refused or could not be reached (${err.message}). ${dashboardSteps(siteUrl)}`);
    }
  }

  step("Files");
  const business = writeFacts(originalBusiness, given);
  writeIfChanged(CONFIG_FILE, originalToml, toml);
  writeIfChanged(BUSINESS_FILE, originalBusiness, business);

  step("Database tables (remote migrations)");
  const migrated = cloudflare.applyMigrations(cwd);
  const upToDate = /No migrations to apply/i.test(migrated);
  note(upToDate ? "up to date" : "migrations applied", !upToDate);

  step("The first owner");
  const [{ owners } = { owners: 0 }] = cloudflare.remoteQuery(cwd, "SELECT COUNT(*) AS owners FROM users WHERE role = 'owner';");
  if (Number(owners) > 0) {
    note(`${owners} owner account(s) already`);
  } else {
    const username = await answer("owner", "Username for the first owner (signs in at /admin)");
    const password = process.env.OWNER_PASSWORD ?? (await askPassword());
    cloudflare.remoteQuery(cwd, ownerInsertSql(username, await hashPassword(password)));
    note(`owner ${username} created: sign in at ${siteUrl}/admin`, true);
  }

  // The deploy guard's own checks, on what was just written: setup ends ready for `npm run deploy`.
  const written = readFacts(business);
  const problems = deployProblems(toml, { txdmv: written.txdmv, usdot: written.usdot }, written.reviewsUrl);
  if (problems.length) throw new SetupError(`still not ready to deploy:\n${problems.map((p) => `  - ${p}`).join("\n")}`);

  step("Deploy");
  const deployNow =
    flags.deploy ?? (flags["no-deploy"] || flags.yes ? false : (await answer("deploy", "Deploy now? (y/n)", { fallback: "y" })) === "y");
  if (deployNow) {
    cloudflare.wrangler(cwd, ["deploy"]);
    note("deployed", true);
    const smoke = spawnSync(process.execPath, [join(scripts, "smoke.mjs"), "--url", siteUrl], { cwd, stdio: "inherit" });
    if (smoke.status !== 0) throw new SetupError("the deployed site failed its smoke check (above).");
  } else {
    note("not deployed: `npm run deploy` deploys and checks the live site");
  }
}

async function askPassword() {
  for (;;) {
    const first = await prompter.ask({
      question: `Password for the owner (at least ${MIN_PASSWORD_LENGTH} characters)`,
      flag: "owner",
      check: checks.password,
      hidden: true,
    });
    if (!process.stdin.isTTY) return first;
    const again = await prompter.line("Repeat the password: ", { hidden: true });
    if (again === first) return first;
    console.log("   The two passwords differ.");
  }
}

function writeIfChanged(file, before, after) {
  if (after === before) return note(`${file} unchanged`);
  writeFileSync(join(cwd, file), after);
  note(`${file} written`, true);
}

try {
  await main();
} catch (err) {
  prompter.close();
  if (err instanceof SetupError || err instanceof cloudflare.WranglerError)
    stop(`${err.message}${done.length ? `\nDone before this: ${done.join("; ")}.` : ""}`);
  throw err;
}
prompter.close();

console.log(`
Setup complete: ${done.length ? `${done.length} change(s) this run, marked + above.` : "nothing needed changing."}

Still yours to do (optional, each when you are ready):
  - E-mail: the lead e-mail to you and the customers' booking, reminder and receipt e-mails. Enable
    Email Routing / Email Sending for your domain in the Cloudflare dashboard, then uncomment the
    [[send_email]] blocks in wrangler.toml (the comments there say how) and run npm run types.
  - Testimonials: src/content/entries/testimonials.ts and each language's testimonials.ts: real
    customers' words, with their permission.
  - Photos: the drawings in public/images/ (hero.svg, services/*.svg) can be replaced by photos of
    your own crew and trucks, same names and sizes.
  - Prices (/admin/prices) and jobs per arrival window (/admin/schedule), signed in as the owner.
  - Commit the written files (git diff wrangler.toml src/config/business.ts) so the next deploy keeps them.`);
