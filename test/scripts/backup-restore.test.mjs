// npm run test:scripts (part of npm test): the restore command against real local storage, as an
// owner would run it. The Worker (the scripts' tests' shared local site, site.mjs) takes the nightly
// snapshot of a seeded database; the file is fetched from the local backup bucket with wrangler,
// restored with `npm run backup:restore` into an empty folder, and every table must read back equal.
// Also: a non-empty target is refused unless --force, a snapshot from newer code and a damaged file
// are refused, nothing written; a --force restore that fails half-way leaves the target as it was; a snapshot taken before a column was renamed restores into the renamed column. The tables are seeded and read straight from the D1 files (node:sqlite,
// scripts/d1-file.mjs): each wrangler call costs seconds, and only the restore itself is under test.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { after, before, describe, it } from "node:test";
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { d1File } from "../../scripts/d1-file.mjs";
import { useSite } from "./site.mjs";

const root = new URL("../..", import.meta.url).pathname;
const wrangler = `${root}node_modules/.bin/wrangler`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
const work = mkdtempSync(join(tmpdir(), "restore-test-"));
const file = join(work, "snapshot.jsonl.gz");

/** Rows of a query on the D1 database kept under `dir`, as plain objects. */
function sql(dir, statement) {
  const db = new DatabaseSync(d1File(dir), { readOnly: true, timeout: 10_000 });
  try {
    return db
      .prepare(statement)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}
const restore = (...args) =>
  spawnSync(process.execPath, [`${root}scripts/backup-restore.mjs`, "--from", file, ...args], {
    cwd: root,
    env: quietEnv,
    encoding: "utf8",
  });
const tables = ["users", "quote_requests", "quote_notes", "quote_status_changes", "quote_photos", "page_events", "page_event_visits"];
const everyRow = (dir) => Object.fromEntries(tables.map((t) => [t, sql(dir, `SELECT * FROM ${t} ORDER BY 1, 2`)]));

let site;
before(async () => {
  site = await useSite();
  const db = new DatabaseSync(d1File(site.persistTo), { timeout: 10_000 });
  db.exec(`INSERT INTO users (id, username, password, role) VALUES ('u1', 'owner', 'pbkdf2-sha256$x', 'owner'), ('u2', 'sam', 'pbkdf2-sha256$y', 'staff');
INSERT INTO quote_requests (id, first_name, last_name, phone, email, service_type, description, photo_urls, status, booked_date, booked_window, created_at)
VALUES ('q1', 'Ann', 'O''Neil', '(281) 555-0100', 'a@example.com', 'junk-removal', 'Sofa "big"
two lines, línea 🛋️', '["photos/p1"]', 'scheduled', '2026-11-25', '09-11', 1763600000000),
       ('q2', 'Bo', 'Li', '(281) 555-0101', 'b@example.com', 'moving-services', 'Move', '[]', 'pending', NULL, NULL, 1763600001000);
INSERT INTO quote_photos (key, quote_request_id, content_type, bytes, width, height, uploaded_at) VALUES ('photos/p1', 'q1', 'image/jpeg', 3, 1, 1, 1763600000000);
INSERT INTO quote_notes (quote_request_id, author, body, created_at) VALUES ('q1', 'owner', 'called, left voicemail', 1763600002000);
INSERT INTO quote_status_changes (quote_request_id, from_status, to_status, changed_by, changed_at) VALUES ('q1', 'pending', 'scheduled', 'owner', 1763600003000);
INSERT INTO page_event_visits (day, page, kind, visit_hash) VALUES ('2026-11-20', '/', 'call', 'h1'), ('2026-11-20', '/', 'call', 'h2');`);
  db.close();
  // The Worker takes the snapshot from its own Cron Trigger, in the background: fetched once it is there.
  const res = await fetch(`${site.baseUrl}/__scheduled?cron=30+8+*+*+*`);
  assert.equal(res.status, 200);
  const key = `spring-junk-removal-backups/snapshots/${houstonToday()}.jsonl.gz`;
  const get = () =>
    spawnSync(wrangler, ["r2", "object", "get", key, "--local", "--persist-to", site.persistTo, "--file", file], {
      cwd: root,
      env: quietEnv,
      encoding: "utf8",
    });
  const deadline = Date.now() + 30_000;
  for (let got = get(); got.status !== 0; got = get()) {
    if (Date.now() > deadline) throw new Error(`no snapshot in the backup bucket: ${got.stderr}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});
after(async () => {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A snapshot's lines (its manifest last, untouched) as the code before migration 0018 wrote them. */
/** Tables a snapshot of that code had not: confirmation_codes (0018), and issue 46's payments (0020). */
const newerTables = new Set(["confirmation_codes", "deposit_rules", "payments", "refunds", "stripe_events"]);

function asBefore0018(lines) {
  const out = [];
  let table = null;
  let dropColumn = -1;
  for (const line of lines.slice(0, -1)) {
    if (line.startsWith('{"table":')) {
      const header = JSON.parse(line);
      table = header.table;
      if (newerTables.has(table)) continue;
      dropColumn = table === "quote_requests" ? header.columns.indexOf("content_fingerprint") : -1;
      if (table === "quote_requests")
        header.columns = header.columns
          .filter((c) => c !== "content_fingerprint")
          .map((c) => (c === "idempotency_key_hash" ? "idempotency_key" : c));
      out.push(JSON.stringify(header));
    } else if (!newerTables.has(table)) {
      if (dropColumn < 0) out.push(line);
      else out.push(JSON.stringify(JSON.parse(line).filter((_, i) => i !== dropColumn)));
    }
  }
  return [...out, lines.at(-1)];
}

function houstonToday() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
}

describe("npm run backup:restore", () => {
  it("restores the snapshot into an empty database, every row equal, and checks counts and checksum", () => {
    const target = join(work, "restored");
    const result = restore("--persist-to", target);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /Restored the snapshot of .* 10 rows .* Row counts and checksum match the manifest\./);
    assert.match(result.stdout, /refer to 1 photo/);
    assert.deepEqual(everyRow(target), everyRow(site.persistTo));
    // The trigger did not count the restored call-tap visits a second time.
    assert.deepEqual(sql(target, "SELECT count FROM page_events"), [{ count: 2 }]);

    const again = restore("--persist-to", target);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /is not empty \(users: 2, quote_requests: 2,.*add --force/);
    const forced = restore("--persist-to", target, "--force");
    assert.equal(forced.status, 0, forced.stderr);
    assert.deepEqual(everyRow(target), everyRow(site.persistTo));
  });

  it("restores a snapshot taken before migration 0017 renamed side_effect_failures.request_id, its values in trace_id", () => {
    const text = gunzipSync(readFileSync(file)).toString();
    // The same snapshot as the code before 0017 wrote it: the old column's name, one failure recorded,
    // and nothing of 0018 (no confirmation_codes, quote_requests' idempotency_key by its old name and
    // no content_fingerprint; the seeded requests have no key, so 0018 changes none of their values).
    const lines = asBefore0018(text.trimEnd().split("\n"));
    const tablesBefore0018 = Object.fromEntries(
      Object.entries(JSON.parse(lines.at(-1)).manifest.tables).filter(([table]) => !newerTables.has(table)),
    );
    const manifest = { ...JSON.parse(lines.at(-1)).manifest, tables: tablesBefore0018 };
    // Nor had that code quote_requests.opened_at (migrations/0019): the column and its values out of the table's lines.
    const requests = lines.findIndex((line) => line.startsWith('{"table":"quote_requests"'));
    const requestsHeader = JSON.parse(lines[requests]);
    const opened = requestsHeader.columns.indexOf("opened_at");
    requestsHeader.columns.splice(opened, 1);
    lines[requests] = JSON.stringify(requestsHeader);
    for (let i = requests + 1; i < lines.length - 1 && !lines[i].startsWith('{"table"'); i++) {
      const values = JSON.parse(lines[i]);
      values.splice(opened, 1);
      lines[i] = JSON.stringify(values);
    }
    const at = lines.findIndex((line) => line.startsWith('{"table":"side_effect_failures"'));
    const header = JSON.parse(lines[at]);
    header.columns = header.columns.map((c) => (c === "trace_id" ? "request_id" : c));
    const row = header.columns.map(
      (c) =>
        ({ id: 1, kind: "lead-email", request_id: "8e4f0c2a9b1d3e57-DFW", error: "Error: refused", failed_at: 1763600004000 })[c] ?? null,
    );
    const data = [...lines.slice(0, at), JSON.stringify(header), JSON.stringify(row), ...lines.slice(at + 1, -1)].join("\n") + "\n";
    const old = {
      ...manifest,
      migration: "0016_after_the_job.sql",
      tables: { ...manifest.tables, side_effect_failures: manifest.tables.side_effect_failures + 1 },
      sha256: createHash("sha256").update(data).digest("hex"),
      bytes: Buffer.byteLength(data),
    };
    writeFileSync(file, gzipSync(`${data}${JSON.stringify({ manifest: old })}\n`));
    const target = join(work, "before-0017");
    const result = restore("--persist-to", target);
    writeFileSync(file, gzipSync(text));
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(sql(target, "SELECT kind, trace_id, error FROM side_effect_failures"), [
      { kind: "lead-email", trace_id: "8e4f0c2a9b1d3e57-DFW", error: "Error: refused" },
    ]);
    assert.deepEqual(everyRow(target), everyRow(site.persistTo));
  });

  it("a --force restore that fails half-way leaves the database as it was: the rows go in as one transaction", () => {
    const text = gunzipSync(readFileSync(file)).toString();
    const target = join(work, "half-way");
    assert.equal(restore("--persist-to", target).status, 0);
    // The target's own state, unlike the snapshot's: a renamed customer and a note of its own.
    const db = new DatabaseSync(d1File(target), { timeout: 10_000 });
    db.exec(`UPDATE quote_requests SET first_name = 'Annie' WHERE id = 'q1';
INSERT INTO quote_notes (quote_request_id, author, body, created_at) VALUES ('q2', 'sam', 'kept', 1763600009000);`);
    db.close();
    const before = everyRow(target);
    const triggers = () => sql(target, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name");
    const triggersBefore = triggers();

    // Over 4 MB of notes (more than one batch of the old restore), then a note whose id repeats.
    const lines = text.trimEnd().split("\n");
    const manifest = JSON.parse(lines.at(-1)).manifest;
    const at = lines.findIndex((line) => line.startsWith('{"table":"quote_notes"'));
    const header = JSON.parse(lines[at]);
    const next = lines.findIndex((line, i) => i > at && line.startsWith('{"table":'));
    const note = (id) =>
      JSON.stringify(
        header.columns.map(
          (c) =>
            ({ id, quote_request_id: "q1", author: "owner", body: `note ${id} `.padEnd(1000, "x"), created_at: 1763600010000 + id })[c],
        ),
      );
    const notes = Array.from({ length: 4500 }, (_, i) => note(100 + i));
    const data = [...lines.slice(0, next), ...notes, note(100), ...lines.slice(next, -1)].join("\n") + "\n";
    const broken = {
      ...manifest,
      tables: { ...manifest.tables, quote_notes: manifest.tables.quote_notes + notes.length + 1 },
      sha256: createHash("sha256").update(data).digest("hex"),
      bytes: Buffer.byteLength(data),
    };
    writeFileSync(file, gzipSync(`${data}${JSON.stringify({ manifest: broken })}\n`));
    const result = restore("--persist-to", target, "--force");
    writeFileSync(file, gzipSync(text));
    assert.equal(result.status, 1);
    assert.deepEqual(everyRow(target), before);
    assert.deepEqual(triggers(), triggersBefore);
    assert.match(
      result.stderr,
      /writing the rows failed and was rolled back: .* is as it was before\.[\s\S]*UNIQUE constraint failed: quote_notes\.id/,
    );
  });

  it("refuses a snapshot from newer code, and a damaged file, before writing anything", () => {
    const text = gunzipSync(readFileSync(file)).toString();
    const lines = text.trimEnd().split("\n");
    const manifest = JSON.parse(lines.at(-1)).manifest;
    writeFileSync(
      file,
      gzipSync([...lines.slice(0, -1), JSON.stringify({ manifest: { ...manifest, migration: "9999_future.sql" } })].join("\n") + "\n"),
    );
    const target = join(work, "refused");
    const newer = restore("--persist-to", target);
    assert.equal(newer.status, 1);
    assert.match(newer.stderr, /taken at migration 9999_future\.sql, newer than this code's \d{4}_/);

    writeFileSync(file, gzipSync(text.replace("left voicemail", "left voicemaiL")));
    const damaged = restore("--persist-to", target);
    assert.equal(damaged.status, 1);
    assert.match(damaged.stderr, /checksum does not match its manifest: it is damaged\. Nothing was written\./);
    writeFileSync(file, gzipSync(text));
  });
});
