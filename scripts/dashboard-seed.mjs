// A year of made-up leads for the dashboard: requests with their status history and landing
// pages, sources and UTM tags, per-day call-tap counters, and (issue 33) the quotes of the requests
// that got that far and the completed jobs with their amounts, loads and review asks, written as one SQL file and run
// with `wrangler d1 execute --local` (seconds for 10,000 requests). Deterministic for a given seed.
// Used by npm run bench:dashboard; run directly to look at the dashboard with data:
//   node scripts/dashboard-seed.mjs --persist-to .wrangler/tmp-dash [--requests 10000]
// Run it while no server uses that folder (a write from outside can make the server's queries fail).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { cityRoutes, serviceRoutes } from "../tools/site-routes.mjs";

const root = new URL("..", import.meta.url).pathname;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: a small seeded generator, so every run builds the same data set. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const houstonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" });
const literal = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

const services = [
  ["junk-removal", 5],
  ["moving-services", 3],
  ["cleanout-services", 2],
  ["demo-removal", 1],
];
const english = (path) => !path.startsWith("/es/");
const landings = [
  ["/", 8],
  ...serviceRoutes.filter(english).map((p) => [p, 2]),
  ...cityRoutes.filter(english).map((p, i) => [p, 3 - (i % 3)]),
  ["/es/", 2],
  ["/es/spring-tx", 1],
  ["/es/conroe-tx", 1],
];
const visits = [
  { weight: 9, source: "search", host: () => "www.google.com" },
  { weight: 2, source: "search", host: () => "www.bing.com" },
  { weight: 5, source: "direct", host: () => null },
  { weight: 3, source: "social", host: () => "l.facebook.com" },
  { weight: 1, source: "social", host: () => "nextdoor.com" },
  { weight: 2, source: "referral", host: () => "www.yelp-like-directory.example" },
  { weight: 2, source: "campaign", host: () => null, utm: ["flyer", "print", "spring-cleanout"] },
  { weight: 1, source: "campaign", host: () => "www.facebook.com", utm: ["facebook", "paid", "movers-ad"] },
];
const finals = [
  ["contacted", 3],
  ["quoted", 3],
  ["scheduled", 2],
  ["completed", 5],
  ["declined", 1],
];

function pick(random, weighted) {
  const total = weighted.reduce((s, w) => s + (w.weight ?? w[1]), 0);
  let r = random() * total;
  for (const w of weighted) if ((r -= w.weight ?? w[1]) < 0) return w.weight ? w : w[0];
  return weighted.at(-1).weight ? weighted.at(-1) : weighted.at(-1)[0];
}

/** The SQL: `requests` requests spread over `days` days before `now`, answered mostly within hours. */
export function dashboardSeedSql({ requests = 10_000, days = 365, now = Date.now(), seed = 16 } = {}) {
  const random = generator(seed);
  const quoteRows = [];
  const changeRows = [];
  // The quotes and jobs draw from a generator of their own, so the requests stay those of earlier seeds.
  const jobs = jobSeed(generator(seed + 33), now);
  for (let i = 0; i < requests; i++) {
    // A business that grows: twice as many requests a day now as a year ago.
    let age;
    do age = random() * days * DAY;
    while (random() > 1 - age / (2 * days * DAY));
    const createdAt = Math.round(now - age);
    const id = crypto.randomUUID();
    const visit = pick(random, visits);
    const landing = random() < 0.1 ? null : pick(random, landings);
    const [utmSource, utmMedium, utmCampaign] = visit.utm ?? [null, null, null];
    const locale = landing?.startsWith("/es/") ? "es" : "en";
    quoteRows.push([
      id,
      "Seed",
      `Lead${i}`,
      "(281) 555-0100",
      `lead${i}@example.com`,
      pick(random, services),
      "77373",
      "Seeded request",
      createdAt,
      landing ?? "/",
      locale,
      landing,
      visit.host(),
      utmSource,
      utmMedium,
      utmCampaign,
      landing ? visit.source : null,
    ]);
    // A first answer after minutes to days (median about five hours); none yet for some recent ones.
    const sinceThen = now - createdAt;
    const delay = Math.round(HOUR * Math.exp(Math.log(5) + 1.3 * gaussian(random)));
    if (delay >= sinceThen || (sinceThen < 3 * DAY && random() < 0.3)) {
      quoteRows.at(-1).push("pending");
      continue;
    }
    // Contacted first; a day later, for most, where it ended up.
    const final = pick(random, finals);
    const moved = final !== "contacted" && createdAt + delay + DAY < now;
    changeRows.push([id, "pending", "contacted", "owner", createdAt + delay]);
    if (moved) changeRows.push([id, "contacted", final, "owner", createdAt + delay + DAY]);
    quoteRows.at(-1).push(moved ? final : "contacted");
    if (moved) jobs.add(id, quoteRows.at(-1)[5], final, createdAt + delay);
  }
  const eventRows = [];
  for (let d = 0; d < days; d++) {
    const day = houstonDay.format(new Date(now - d * DAY));
    for (const [page] of landings) {
      const taps = Math.floor(random() * random() * 4);
      if (taps) eventRows.push([day, page, "call", taps]);
    }
  }
  // 200 rows a statement: D1 refuses statements over 100 KB.
  const inserts = (table, columns, rows, after = "") => {
    const out = [];
    for (let i = 0; i < rows.length; i += 200)
      out.push(
        `INSERT INTO ${table} (${columns}) VALUES\n${rows
          .slice(i, i + 200)
          .map((r) => `(${r.map(literal).join(", ")})`)
          .join(",\n")}${after};`,
      );
    return out.join("\n");
  };
  return [
    inserts(
      "quote_requests",
      "id, first_name, last_name, phone, email, service_type, city_zip, description, created_at, source_page, locale, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, traffic_source, status",
      quoteRows,
    ),
    inserts("quote_status_changes", "quote_request_id, from_status, to_status, changed_by, changed_at", changeRows),
    inserts("quotes", "quote_request_id, version, low_cents, high_cents, included, valid_until, created_by, created_at", jobs.quotes),
    inserts(
      "job_completions",
      "quote_request_id, final_cents, payment_method, work_done, disposal, completed_at, completed_by, updated_at, review_asked_at, review_reminded_at, review_clicked_at, review_clicks",
      jobs.completions,
    ),
    inserts("customer_events", "quote_request_id, kind, detail, at", jobs.events),
    // Days already counted (a second seeding) add up, as beacons would.
    inserts(
      "page_events",
      "day, page, kind, count",
      eventRows,
      " ON CONFLICT (day, page, kind) DO UPDATE SET count = count + excluded.count",
    ),
  ].join("\n");
}

const quoteDollars = {
  "junk-removal": [150, 700],
  "moving-services": [300, 1200],
  "cleanout-services": [400, 1500],
  "demo-removal": [250, 900],
};
const payments = [
  ["cash", 3],
  ["credit-card", 5],
  ["check", 1],
];

/**
 * Issue 33's rows: a quote two hours after the first answer for every request that got as far as
 * quoted; for a completed one, the job a day later at about the quote, where most junk loads went,
 * and the review ask (most asked, some clicked, the rest reminded 3 days on).
 */
function jobSeed(random, now) {
  const out = { quotes: [], completions: [], events: [] };
  const between = (low, high) => low + Math.round(random() * (high - low));
  out.add = (id, service, final, answeredAt) => {
    if (!["quoted", "scheduled", "completed"].includes(final)) return;
    const [low, high] = quoteDollars[service];
    const cents = between(low / 10, high / 10) * 1000;
    out.quotes.push([
      id,
      1,
      cents,
      cents + between(0, 10) * 1000,
      "Labor, loading, hauling and disposal fees",
      "2099-12-31",
      "owner",
      answeredAt + 2 * HOUR,
    ]);
    if (final !== "completed") return;
    const completedAt = answeredAt + DAY;
    const donated = between(0, 50);
    const recycled = between(0, 100 - donated);
    const disposal =
      service !== "moving-services" && random() < 0.7
        ? JSON.stringify({ shares: { donated, recycled, landfill: 100 - donated - recycled } })
        : null;
    const askedAt = random() < 0.9 && completedAt + HOUR < now ? completedAt + HOUR : null;
    const clickedAt = askedAt && random() < 0.45 ? askedAt + between(1, 72) * HOUR : null;
    const remindedAt = askedAt && !clickedAt && askedAt + 3 * DAY < now ? askedAt + 3 * DAY : null;
    out.completions.push([
      id,
      cents + between(-5, 15) * 1000,
      pick(random, payments),
      "Seeded job",
      disposal,
      completedAt,
      "owner",
      completedAt,
      askedAt,
      remindedAt,
      clickedAt && clickedAt < now ? clickedAt : null,
      clickedAt && clickedAt < now ? between(1, 3) : 0,
    ]);
    if (askedAt) out.events.push([id, "review-asked", '{"channels":["page","push"]}', askedAt]);
    if (remindedAt) out.events.push([id, "review-reminded", '{"channels":["push"]}', remindedAt]);
    if (clickedAt && clickedAt < now) out.events.push([id, "review-clicked", null, clickedAt]);
  };
  return out;
}

/** A standard normal draw (Box-Muller). */
function gaussian(random) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Migrates the local database in `persistTo` and adds the data set. */
export function seedDashboard(persistTo, options = {}) {
  const wrangler = `${root}node_modules/.bin/wrangler`;
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    cwd: root,
    env: quietEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const dir = mkdtempSync(join(tmpdir(), "dashboard-seed-"));
  try {
    const file = join(dir, "seed.sql");
    writeFileSync(file, dashboardSeedSql(options));
    execFileSync(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file], {
      cwd: root,
      env: quietEnv,
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { "persist-to": { type: "string" }, requests: { type: "string", default: "10000" } } });
  if (!values["persist-to"]) throw new Error("usage: node scripts/dashboard-seed.mjs --persist-to DIR [--requests N]");
  const started = performance.now();
  seedDashboard(values["persist-to"], { requests: Number(values.requests) });
  console.log(`seeded ${values.requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s into ${values["persist-to"]}`);
}
