import { desc } from "drizzle-orm";
import type { Db } from ".";
import { depositRules, type DepositRuleRow } from "./schema";

/** The deposit rule's saved versions, newest first (the Prices screen's history lists the latest 20). */
export function depositRuleHistory(db: Db, limit = 20): Promise<DepositRuleRow[]> {
  return db.select().from(depositRules).orderBy(desc(depositRules.version)).limit(limit);
}
