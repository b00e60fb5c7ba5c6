import { env } from "cloudflare:workers";
import { schema } from "../src/db";
import type { NewQuoteRequest } from "../src/db/schema";
import { db, seedRequest } from "./admin-helpers";
import { textOf } from "./html";

// Seeds for the dashboard tests: requests with their status history, call counters, and the
// dashboard's tables read back out of its HTML.

const HOUR = 3_600_000;

/** A request arriving at `at`, with status changes `hoursLater` after it (the first is its first answer). */
export async function seedAnswered(at: Date, hoursLater: number[], values: Partial<NewQuoteRequest> = {}) {
  const quote = await seedRequest({ createdAt: at, ...values });
  let from = "pending";
  for (const [i, h] of hoursLater.entries()) {
    const to = i === hoursLater.length - 1 ? (values.status ?? "contacted") : "contacted";
    await db.insert(schema.quoteStatusChanges).values({
      quoteRequestId: quote.id,
      fromStatus: from,
      toStatus: to,
      changedBy: "owner",
      changedAt: new Date(at.getTime() + h * HOUR),
    });
    from = to;
  }
  return quote;
}

export async function seedCalls(day: string, page: string, count: number, kind = "call") {
  await env.DB.prepare("INSERT INTO page_events (day, page, kind, count) VALUES (?, ?, ?, ?)").bind(day, page, kind, count).run();
}

export async function emptyTables() {
  await env.DB.batch(
    ["DELETE FROM quote_status_changes", "DELETE FROM quote_requests", "DELETE FROM page_events"].map((q) => env.DB.prepare(q)),
  );
}

/** The markup of the dashboard card whose heading has this id. */
export function card(html: string, id: string) {
  const start = html.indexOf(`<section aria-labelledby="${id}"`);
  if (start < 0) throw new Error(`no card #${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

/** A table's rows as text cells (header row first), from the first <table> in `html`. */
export function tableRows(html: string) {
  const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0];
  if (!table) throw new Error("no table");
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)),
  );
}

/** The href of the link in a table cell: row by its first cell's text, column by its header. */
export function cellLink(html: string, rowHead: string, column: string) {
  const table = /<table[\s\S]*?<\/table>/.exec(html)![0];
  const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...r[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!),
  );
  const col = rows[0]!.map(textOf).indexOf(column);
  const row = rows.find((r) => textOf(r[0]!) === rowHead);
  const href = row && /href="([^"]+)"/.exec(row[col]!)?.[1];
  if (!href) throw new Error(`no link in ${rowHead} / ${column}`);
  return href.replaceAll("&amp;", "&");
}
