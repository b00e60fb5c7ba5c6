// npm run test:scripts (part of npm test): the post-deploy smoke check (scripts/smoke.mjs) against
// the local site (wrangler dev: the scripts' tests' shared one, site.mjs), as CI runs it, so that it stays true. Then against a "broken
// build": a small proxy in front of the same site that breaks one page, one canonical link, one
// share image and the quote form's cross-site guard; the check must fail naming exactly those and
// say how to roll back. And without --url, an empty SITE_URL is refused before anything is asked.
// Every request goes to 127.0.0.1: nothing here reaches the network.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DatabaseSync } from "node:sqlite";
import { d1File } from "../../scripts/d1-file.mjs";
import { siteRoutes } from "../../tools/site-routes.mjs";
import { useSite } from "./site.mjs";

const root = new URL("../..", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "smoke-test-"));
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };

/** Runs the smoke check in its own process (async: the broken-build proxy answers from this one). */
function smoke(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}scripts/smoke.mjs`, ...args], { cwd: root, env: quietEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

/** The table's rows as "check target" → result ("ok" / "FAIL"). */
function results(stdout) {
  const rows = stdout.split("\n").filter((line) => /^(page|share image|sitemap|robots\.txt|admin|quote guard) /.test(line));
  return new Map(rows.map((line) => line.split(/ {2,}/)).map(([check, target, result]) => [`${check} ${target}`, result]));
}

/**
 * The smoke check's own post (scripts/smoke/checks.mjs) as stored, if it ever were: read straight
 * from the site's D1 file (a wrangler call would cost seconds). By its address, as the other tests
 * sharing the site write requests of their own meanwhile.
 */
const smokePostsStored = () => {
  const db = new DatabaseSync(d1File(site.persistTo), { readOnly: true, timeout: 10_000 });
  try {
    return db.prepare("SELECT COUNT(*) AS n FROM quote_requests WHERE email = 'smoke-check@example.com'").get().n;
  } finally {
    db.close();
  }
};

/**
 * The broken build: passes everything through to the local site (Host kept, so its absolute URLs
 * name the proxy) except one service page (500), a Spanish city page's canonical link (removed),
 * a share image (600x315 in its header) and the quote post, whose cross-site headers it swaps for
 * same-origin ones, as a broken guard would let it through.
 */
function brokenBuild(site) {
  return createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers["accept-encoding"]; // plain bodies, so the proxy can edit them
    let edit = null;
    if (req.url === "/moving-services") return res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
    if (req.url === "/es/conroe-tx") edit = (body) => body.toString("utf8").replace(/<link rel="canonical"[^>]*>/, "");
    if (req.url === "/api/og-image/junk-removal") {
      edit = (body) => {
        const png = Buffer.from(body);
        png.writeUInt32BE(600, 16);
        png.writeUInt32BE(315, 20);
        return png;
      };
    }
    if (req.method === "POST" && req.url === "/api/quote-requests") {
      delete headers.origin;
      headers["sec-fetch-site"] = "same-origin";
    }
    const upstream = httpRequest({ host: "127.0.0.1", port: site.port, method: req.method, path: req.url, headers }, (up) => {
      if (!edit) return res.writeHead(up.statusCode, up.headers) && up.pipe(res);
      const chunks = [];
      up.on("data", (chunk) => chunks.push(chunk));
      up.on("end", () => {
        const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = up.headers;
        res.writeHead(up.statusCode, rest).end(edit(Buffer.concat(chunks)));
      });
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

let site;
let proxy;
let proxyUrl;
before(async () => {
  site = await useSite();
  proxy = brokenBuild(site);
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${proxy.address().port}`;
});
after(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("smoke check", () => {
  it("passes against the local site, every page of both languages in its table", async () => {
    const run = await smoke("--url", site.baseUrl);
    assert.equal(run.code, 0, run.output);
    const table = results(run.stdout);
    assert.ok(siteRoutes.includes("/es/") && siteRoutes.length >= 32, "the page list has the Spanish twins");
    for (const path of siteRoutes) assert.equal(table.get(`page ${path}`), "ok", `page ${path}`);
    for (const row of ["share image /api/og-image", "sitemap /sitemap.xml", "robots.txt /robots.txt", "admin /admin"])
      assert.equal(table.get(row), "ok", row);
    assert.equal(table.get("quote guard POST /api/quote-requests"), "ok");
    assert.ok([...table.values()].every((r) => r === "ok"));
    assert.match(run.stdout, new RegExp(`Smoke check of ${site.baseUrl}: all ${table.size} checks passed\\.`));
    assert.doesNotMatch(run.output, /rollback/);
  });

  it("fails against a broken build, naming exactly the broken pages and checks, and says how to roll back", async () => {
    const run = await smoke("--url", proxyUrl);
    assert.equal(run.code, 1, run.output);
    const failed = [...results(run.stdout)].filter(([, r]) => r !== "ok").map(([row]) => row);
    assert.deepEqual(failed.sort(), [
      "page /es/conroe-tx",
      "page /moving-services",
      "quote guard POST /api/quote-requests",
      "share image /api/og-image/junk-removal",
    ]);
    assert.match(run.stdout, /4 of \d+ checks FAILED/);
    assert.match(run.stderr, /- page \/moving-services: status 500, expected 200/);
    assert.match(run.stderr, /- page \/es\/conroe-tx: no canonical link/);
    assert.match(run.stderr, /- share image \/api\/og-image\/junk-removal: 600x315 PNG, expected 1200x630/);
    assert.match(run.stderr, /- quote guard POST \/api\/quote-requests: status 201, expected 403/);
    assert.match(run.stderr, /npx wrangler rollback/);
    // What got through was the smoke check's post, honeypot filled: the site kept nothing of it.
    assert.equal(smokePostsStored(), 0);
  });

  it("refuses to run without --url while SITE_URL is empty, before asking anything", async () => {
    const config = join(work, "wrangler.toml");
    // Only the top level counts: an environment's SITE_URL is not what `wrangler deploy` deploys.
    writeFileSync(config, `name = "x"\n[vars]\nSITE_URL = ""\n\n[env.staging.vars]\nSITE_URL = "${proxyUrl}"\n`);
    const run = await smoke("--config", config);
    assert.equal(run.code, 2, run.output);
    assert.match(run.stderr, /Smoke check refused: no --url given and SITE_URL is empty/);
    assert.doesNotMatch(run.stdout, /check\s+target/);
  });

  it("refuses a URL that is not an origin", async () => {
    const run = await smoke("--url", `${proxyUrl}/es/`);
    assert.equal(run.code, 2, run.output);
    assert.match(run.stderr, /is not an http\(s\) origin without a path/);
  });
});
