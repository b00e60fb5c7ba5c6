// npm run bench:outage: issue 30's load run. 5,000 quote requests at concurrency 50 against a local
// site (wrangler.toml's [env.bench], fresh database) whose D1 fails 10% of the requests' calls
// (D1_FAULT_RATE, honoured only on loopback, by the bench entry test/bench-worker.tsx), so about one request in
// ten is kept on the queue and written by its consumer. Then it waits for the queue to drain and
// prints the answers by status, the rows stored, duplicates, and the time to drain. Every request
// must be answered 201 and stored exactly once. Like bench:quotes, every request comes from its own
// visitor (its own CF-Connecting-IP) and carries its own idempotency key, as the form's island sends.
// Options: BENCH_REQUESTS (5000), BENCH_CONCURRENCY (50), BENCH_FAULT_RATE (0.1), BENCH_DRAIN_LIMIT_S (300).
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { startLocalServer } from "./local-server.mjs";
import { countRequests, d1File } from "./d1-file.mjs";

const amount = Number(process.env.BENCH_REQUESTS ?? 5000);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 50);
const faultRate = process.env.BENCH_FAULT_RATE ?? "0.1";
const drainLimitMs = Number(process.env.BENCH_DRAIN_LIMIT_S ?? 300) * 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const server = await startLocalServer({ env: "bench", vars: { D1_FAULT_RATE: faultRate } });
let failed;
try {
  const file = d1File(server.persistTo);
  const where = "email LIKE 'outage+%'";
  let visitors = 0;
  const result = await autocannon({
    url: `${server.baseUrl}/api/quote-requests`,
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    requests: [
      {
        setupRequest: (req) => {
          const n = ++visitors;
          const body = JSON.stringify({
            firstName: "Outage",
            lastName: `Bench ${n}`,
            phone: "(281) 555-0100",
            email: `outage+${n}@example.com`,
            serviceType: "junk-removal",
            cityZip: "77373",
            description: `Outage bench request ${n}: garage cleanout, two sofas and a fridge.`,
            idempotencyKey: crypto.randomUUID(),
          });
          const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...req, body, headers: { ...req.headers, "cf-connecting-ip": ip } };
        },
      },
    ],
    amount,
    connections,
    timeout: 30,
  });
  const answeredAt = Date.now();
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const atOnce = countRequests(file, where).rows;

  let landed = countRequests(file, where);
  while (landed.rows < amount && Date.now() - answeredAt < drainLimitMs) {
    await sleep(500);
    landed = countRequests(file, where);
  }
  const drainMs = Date.now() - answeredAt;
  await sleep(5_000); // a late second copy would show now
  landed = countRequests(file, where);
  const kept = (server.output().match(/kept while the database was down/g) ?? []).length;

  console.log(
    `outage load run: ${amount} POSTs at concurrency ${connections}, D1 failing ${Number(faultRate) * 100}% of the requests' calls`,
  );
  console.log(`  requests/s      ${result.requests.average.toFixed(1)} (${result.duration.toFixed(1)} s)`);
  console.log(`  latency         p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
  console.log(`  answers         ${JSON.stringify(statuses)}   errors ${result.errors}   timeouts ${result.timeouts}`);
  console.log(`  kept on queue   ${kept} (the rest stored at once)`);
  console.log(`  rows            ${atOnce} when the last answer came, ${landed.rows} after draining`);
  console.log(`  duplicates      ${landed.repeats}`);
  console.log(`  time to drain   ${(drainMs / 1000).toFixed(1)} s after the last answer`);
  failed = statuses["201"] !== amount || result.errors > 0 || landed.rows !== amount || landed.repeats !== 0;
  console.log(
    failed ? "FAIL: every request must get 201 and be stored exactly once" : `OK: ${amount} answered 201, ${amount} rows, 0 duplicates`,
  );
} finally {
  await server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
