import { linkSummaries } from "../../auth/customer-links";
import type { Db } from "../../db";
import { customerEventKindsOf } from "../../db/customer-events";
import type { CustomerMarkFacts } from "../../pages/admin/CustomerMarks";

/**
 * The inbox page's marks from the customers' own pages: two queries for the whole page (its links'
 * views and its events' kinds, both by the page's ids), never one per row.
 */
export async function customerMarksOf(db: Db, rows: readonly { id: string }[]): Promise<Map<string, CustomerMarkFacts>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, CustomerMarkFacts>();
  if (!ids.length) return out;
  const [links, kinds] = await Promise.all([linkSummaries(db, ids), customerEventKindsOf(db, ids)]);
  for (const id of ids) {
    const facts = { viewed: Boolean(links.get(id)?.firstViewedAt), kinds: kinds.get(id) ?? new Set() };
    if (facts.viewed || facts.kinds.size) out.set(id, facts);
  }
  return out;
}
