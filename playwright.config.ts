// npm run test:e2e: the browser tests in e2e/ under @playwright/test, against the site started by
// webServer (wrangler dev on a free loopback port with its own fresh local D1, removed afterwards),
// in the system Chromium with the flags the audit uses too (tools/browser.mjs).
import { defineConfig } from "@playwright/test";
import { freePort } from "./scripts/local-server.mjs";
import { chromiumFlags, chromiumPath, desktop } from "./tools/browser.mjs";
import { testStripeKeys } from "./tools/test-stripe-keys";
import { testVapidKeys } from "./tools/test-vapid-keys";

// The config is loaded again in every worker: the port is chosen once, in the runner, and reaches
// the workers through the environment they inherit (as does the database folder, which the owner
// tests write to with wrangler).
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
process.env.E2E_PERSIST_TO ??= `.wrangler/e2e-${port}`;
const baseURL = `http://127.0.0.1:${port}`;
// The customers' notifications go to a push service; offline, the browser tests run their own on
// this port (e2e/push-receiver.ts). The site runs the e2e entry (--env e2e: test/e2e-worker.ts), which
// sends the pushes for the tests' stand-in endpoints there; the deployed entry has no such detour.
while (!process.env.E2E_PUSH_PORT || process.env.E2E_PUSH_PORT === String(port)) process.env.E2E_PUSH_PORT = String(await freePort());
const pushTestOrigin = `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`;
// Issue 46: the site's Stripe client goes to the tests' Stripe double (e2e/stripe-double-server.ts) on
// this port; with no deposit rule saved (every test but the payment journeys), no deposit is offered.
while (!process.env.E2E_STRIPE_PORT || [String(port), process.env.E2E_PUSH_PORT].includes(process.env.E2E_STRIPE_PORT))
  process.env.E2E_STRIPE_PORT = String(await freePort());
const stripeTestVars = {
  ...testStripeKeys,
  STRIPE_API_HOST: "127.0.0.1",
  STRIPE_API_PORT: process.env.E2E_STRIPE_PORT,
  STRIPE_API_PROTOCOL: "http",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // The machines have two cores (Playwright's default would be one worker), shared with the server.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more, with a trace; one that then passes is reported as flaky
  // (counted and named in .ci/run's output), so a load-only hiccup on a busy two-core machine
  // does not hide behind a green line, nor turn a sound change red.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "reports/playwright-results",
  reporter: [
    ["list"],
    ["html", { outputFolder: "reports/playwright", open: "never" }],
    // .ci/run reads the counts from here.
    ["json", { outputFile: "reports/playwright.json" }],
  ],
  use: {
    ...desktop,
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // Traces cost a sixth of the run's time on these two cores: ask for them when a failure needs
    // one (npx playwright test --trace retain-on-failure). A failure keeps its screenshot anyway.
    screenshot: "only-on-failure",
    trace: "on-first-retry",
  },
  projects: [
    // Writes the owner inbox's test data to D1 while no test talks to the server (e2e/owner-data.ts).
    { name: "owner data", testMatch: "owner-data.setup.ts" },
    { name: "chromium", testMatch: "**/*.test.ts", dependencies: ["owner data"] },
    // Issue 31: the owner's price book in force (every test above runs with none, as a new site has),
    // saved while no test talks to the server; then the tests of what prices show (*.prices.ts).
    { name: "prices data", testMatch: "prices-data.setup.ts", dependencies: ["chromium"] },
    { name: "prices", testMatch: "**/*.prices.ts", dependencies: ["prices data"] },
    // Issue 46: the owner's deposit rule in force (every test above runs with none), saved while no test
    // talks to the server; then the payment journeys (*.payments.ts) against the Stripe double.
    { name: "payments data", testMatch: "payments-data.setup.ts", dependencies: ["prices"] },
    { name: "payments", testMatch: "**/*.payments.ts", dependencies: ["payments data"] },
    // Locks the site's D1 file (issue 30): after every other test, so that none meets the outage.
    { name: "database outage", testMatch: "**/*.outage.ts", dependencies: ["payments"] },
  ],
  webServer: {
    command: [
      "node scripts/local-server.mjs",
      `--port ${port}`,
      `--persist-to ${process.env.E2E_PERSIST_TO}`,
      "--env e2e",
      ...Object.entries(testVapidKeys).map(([name, value]) => `--var ${name}:${value}`),
      `--var PUSH_TEST_ORIGIN:${pushTestOrigin}`,
      ...Object.entries(stripeTestVars).map(([name, value]) => `--var ${name}:${value}`),
    ].join(" "),
    url: baseURL,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the script stop wrangler and remove the database folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
