import { env } from "cloudflare:workers";

// For tests that replay the migrations on a database holding older rows (each test file's storage is its own).

export type Column = { name: string; type: string; notnull: number; dflt_value: unknown };
export const columns = async () => (await env.DB.prepare("PRAGMA table_info(quote_requests)").all<Column>()).results;
export const run = (queries: string[]) => env.DB.batch(queries.map((q) => env.DB.prepare(q)));

/** Drops every table, so the migrations can be applied one by one from the start. */
export async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
  ).all<{ name: string }>();
  // Newest first: a table is dropped before the tables its foreign keys point to.
  for (const { name } of results) await env.DB.prepare(`DROP TABLE "${name}"`).run();
}
