import { recordCustomerEvent } from "../../db/customer-events";
import { completionOf } from "../../db/job-completions";
import type { QuoteRequest } from "../../db/schema";
import type { Outcome } from "../deps";
import { tellOwner, type CustomerDeps } from "./alerts";

// What a customer writes to the owner from their page: a question before the job, a private
// message after it (beside the review link, never in its place). Each is stored as a customer
// event and told to the owner at once.

/** The longest question, in characters (the page's field says the same). */
export const questionMaxChars = 1000;
/** The longest private message after the job. */
export const messageMaxChars = questionMaxChars;

type Written = Outcome<object, { reason: "empty" } | { reason: "too-long"; max: number } | { reason: "no-job" }>;

/** Trimmed, checked against its limit, stored as the request's event and told to the owner. */
async function writeToOwner(
  deps: CustomerDeps,
  request: QuoteRequest,
  kind: "question" | "message",
  raw: string,
  max: number,
): Promise<Written> {
  const text = raw.trim();
  if (!text) return { ok: false, reason: "empty" };
  if ([...text].length > max) return { ok: false, reason: "too-long", max };
  await recordCustomerEvent(deps.db, request.id, kind, { text });
  tellOwner(deps, request, { kind, detail: { text } });
  return { ok: true };
}

/** "Ask a question", before the job. */
export const askQuestion = (deps: CustomerDeps, request: QuoteRequest, raw: string) =>
  writeToOwner(deps, request, "question", raw, questionMaxChars);

/** The private message after the job: only with a completion ("no-job" before it). */
export async function sendPrivateMessage(deps: CustomerDeps, request: QuoteRequest, raw: string): Promise<Written> {
  if (!(await completionOf(deps.db, request.id))) return { ok: false, reason: "no-job" };
  return writeToOwner(deps, request, "message", raw, messageMaxChars);
}
