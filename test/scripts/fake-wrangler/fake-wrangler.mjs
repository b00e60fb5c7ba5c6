// A stand-in for wrangler for the setup tests: it keeps a pretend Cloudflare account in the JSON
// file FAKE_WRANGLER_STATE, appends every call (arguments, and what a secret received) to
// <state>.calls.jsonl, and answers the commands setup uses as wrangler 4 does: the same JSON shapes,
// the same messages and exit codes for a missing bucket or queue, a Worker not yet uploaded, a
// second account with none chosen. Anything else fails loudly, so setup cannot call what this
// does not know. It reads wrangler.toml in the folder it runs in, as wrangler does.
import { randomUUID } from "node:crypto";
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

const stateFile = process.env.FAKE_WRANGLER_STATE;
if (!stateFile) fail("FAKE_WRANGLER_STATE is not set", 2);
const state = JSON.parse(readFileSync(stateFile, "utf8"));
const args = process.argv.slice(2);
const stdin = args[0] === "secret" && args[1] === "put" ? readFileSync(0, "utf8") : undefined;
appendFileSync(`${stateFile}.calls.jsonl`, `${JSON.stringify({ args, ...(stdin !== undefined && { stdin }) })}\n`);

function fail(message, code = 1) {
  process.stderr.write(`\n✘ [ERROR] ${message}\n\n`);
  process.exit(code);
}
const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));
const out = (text) => process.stdout.write(`${text}\n`);
const toml = () => readFileSync("wrangler.toml", "utf8").split(/^\[\[?env\./m)[0];
const tomlValue = (key) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, "m").exec(toml())?.[1];
const has = (list, name) => list.includes(name);

const [command, sub, third] = args;
if (command === "whoami") {
  if (!state.loggedIn) {
    out(JSON.stringify({ loggedIn: false }));
    process.exit(1);
  }
  out(JSON.stringify({ loggedIn: true, authType: "OAuth Token", email: state.email, accounts: state.accounts }, null, 2));
  process.exit(0);
}
if (!state.loggedIn) fail("You are not authenticated. Please run `wrangler login`.");
if (state.accounts.length > 1 && !process.env.CLOUDFLARE_ACCOUNT_ID && !tomlValue("account_id"))
  fail("More than one account available but unable to select one in non-interactive mode.");

function database() {
  const id = tomlValue("database_id");
  const db = state.databases.find((d) => d.uuid === id);
  if (!db) fail(`Couldn't find DB with id ${id}`);
  return db;
}

switch (`${command} ${sub}`) {
  case "d1 list":
    out(JSON.stringify(state.databases, null, 2));
    break;
  case "d1 create": {
    if (state.databases.some((d) => d.name === third)) fail(`A database with that name already exists [code: 7502]`);
    const db = { uuid: randomUUID(), name: third, created_at: new Date().toISOString(), version: "production", num_tables: 0 };
    state.databases.push(db);
    save();
    out(
      `✅ Successfully created DB '${third}'\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "${third}"\ndatabase_id = "${db.uuid}"`,
    );
    break;
  }
  case "r2 bucket": {
    const name = args[3];
    if (third === "info") {
      if (!has(state.buckets, name)) fail("The specified bucket does not exist.");
      out(JSON.stringify({ name, created: "2026-11-27T00:00:00Z", location: "ENAM", default_storage_class: "Standard" }));
    } else if (third === "create") {
      if (has(state.buckets, name)) fail("The bucket you tried to create already exists, and you own it. [code: 10004]");
      state.buckets.push(name);
      save();
      out(`Creating bucket '${name}'...\n✅ Created bucket '${name}' with default storage class of Standard.`);
    } else fail(`fake wrangler: unknown r2 command ${args.join(" ")}`, 2);
    break;
  }
  case `queues info`:
    if (!has(state.queues, third)) fail(`Queue "${third}" does not exist. To create it, run: wrangler queues create ${third}`);
    out(`Queue Name: ${third}\nQueue ID: ${third}-id\nNumber of Producers: 0\nNumber of Consumers: 0`);
    break;
  case `queues create`:
    if (has(state.queues, third)) fail(`A queue with this name already exists [code: 11009]`);
    state.queues.push(third);
    save();
    out(`🌀 Creating queue '${third}'\n✅ Created queue '${third}'`);
    break;
  case "secret list": {
    const worker = state.workers[tomlValue("name")];
    if (!worker) fail(`Worker "${tomlValue("name")}" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.`);
    out(
      JSON.stringify(
        Object.keys(worker.secrets).map((name) => ({ name, type: "secret_text" })),
        null,
        "  ",
      ),
    );
    break;
  }
  case "secret put": {
    const name = tomlValue("name");
    if (!state.workers[name]) {
      out(`🌀 Creating new Worker "${name}"...`);
      state.workers[name] = { secrets: {}, deploys: 0 };
    }
    state.workers[name].secrets[third] = stdin.trim();
    save();
    out(`✨ Success! Uploaded secret ${third}`);
    break;
  }
  case "d1 migrations": {
    if (third !== "apply" || !args.includes("--remote")) fail(`fake wrangler: only migrations apply --remote, not ${args.join(" ")}`, 2);
    const db = database();
    db.migrations ??= [];
    const pending = readdirSync(tomlValue("migrations_dir") ?? "migrations")
      .filter((f) => f.endsWith(".sql") && !db.migrations.includes(f))
      .sort();
    if (!pending.length) {
      out("✅ No migrations to apply!");
      break;
    }
    db.migrations.push(...pending);
    save();
    out(`Migrations to be applied:\n${pending.map((f) => `│ ${f} │`).join("\n")}\n✅ Applied ${pending.length} migrations.`);
    break;
  }
  case "d1 execute": {
    if (!args.includes("--remote") || !args.includes("--json"))
      fail(`fake wrangler: only execute --remote --json, not ${args.join(" ")}`, 2);
    const db = database();
    if (!db.migrations?.includes("0010_team.sql")) fail("no such column: role: SQLITE_ERROR [code: 7500]");
    const sql = args[args.indexOf("--command") + 1];
    db.users ??= [];
    let results;
    if (/^SELECT COUNT\(\*\) AS owners FROM users WHERE role = 'owner';?$/.test(sql)) {
      results = [{ owners: db.users.filter((u) => u.role === "owner").length }];
    } else {
      const insert = /^INSERT INTO users \(id, username, password\) VALUES \('([^']*)', '([^']*)', '([^']*)'\);$/.exec(sql);
      if (!insert) fail(`fake wrangler: unsupported SQL ${sql}`, 2);
      if (db.users.some((u) => u.username === insert[2])) fail("UNIQUE constraint failed: users.username: SQLITE_CONSTRAINT");
      db.users.push({ id: insert[1], username: insert[2], password: insert[3], role: "owner" });
      results = [];
    }
    save();
    out(JSON.stringify([{ results, success: true, meta: { changes: results.length ? 0 : 1 } }], null, 2));
    break;
  }
  case "deploy undefined": {
    const name = tomlValue("name");
    state.workers[name] ??= { secrets: {}, deploys: 0 };
    state.workers[name].deploys += 1;
    save();
    out(`Uploaded ${name}\nDeployed ${name} triggers\nCurrent Version ID: ${randomUUID()}`);
    break;
  }
  default:
    fail(`fake wrangler: unknown command ${args.join(" ")}`, 2);
}
