// Setup's calls to Cloudflare, all through wrangler (its login, its output): each "ensure" looks
// first and creates only what is missing, so a second run changes nothing. wrangler is found on
// PATH (npm puts the project's own first; the tests put a recording stand-in there), with the
// project's node_modules/.bin as the fallback when the script is run with plain node.
import { spawnSync } from "node:child_process";
import { delimiter } from "node:path";

const projectBin = new URL("../../node_modules/.bin", import.meta.url).pathname;

export class WranglerError extends Error {}

/** Runs `wrangler ...args` in cwd; throws WranglerError with its output unless allowFailure. */
export function wrangler(cwd, args, { input, allowFailure = false } = {}) {
  const env = {
    ...process.env,
    PATH: `${process.env.PATH ?? ""}${delimiter}${projectBin}`,
    WRANGLER_SEND_METRICS: "false",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
  const run = spawnSync("wrangler", args, { cwd, env, input: input ?? "", encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new WranglerError(`could not run wrangler (${run.error.message}). Run npm ci first.`);
  const result = { ok: run.status === 0, stdout: run.stdout, output: `${run.stdout}${run.stderr}` };
  if (!result.ok && !allowFailure) throw new WranglerError(`\`wrangler ${args.join(" ")}\` failed:\n${result.output.trim()}`);
  return result;
}

// wrangler may print a banner or warnings around its JSON: read from the first bracket on.
function json(text) {
  const at = text.search(/[[{]/);
  if (at < 0) throw new WranglerError(`wrangler printed no JSON:\n${text.trim()}`);
  return JSON.parse(text.slice(at));
}

/** The login, or null when wrangler has none. */
export function whoami(cwd) {
  const run = wrangler(cwd, ["whoami", "--json"], { allowFailure: true });
  try {
    const user = json(run.stdout);
    return run.ok && user.loggedIn ? { email: user.email, accounts: user.accounts ?? [] } : null;
  } catch {
    if (run.ok) throw new WranglerError(`\`wrangler whoami --json\` answered something unexpected:\n${run.output.trim()}`);
    return null;
  }
}

/** The D1 database's id: the existing one of that name, or a new one. */
export function ensureDatabase(cwd, name) {
  const find = () => json(wrangler(cwd, ["d1", "list", "--json"]).stdout).find((db) => db.name === name);
  const existing = find();
  if (existing) return { id: existing.uuid, created: false };
  wrangler(cwd, ["d1", "create", name]);
  const made = find();
  if (!made) throw new WranglerError(`wrangler created the database ${name} but does not list it.`);
  return { id: made.uuid, created: true };
}

const missing = (output) => /does not exist|not found|10006|11000/i.test(output);

export function ensureBucket(cwd, name) {
  const info = wrangler(cwd, ["r2", "bucket", "info", name, "--json"], { allowFailure: true });
  if (info.ok) return { created: false };
  if (!missing(info.output)) throw new WranglerError(`could not look up the R2 bucket ${name}:\n${info.output.trim()}`);
  wrangler(cwd, ["r2", "bucket", "create", name]);
  return { created: true };
}

export function ensureQueue(cwd, name) {
  const info = wrangler(cwd, ["queues", "info", name], { allowFailure: true });
  if (info.ok) return { created: false };
  if (!missing(info.output)) throw new WranglerError(`could not look up the queue ${name}:\n${info.output.trim()}`);
  wrangler(cwd, ["queues", "create", name]);
  return { created: true };
}

/** The Worker's secret names; none before the Worker's first upload. */
export function secretNames(cwd) {
  const run = wrangler(cwd, ["secret", "list", "--format", "json"], { allowFailure: true });
  if (!run.ok) {
    if (/not found|does not exist|10007/i.test(run.output)) return [];
    throw new WranglerError(`could not list the Worker's secrets:\n${run.output.trim()}`);
  }
  return json(run.stdout).map((s) => s.name);
}

export function putSecret(cwd, name, value) {
  wrangler(cwd, ["secret", "put", name], { input: `${value}\n` });
}

export function applyMigrations(cwd) {
  return wrangler(cwd, ["d1", "migrations", "apply", "DB", "--remote"]).output;
}

/** One statement on the remote database; its rows. */
export function remoteQuery(cwd, sql) {
  const [first] = json(wrangler(cwd, ["d1", "execute", "DB", "--remote", "--json", "--command", sql]).stdout);
  return first?.results ?? [];
}
