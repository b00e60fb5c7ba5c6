// npm run bench:webhook (issue 46): the Stripe webhook's time per event, as Stripe would see it.
// Starts the local site (wrangler dev, its own database, the tests' Stripe settings), seeds N quoted
// requests each with a deposit attempt waiting, then posts N signed checkout.session.completed events
// one after another (each confirms its payment and approves its quote: the real handler's work), then
// the same N again (repeats: recorded once, nothing changed). Prints the median and p99 of each pass,
// and the machine's load. A measurement: nothing here passes or fails on a number.
//   node scripts/bench-webhook.mjs [--events 1000] [--port 8757]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eventOf, signedEvent } from "../tools/stripe-double.ts";
import { testStripeKeys } from "../tools/test-stripe-keys.ts";
import { startLocalServer } from "./local-server.mjs";

const { values } = parseArgs({ options: { events: { type: "string", default: "1000" }, port: { type: "string" } } });
const n = Number(values.events);
const root = new URL("..", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "bench-webhook-"));
const persistTo = join(work, "d1");

const server = await startLocalServer({
  port: values.port ? Number(values.port) : undefined,
  persistTo,
  // Stripe's API is never called by this handler: the host only has to be set.
  vars: { ...testStripeKeys, STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: "9", STRIPE_API_PROTOCOL: "http" },
});
try {
  const now = Date.now();
  const ids = Array.from({ length: n }, (_, i) => ({ request: `bench-r-${i}`, payment: `bench-p-${i}` }));
  // In statements of 200 rows: D1 refuses a statement over 100 KB.
  const chunks = Array.from({ length: Math.ceil(n / 200) }, (_, c) =>
    ids.slice(c * 200, c * 200 + 200).map((x) => ({ ...x, i: ids.indexOf(x) })),
  );
  const rows = (chunk, f) => chunk.map(f).join(",\n");
  const sql = chunks
    .flatMap((chunk) => [
      `INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, status, created_at) VALUES ${rows(chunk, (x) => `('${x.request}', 'Bench', 'Customer', '2815550100', 'bench@example.com', 'junk-removal', 'x', 'quoted', ${now})`)};`,
      `INSERT INTO quotes (quote_request_id, version, low_cents, high_cents, included, valid_until, created_by, created_at) VALUES ${rows(chunk, (x) => `('${x.request}', 1, 18000, 24000, 'Labor', '2099-12-31', 'owner', ${now})`)};`,
      `INSERT INTO payments (id, quote_request_id, kind, quote_version, amount_cents, capture, status, checkout_session_id, attempt, created_at, updated_at) VALUES ${rows(chunk, (x) => `('${x.payment}', '${x.request}', 'deposit', 1, 5000, 'automatic', 'open', 'cs_test_bench${x.i}', 1, ${now}, ${now})`)};`,
    ])
    .join("\n");
  const file = join(work, "seed.sql");
  writeFileSync(file, sql);
  execFileSync(join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });

  const events = await Promise.all(
    ids.map((x, i) =>
      signedEvent(
        testStripeKeys.STRIPE_WEBHOOK_SECRET,
        eventOf("checkout.session.completed", {
          id: `cs_test_bench${i}`,
          object: "checkout.session",
          status: "complete",
          payment_status: "paid",
          amount_total: 5000,
          currency: "usd",
          payment_intent: `pi_test_bench${i}`,
          metadata: { quote_request_id: x.request, payment_id: x.payment, quote_version: "1", kind: "deposit" },
        }),
      ),
    ),
  );
  const post = async ({ payload, signature }) => {
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, outcome: body.outcome };
  };
  const pass = async (label) => {
    const times = [];
    const outcomes = {};
    for (const e of events) {
      const { ms, outcome } = await post(e);
      times.push(ms);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    console.log(
      `${label}: ${n} events, median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${JSON.stringify(outcomes)})`,
    );
  };
  const load = () =>
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} on ${cpus().length} cores`;
  console.log(`before: ${load()}`);
  await pass("first delivery (confirms the deposit, approves the quote)");
  await pass("repeat delivery (recorded once: nothing changes)");
  console.log(`after: ${load()}`);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
