// npm run drill:outage: issue 30's "Done when". A local site (fresh database, the production
// configuration); its D1 file is locked from outside for 30 s (scripts/d1-file.mjs) while 20 quote
// requests arrive, one every 1.4 s. Every one must get the normal 201 within 3 s, and all 20 must
// be in D1 within 3 minutes of the lock's release, none twice. Prints each figure; exits 1 if any fails.
// Options: DRILL_LOCK_SECONDS (30), DRILL_REQUESTS (20).
import { rmSync } from "node:fs";
import { startLocalServer } from "./local-server.mjs";
import { countRequests, d1File, lockD1 } from "./d1-file.mjs";

const lockSeconds = Number(process.env.DRILL_LOCK_SECONDS ?? 30);
const requests = Number(process.env.DRILL_REQUESTS ?? 20);
const answerLimitMs = 3_000;
const drainLimitMs = 3 * 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const drill = `drill-${Date.now()}`;

const server = await startLocalServer();
let failed;
try {
  const file = d1File(server.persistTo);
  const release = lockD1(file);
  const lockedAt = Date.now();
  console.log(`D1 file locked (${file.split("/").slice(-1)[0]}) for ${lockSeconds} s; ${requests} requests arrive meanwhile`);
  const gap = ((lockSeconds - 2) * 1000) / requests;
  const answers = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      await sleep(i * gap);
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/quote-requests`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseUrl, "cf-connecting-ip": `10.9.0.${i + 1}` },
        body: JSON.stringify({
          firstName: "Drill",
          lastName: `Visitor ${i + 1}`,
          phone: "(281) 555-0100",
          email: `${drill}+${i + 1}@example.com`,
          serviceType: "junk-removal",
          description: `Outage drill request ${i + 1}: a couch and two chairs.`,
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  await sleep(Math.max(0, lockedAt + lockSeconds * 1000 - Date.now()));
  const during = countRequests(file, `email LIKE '${drill}%'`);
  release();
  const releasedAt = Date.now();
  console.log(`lock released after ${((releasedAt - lockedAt) / 1000).toFixed(1)} s (rows stored while locked: ${during.rows})`);

  let landed = countRequests(file, `email LIKE '${drill}%'`);
  while (landed.rows < requests && Date.now() - releasedAt < drainLimitMs) {
    await sleep(500);
    landed = countRequests(file, `email LIKE '${drill}%'`);
  }
  const drainMs = Date.now() - releasedAt;
  await sleep(5_000); // any late second copy would show now
  landed = countRequests(file, `email LIKE '${drill}%'`);

  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const slowest = times.at(-1);
  console.log(`answers        ${JSON.stringify(statuses)}`);
  console.log(
    `answer time    median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (limit ${answerLimitMs} ms)`,
  );
  console.log(
    `in the inbox   ${landed.rows} of ${requests}, ${(drainMs / 1000).toFixed(1)} s after the release (limit ${drainLimitMs / 1000} s)`,
  );
  console.log(`twice          ${landed.repeats}`);
  failed =
    statuses[201] !== requests || slowest > answerLimitMs || landed.rows !== requests || landed.repeats !== 0 || drainMs > drainLimitMs;
  console.log(failed ? "FAIL" : "OK: every request answered 201 within 3 s, all in the inbox once, within 3 minutes of the release");
} finally {
  await server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
