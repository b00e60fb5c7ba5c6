import { inArray } from "drizzle-orm";
import type { Db } from ".";
import { itemNamesOf, type ItemNames } from "../content/i18n/en/owner-estimate";
import { priceBooks } from "./schema";

// The price book versions a page of requests (or an export) was estimated with, read in one query:
// the owner reads each item by its name in the version the visitor saw, not a later one.

export type EstimateBook = { version: number; createdAt: Date; names: ItemNames };

/** The versions the requests name, by version; a version not stored (never, but a restore could) is simply absent. */
export async function estimateBooks(db: Db, rows: readonly { priceBookVersion: number | null }[]): Promise<Map<number, EstimateBook>> {
  const versions = [...new Set(rows.map((r) => r.priceBookVersion).filter((v): v is number => v !== null))];
  // D1 binds at most 100 parameters a query: an export over many saves reads them in slices.
  const slices = Array.from({ length: Math.ceil(versions.length / 90) }, (_, i) => versions.slice(i * 90, i * 90 + 90));
  const found = await Promise.all(
    slices.map((slice) =>
      db
        .select({ version: priceBooks.version, createdAt: priceBooks.createdAt, book: priceBooks.book })
        .from(priceBooks)
        .where(inArray(priceBooks.version, slice)),
    ),
  );
  return new Map(found.flat().map((r) => [r.version, { version: r.version, createdAt: r.createdAt, names: itemNamesOf(r.book) }]));
}

/** The item names of a request's version, or none (ids are then shown as words). */
export const namesFor = (books: Map<number, EstimateBook>, r: { priceBookVersion: number | null }): ItemNames =>
  (r.priceBookVersion !== null && books.get(r.priceBookVersion)?.names) || {};
