// The local D1 database of a site started with --persist-to DIR, as a file another process can
// open (Node 24's node:sqlite): the outage drill and benchmark lock it, as an outage would make D1
// fail, and count what landed in it without going through the Worker.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The .sqlite file wrangler's local D1 keeps under DIR (one database: this Worker's DB). */
export function d1File(persistTo) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]);
}

/**
 * Takes SQLite's exclusive lock on the file (BEGIN EXCLUSIVE) and holds it: until release(), the
 * Worker's D1 cannot write there, as in an outage. Returns release().
 */
export function lockD1(file) {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  db.exec("BEGIN EXCLUSIVE");
  return () => {
    db.exec("ROLLBACK");
    db.close();
  };
}

/** What quote_requests holds now: rows, rows whose key repeats (should be none), keys given. */
export function countRequests(file, where = "1 = 1") {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 10_000 });
  try {
    const { rows } = db.prepare(`SELECT count(*) AS rows FROM quote_requests WHERE ${where}`).get();
    const { repeats } = db
      .prepare(
        `SELECT count(*) AS repeats FROM (SELECT lower(email) || '|' || description AS submission FROM quote_requests WHERE ${where} GROUP BY submission HAVING count(*) > 1)`,
      )
      .get();
    return { rows, repeats };
  } finally {
    db.close();
  }
}
