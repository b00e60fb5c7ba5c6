import type { Db } from "../../db";
import type { QuoteRequest } from "../../db/schema";
import type { Background } from "../../trace/background";

// The owner hears at once of what a customer did on their page (merged with the owner's alerts).
export type CustomerAction = { kind: "approved" | "question" | "moved"; detail: Record<string, unknown> };

export function alertOwner(_env: Env, _db: Db, _request: QuoteRequest, _action: CustomerAction, _background: Background) {}
