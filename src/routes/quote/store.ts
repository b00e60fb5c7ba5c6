import { getDb, schema } from "../../db";
import type { QuoteInput } from "../../lib/quote-schema";

export type StoredQuote = QuoteInput & { id: string; status: string; createdAt: Date; cityZip: string };

/** Commits the request to D1 and returns the row as stored. Throws when D1 fails. */
export async function storeQuote(db: D1Database, input: QuoteInput): Promise<StoredQuote> {
  const values = { ...input, cityZip: input.cityZip ?? "" };
  const [row] = await getDb({ DB: db }).insert(schema.quoteRequests).values(values).returning({
    id: schema.quoteRequests.id,
    status: schema.quoteRequests.status,
    createdAt: schema.quoteRequests.createdAt,
  });
  if (!row) throw new Error("insert returned no row");
  return { ...values, ...row };
}

/** What a client sees for a stored (or honeypot-swallowed) request. */
export const createdBody = (q: { id: string; status: string; createdAt: Date }) => ({
  id: q.id,
  status: q.status,
  createdAt: q.createdAt.toISOString(),
});
