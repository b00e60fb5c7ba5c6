import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from ".";
import type { ActivePrices, PriceBook } from "../lib/pricing/book";
import { priceBookSchema } from "../lib/pricing/book-schema";
import { priceBooks, type PriceBookRow } from "./schema";
import type { PricesInForce } from "../env";

// The owner's price book (migrations/0014_prices.sql): every save is a new version, the newest is in
// force. Every public page shows prices from it (the quote form's estimate, a service page's table),
// so the one in force is kept in the isolate's memory and read from D1 at most every 10 seconds: a page
// never waits on D1 for it, except in a fresh isolate.

/** A page served from memory may show prices this much older than the owner's last save. */
export const pricesMemoryLifetime = 10_000;

/** The newest version saved, switched on or off; null on a new site. */
export async function latestPriceBook(db: Db): Promise<PriceBookRow | null> {
  return (await db.select().from(priceBooks).orderBy(desc(priceBooks.version)).limit(1))[0] ?? null;
}

/** One saved version, whether in force or not: what a request or a quote was priced with. */
export async function priceBookVersion(db: Db, version: number): Promise<PriceBookRow | null> {
  return (await db.select().from(priceBooks).where(eq(priceBooks.version, version)))[0] ?? null;
}

/** The versions saved, newest first, with their books: the Prices screen's history says what each save changed. */
export async function priceBookHistory(db: Db, limit = 20) {
  return db
    .select({
      version: priceBooks.version,
      enabled: priceBooks.enabled,
      createdAt: priceBooks.createdAt,
      createdBy: priceBooks.createdBy,
      book: priceBooks.book,
    })
    .from(priceBooks)
    .orderBy(desc(priceBooks.version))
    .limit(limit);
}

/** Saves a new version (the book must pass priceBookSchema; this checks again) and puts it in force in this isolate at once. */
export async function savePriceBook(db: Db, book: PriceBook, enabled: boolean, by: string, now = new Date()): Promise<PriceBookRow> {
  const checked = priceBookSchema.parse(book);
  const [row] = await db.insert(priceBooks).values({ book: checked, enabled, createdAt: now, createdBy: by }).returning();
  memo = { value: await inForce(row!), fetchedAt: Date.now() };
  return row!;
}

async function tagOf(row: PriceBookRow | null) {
  if (!row) return "none";
  const bytes = new TextEncoder().encode(`${row.version}|${row.enabled}|${JSON.stringify(row.book)}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function inForce(row: PriceBookRow | null): Promise<PricesInForce> {
  const prices = row?.enabled ? { version: row.version, book: row.book } : null;
  return { prices, tag: await tagOf(row) };
}

let memo: { value: PricesInForce; fetchedAt: number } | undefined;
let refreshing: Promise<PricesInForce> | undefined;

function refresh(db: Db) {
  refreshing ??= latestPriceBook(db)
    .then(inForce)
    .then((value) => {
      memo = { value, fetchedAt: Date.now() };
      return value;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/**
 * The prices in force. From memory when known: past its 10 seconds the copy is still answered at once
 * while a fresh one is read in the background (`background` keeps the Worker alive for it).
 * Throws only when nothing is known yet and D1 fails.
 */
export async function pricesInForce(db: Db, background: (work: Promise<unknown>, label: string) => void): Promise<PricesInForce> {
  if (!memo) return refresh(db);
  if (Date.now() - memo.fetchedAt > pricesMemoryLifetime) background(refresh(db), "reading the price book");
  return memo.value;
}

/** Forgets the copy in memory: for tests that change the price book behind this module's back. */
export function forgetPricesInForce() {
  memo = undefined;
}

/**
 * The book to price a visitor's picks with: the version their page showed when it is the one in
 * force or the one saved just before it (a page cached, or left open, across the owner's last save),
 * so the range stored is the range they saw; otherwise the one in force. An older version is never
 * taken from a client: its prices are no longer offered. Null when no book is in force and the
 * shown one is not one of the two newest, or is switched off.
 */
export async function bookForPicks(db: Db, shownVersion: number | undefined, current: PricesInForce | null): Promise<ActivePrices | null> {
  const inForce = current?.prices ?? null;
  if (shownVersion === undefined || shownVersion === inForce?.version) return inForce;
  // From D1, not the copy in memory (up to 10 seconds behind another isolate's save): one of the
  // two newest versions, or nothing.
  const [shown] = await db
    .select()
    .from(priceBooks)
    .where(and(eq(priceBooks.version, shownVersion), gte(priceBooks.version, secondNewest)));
  if (shown?.enabled) return { version: shown.version, book: shown.book };
  return inForce;
}

/** The version saved just before the newest (0 with one version or none). */
const secondNewest = sql`coalesce((select ${priceBooks.version} from ${priceBooks} order by ${priceBooks.version} desc limit 1 offset 1), 0)`;
