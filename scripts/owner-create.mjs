// npm run owner:create -- --username NAME [--remote | --persist-to DIR]
// Creates an owner account for the /admin inbox. The password is asked for with hidden input on a
// terminal, or read from OWNER_PASSWORD (for scripts). It is hashed here with the Worker's own
// algorithm (src/auth/password.ts, run by Node 24's type stripping) and inserted with wrangler.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { ownerInsertSql } from "./lib/owner-sql.mjs";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeUsername, USERNAME_PATTERN } from "../src/auth/password.ts";

const root = new URL("..", import.meta.url).pathname;
const usage = "Usage: npm run owner:create -- --username NAME [--remote | --persist-to DIR]";
const fail = (message) => {
  console.error(`owner:create: ${message}`);
  process.exit(1);
};

let values;
try {
  ({ values } = parseArgs({
    options: { username: { type: "string" }, remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
  }));
} catch (err) {
  fail(`${err.message}\n${usage}`);
}
const username = normalizeUsername(values.username ?? "");
if (!username) fail(`--username is required.\n${usage}`);
if (!USERNAME_PATTERN.test(username)) fail("the username may use letters, digits and . _ @ - (at most 64 characters).");
if (values.remote && values["persist-to"]) fail("--remote and --persist-to cannot be used together.");

async function askPassword() {
  if (process.env.OWNER_PASSWORD !== undefined) return process.env.OWNER_PASSWORD;
  if (!process.stdin.isTTY) fail("no terminal to ask for the password: set OWNER_PASSWORD in the environment.");
  const first = await readHiddenLine(`Password for ${username} (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const again = await readHiddenLine("Repeat the password: ");
  if (first !== again) fail("the two passwords differ.");
  return first;
}

const password = await askPassword();
if (password.length < MIN_PASSWORD_LENGTH) fail(`the password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
if (password.length > MAX_PASSWORD_LENGTH) fail(`the password must have at most ${MAX_PASSWORD_LENGTH} characters.`);

const hash = await hashPassword(password);
const sql = ownerInsertSql(username, hash);
const target = values.remote ? ["--remote"] : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
delete env.OWNER_PASSWORD;

try {
  if (!values.remote) {
    // A fresh local database has no tables yet: apply the migrations first (a no-op when up to date).
    execFileSync(`${root}node_modules/.bin/wrangler`, ["d1", "migrations", "apply", "DB", ...target], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
  }
  execFileSync(`${root}node_modules/.bin/wrangler`, ["d1", "execute", "DB", ...target, "--command", sql], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
} catch (err) {
  const output = `${err.stdout ?? ""}${err.stderr ?? ""}`;
  if (/UNIQUE constraint failed: users\.username/.test(output)) fail(`an owner named "${username}" already exists.`);
  fail(`wrangler could not insert the owner:\n${output.replace(/pbkdf2-sha256\$[^']*/g, "<hash>")}`);
}
console.log(`Owner "${username}" created in the ${values.remote ? "remote" : "local"} database. Sign in at /admin.`);

// Reads one line from the terminal without echoing it.
function readHiddenLine(prompt) {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let line = "";
    const done = (result) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      result instanceof Error ? reject(result) : resolve(result);
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(line);
        if (ch === "\u0003") return done(new Error("cancelled"));
        if (ch === "\u007f" || ch === "\b") line = line.slice(0, -1);
        else if (ch >= " ") line += ch;
      }
    };
    stdin.on("data", onData);
  });
}
