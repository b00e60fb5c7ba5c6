// npm run test:scripts (part of npm test): `npm run setup` as the person setting up a real business
// runs it, against a stand-in wrangler first on PATH (fake-wrangler/, which keeps a pretend account
// and records every call; nothing contacts Cloudflare). Each test works on a copy of wrangler.toml
// and src/config/business.ts in a folder of its own, the clone's migrations beside them.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createECDH } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { verifyPassword } from "../../src/auth/password.ts";
import { deployProblems } from "../../scripts/deploy-guard/problems.ts";

const root = new URL("../..", import.meta.url).pathname;
const fakeBin = join(root, "test/scripts/fake-wrangler");
const work = mkdtempSync(join(tmpdir(), "setup-test-"));
after(() => rmSync(work, { recursive: true, force: true }));

const PASSWORD = "correct-horse-battery";
const account = { id: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", name: "Acme Hauling" };
let projects = 0;

/** A fresh clone's files and a pretend account (logged in, one account, nothing created). */
function project(accountState = {}) {
  const dir = join(work, `p${++projects}`);
  mkdirSync(join(dir, "src/config"), { recursive: true });
  copyFileSync(join(root, "wrangler.toml"), join(dir, "wrangler.toml"));
  copyFileSync(join(root, "src/config/business.ts"), join(dir, "src/config/business.ts"));
  symlinkSync(join(root, "migrations"), join(dir, "migrations"));
  const state = join(dir, "account.json");
  const initial = {
    loggedIn: true,
    email: "maria@acmehauling.com",
    accounts: [account],
    databases: [],
    buckets: [],
    queues: [],
    workers: {},
  };
  writeFileSync(state, JSON.stringify({ ...initial, ...accountState }));
  return { dir, state };
}

function setup({ dir, state }, args, { input = "", env = {} } = {}) {
  const environment = { ...process.env, PATH: `${fakeBin}:${process.env.PATH}`, FAKE_WRANGLER_STATE: state, ...env };
  for (const name of ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", ...(env.OWNER_PASSWORD ? [] : ["OWNER_PASSWORD"])])
    if (!(name in env)) delete environment[name];
  const run = spawnSync(process.execPath, [join(root, "scripts/setup.mjs"), ...args], {
    cwd: dir,
    env: environment,
    input,
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const calls = ({ state }) =>
  existsSync(`${state}.calls.jsonl`)
    ? readFileSync(`${state}.calls.jsonl`, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];
const commands = (list) => list.map((c) => c.args.filter((a) => !a.startsWith("INSERT") && !a.startsWith("SELECT")).join(" "));
const account_ = ({ state }) => JSON.parse(readFileSync(state, "utf8"));
const files = ({ dir }) => ({
  toml: readFileSync(join(dir, "wrangler.toml"), "utf8"),
  business: readFileSync(join(dir, "src/config/business.ts"), "utf8"),
});
const original = () => ({
  toml: readFileSync(join(root, "wrangler.toml"), "utf8"),
  business: readFileSync(join(root, "src/config/business.ts"), "utf8"),
});
const topLevel = (toml, key) => new RegExp(`^${key} = "([^"]*)"`, "m").exec(toml.split(/^\[\[?env\./m)[0])?.[1];
/** The written business.ts, loaded as the Worker would load it. */
async function businessOf(p) {
  const copy = join(p.dir, `business-${Date.now()}-${Math.random()}.ts`);
  copyFileSync(join(p.dir, "src/config/business.ts"), copy);
  return (await import(copy)).business;
}

const answers = {
  "site-url": "https://www.acmehauling.com",
  name: "Acme Hauling & Moving",
  "short-name": "Acme Hauling",
  phone: "832-555-2671",
  email: "Hello@AcmeHauling.com",
  address: "Tomball, tx 77375",
  txdmv: "006123456c",
  usdot: "1234567",
  "reviews-url": "https://g.page/r/CabcDEF123xyz/review",
  facebook: "https://www.facebook.com/acmehauling",
  x: "none",
  instagram: "https://www.instagram.com/acmehauling",
  youtube: "https://www.youtube.com/@acmehauling",
  tiktok: "none",
  pinterest: "https://www.pinterest.com/acmehauling",
  owner: "Maria",
};
const flags = (values) => Object.entries(values).flatMap(([flag, value]) => [`--${flag}`, value]);
const unattended = ["--yes", ...flags(answers)];
const withPassword = { env: { OWNER_PASSWORD: PASSWORD } };

async function assertSetUp(p) {
  const { toml, business: source } = files(p);
  const [database] = account_(p).databases;
  assert.equal(topLevel(toml, "database_id"), database.uuid, "the created database's id is written at the top level");
  assert.equal(topLevel(toml, "SITE_URL"), "https://www.acmehauling.com");
  assert.equal(topLevel(toml, "VAPID_SUBJECT"), "mailto:hello@acmehauling.com");
  // The secret is the private half of the public key written: derive one from the other.
  const secret = account_(p).workers["spring-junk-removal"].secrets.VAPID_PRIVATE_KEY;
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(secret, "base64url"));
  assert.equal(topLevel(toml, "VAPID_PUBLIC_KEY"), ecdh.getPublicKey().toString("base64url"));
  // The local-only environments keep their placeholders; only the deployed top level changed.
  const original = readFileSync(join(root, "wrangler.toml"), "utf8");
  assert.equal(toml.slice(toml.search(/^\[env\./m)), original.slice(original.search(/^\[env\./m)));

  const business = await businessOf(p);
  assert.equal(business.name, "Acme Hauling & Moving");
  assert.equal(business.shortName, "Acme Hauling");
  assert.equal(business.phone, "(832) 555-2671");
  assert.equal(business.phoneE164, "+18325552671");
  assert.equal(business.email, "hello@acmehauling.com");
  assert.deepEqual(business.address, { locality: "Tomball", region: "TX", postalCode: "77375", country: "US" });
  assert.deepEqual(business.licences, { txdmv: "006123456C", usdot: "1234567" });
  assert.equal(business.reviewsUrl, "https://g.page/r/CabcDEF123xyz/review");
  assert.deepEqual(
    business.social.map((s) => [s.network, s.url, s.inFooter]),
    [
      ["Facebook", "https://www.facebook.com/acmehauling", true],
      ["Instagram", "https://www.instagram.com/acmehauling", true],
      ["YouTube", "https://www.youtube.com/@acmehauling", true],
      ["Pinterest", "https://www.pinterest.com/acmehauling", false],
    ],
  );
  assert.match(source, /^\/\/ The business facts, in one place/, "the file's comments are kept");
  assert.deepEqual(deployProblems(toml, business.licences, business.reviewsUrl), [], "the deploy guard has nothing left to refuse");

  assert.deepEqual(account_(p).buckets, ["spring-junk-removal-quote-photos", "spring-junk-removal-backups"]);
  assert.deepEqual(account_(p).queues, ["spring-junk-removal-kept-requests", "spring-junk-removal-kept-requests-dead"]);
  const migrations = readdirSync(join(root, "migrations")).filter((f) => f.endsWith(".sql"));
  assert.deepEqual(database.migrations, migrations.sort(), "every migration applied remotely");
  const [owner] = database.users;
  assert.equal(owner.username, "maria");
  assert.ok(await verifyPassword(PASSWORD, owner.password), "the owner signs in with the password given");
}

describe("npm run setup, unattended with flags", () => {
  const p = project();
  let first;

  it("creates every resource, writes the files and the first owner, and is ready to deploy", async () => {
    first = setup(p, unattended, withPassword);
    assert.equal(first.status, 0, first.output);
    assert.deepEqual(commands(calls(p)), [
      "whoami --json",
      "d1 list --json",
      "d1 create spring-junk-removal",
      "d1 list --json",
      "r2 bucket info spring-junk-removal-quote-photos --json",
      "r2 bucket create spring-junk-removal-quote-photos",
      "r2 bucket info spring-junk-removal-backups --json",
      "r2 bucket create spring-junk-removal-backups",
      "queues info spring-junk-removal-kept-requests",
      "queues create spring-junk-removal-kept-requests",
      "queues info spring-junk-removal-kept-requests-dead",
      "queues create spring-junk-removal-kept-requests-dead",
      "secret put VAPID_PRIVATE_KEY",
      "d1 migrations apply DB --remote",
      "d1 execute DB --remote --json --command",
      "d1 execute DB --remote --json --command",
    ]);
    await assertSetUp(p);
    assert.match(first.output, /not deployed: `npm run deploy`/);
    assert.doesNotMatch(first.output, new RegExp(PASSWORD), "the password is never printed");
    assert.doesNotMatch(JSON.stringify(calls(p)), new RegExp(PASSWORD), "nor sent to wrangler");
  });

  it("run again, changes nothing: no file, no resource, no secret, no owner", () => {
    const before = files(p);
    const callsBefore = calls(p).length;
    const again = setup(p, unattended, withPassword);
    assert.equal(again.status, 0, again.output);
    assert.deepEqual(files(p), before);
    const second = commands(calls(p).slice(callsBefore));
    assert.deepEqual(
      second.filter((c) => /create|put|INSERT|deploy$/.test(c)),
      [],
    );
    assert.equal(
      calls(p)
        .slice(callsBefore)
        .filter((c) => c.args.some((a) => a.startsWith("INSERT"))).length,
      0,
    );
    assert.match(again.output, /nothing needed changing/);
    // And without a single flag: everything is set, so nothing is asked either.
    const bare = setup(p, ["--yes"]);
    assert.equal(bare.status, 0, bare.output);
    assert.deepEqual(files(p), before);
  });
});

describe("npm run setup, interactive (answers on standard input)", () => {
  it("asks what is missing, refuses a bad answer and asks again, then writes the same as the flags do", async () => {
    const p = project();
    const lines = [
      "http://www.acmehauling.com", // refused: not https
      answers["site-url"],
      answers.name,
      answers["short-name"],
      "(281) 555-0147", // refused: the template's fictional number
      answers.phone,
      answers.email,
      answers.address,
      "12345", // refused: no C
      answers.txdmv,
      answers.usdot,
      answers["reviews-url"],
      answers.facebook,
      answers.x,
      "https://www.facebook.com/acmehauling", // refused for Instagram
      answers.instagram,
      answers.youtube,
      answers.tiktok,
      answers.pinterest,
      "", // the push contact: the business e-mail offered
      answers.owner,
      "short", // refused: too short a password
      PASSWORD,
      "n", // do not deploy now
    ];
    const run = setup(p, [], { input: `${lines.join("\n")}\n` });
    assert.equal(run.status, 0, run.output);
    assert.match(run.output, /SITE_URL "http:\/\/www\.acmehauling\.com" must start with https:\/\//);
    assert.match(run.output, /555-01xx number, reserved for fiction/);
    assert.match(run.output, /TxDMV certificate number "12345C?"|TxDMV certificate number "12345" .* is not digits followed by C/);
    assert.match(run.output, /"https:\/\/www\.facebook\.com\/acmehauling" is not on Instagram \(instagram\.com\)/);
    assert.match(run.output, /at least 12 characters/);
    assert.match(run.output, /E-mail push services may write to about the alerts \[hello@acmehauling\.com\]/);
    await assertSetUp(p);

    // A second interactive run has only the deploy question left to ask.
    const before = files(p);
    const again = setup(p, [], { input: "n\n" });
    assert.equal(again.status, 0, again.output);
    assert.deepEqual(files(p), before);
    assert.match(again.output, /nothing needed changing/);
  });

  it("stops, naming the flag, when the input ends before an answer", () => {
    const p = project();
    const run = setup(p, [], { input: `${answers["site-url"]}\n` });
    assert.equal(run.status, 1);
    assert.match(run.output, /no answer to "Business name, as customers know it": pass --name/);
    assert.deepEqual(files(p), original());
    assert.equal(account_(p).databases.length, 0, "nothing created before every question is answered");
  });
});

describe("npm run setup refuses", () => {
  const refusals = [
    [{ "site-url": "http://www.acmehauling.com" }, /--site-url: SITE_URL "http:\/\/www\.acmehauling\.com" must start with https:\/\//],
    [{ "site-url": "https://www.acmehauling.com/home" }, /--site-url: .* must be an origin only/],
    [{ phone: "555-2671" }, /--phone: "555-2671" is not a 10-digit US phone number/],
    [{ phone: "(281) 555-0147" }, /--phone: .* reserved for fiction/],
    [{ phone: "(132) 555-2671" }, /--phone: .* area code and exchange cannot start with 0 or 1/],
    [{ email: "hello@" }, /--email: "hello@" is not an e-mail address/],
    [{ address: "Tomball TX" }, /--address: "Tomball TX" is not a city, state and ZIP code/],
    [{ txdmv: "000000000C" }, /--txdmv: The TxDMV certificate number is still the placeholder/],
    [{ txdmv: "ABC123" }, /--txdmv: The TxDMV certificate number "ABC123" .* is not digits followed by C/],
    [{ usdot: "12-34" }, /--usdot: The USDOT number "12-34" .* is not 1 to 8 digits/],
    [
      { "reviews-url": "https://g.page/r/REPLACE-WITH-YOUR-REVIEW-CODE/review" },
      /--reviews-url: The Google review link is still the placeholder/,
    ],
    [{ "reviews-url": "http://g.page/r/abc/review" }, /--reviews-url: The Google review link .* is not an https:\/\/ link/],
    [{ facebook: "https://www.instagram.com/acme" }, /--facebook: "https:\/\/www\.instagram\.com\/acme" is not on Facebook/],
    [{ youtube: "https://www.youtube.com/" }, /--youtube: .* is YouTube's home page/],
    [{ name: 'Acme "Best" Hauling' }, /--name: The business name may not contain quotes/],
    [{ owner: "Maria Lopez" }, /--owner: The username may use letters, digits/],
    [{ "push-contact": "mailto:nobody" }, /--push-contact: "nobody" is not an e-mail address/],
    [{ "stripe-key": "pk_live_51HxYzAbCdEfGhIj" }, /--stripe-key: A Stripe secret key starts sk_live_/],
  ];
  for (const [bad, message] of refusals) {
    const [flag, value] = Object.entries(bad)[0];
    it(`--${flag} ${JSON.stringify(value)}: exit 1, the reason, nothing contacted or written`, () => {
      const p = project();
      const run = setup(p, ["--yes", ...flags({ ...answers, ...bad })], withPassword);
      assert.equal(run.status, 1, run.output);
      assert.match(run.output, message);
      assert.match(run.output, /nothing was changed/);
      assert.deepEqual(calls(p), [], "wrangler was not called");
      assert.deepEqual(files(p), original());
    });
  }

  it("a password shorter than 12 characters in OWNER_PASSWORD", () => {
    const p = project();
    const run = setup(p, unattended, { env: { OWNER_PASSWORD: "short" } });
    assert.equal(run.status, 1);
    assert.match(run.output, /OWNER_PASSWORD: The password must have at least 12 characters/);
    assert.deepEqual(calls(p), []);
  });

  it("an unknown flag, with the usage", () => {
    const run = setup(project(), ["--phone-number", "8325552671"]);
    assert.equal(run.status, 1);
    assert.match(run.output, /Unknown option '--phone-number'[\s\S]*Usage: npm run setup/);
  });

  it("without a wrangler login: says how to log in, creates and writes nothing", () => {
    const p = project({ loggedIn: false });
    const run = setup(p, unattended, withPassword);
    assert.equal(run.status, 1);
    assert.match(run.output, /wrangler is not logged in\. Run `npx wrangler login`/);
    assert.deepEqual(commands(calls(p)), ["whoami --json"]);
    assert.deepEqual(files(p), original());
  });

  it("--yes with a question nothing answers: names the flag, before creating anything", () => {
    const p = project();
    const { txdmv: _txdmv, ...rest } = answers;
    const run = setup(p, ["--yes", ...flags(rest)], withPassword);
    assert.equal(run.status, 1);
    assert.match(run.output, /--yes: nothing answers "TxDMV certificate number, like "006123456C"". Pass --txdmv\./);
    assert.deepEqual(commands(calls(p)), ["whoami --json"]);
    assert.deepEqual(files(p), original());
  });
});

describe("a login that reaches several accounts", () => {
  const second = { id: "ffeeddccbbaa99887766554433221100", name: "Someone else" };

  it("writes the chosen account_id, so every later wrangler call (and deploy) uses it", () => {
    const p = project({ accounts: [second, account] });
    const run = setup(p, [...unattended, "--account-id", account.id], withPassword);
    assert.equal(run.status, 0, run.output);
    assert.equal(topLevel(files(p).toml, "account_id"), account.id);
    assert.equal(account_(p).databases.length, 1);
  });

  it("refuses an id the login does not reach", () => {
    const p = project({ accounts: [second, account] });
    const run = setup(p, [...unattended, "--account-id", "0000"], withPassword);
    assert.equal(run.status, 1);
    assert.match(run.output, new RegExp(`--account-id: Not one of: ${second.id}, ${account.id}`));
    assert.equal(account_(p).databases.length, 0);
  });
});
