import { customerEventsOf, recordCustomerEvent } from "../../db/customer-events";
import { completionOf } from "../../db/job-completions";
import type { QuoteRequest } from "../../db/schema";
import { isBlankLooking } from "../../lib/blank-text";
import type { Outcome } from "../deps";
import { tellOwner, type CustomerDeps } from "./alerts";

// What a customer writes to the owner from their page: a question before the job, a private
// message after it (beside the review link, never in its place). Each is stored as a customer
// event; the owner hears of it at once, but a burst is one push, not one each.

/** The longest question, in characters (the page's field says the same). */
export const questionMaxChars = 1000;
/** The longest private message after the job. */
export const messageMaxChars = questionMaxChars;
/** Questions and messages together, per request, in any 24 hours: a customer with more to say calls. */
export const writtenPerDay = 10;
/**
 * One push per burst: a question or message pushes the owner's phones unless one from the same
 * request already did in the last ten minutes. The ones in between are on the request's page that
 * push opens (and each still goes by e-mail, whole, when the lead e-mail is set up).
 */
export const pushQuietMs = 10 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

type Written = Outcome<
  object,
  { reason: "empty" } | { reason: "too-long"; max: number } | { reason: "too-many"; max: number } | { reason: "no-job" }
>;

const writtenKinds = new Set(["question", "message"]);

/** Trimmed (a browser's CRLF line breaks as one character each), checked, stored as the request's event and told to the owner. */
async function writeToOwner(
  deps: CustomerDeps,
  request: QuoteRequest,
  kind: "question" | "message",
  raw: string,
  max: number,
): Promise<Written> {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (isBlankLooking(text)) return { ok: false, reason: "empty" };
  if ([...text].length > max) return { ok: false, reason: "too-long", max };
  const since = deps.now.getTime() - dayMs;
  const written = (await customerEventsOf(deps.db, request.id)).filter((e) => writtenKinds.has(e.kind) && e.at.getTime() > since);
  if (written.length >= writtenPerDay) return { ok: false, reason: "too-many", max: writtenPerDay };
  const quiet = deps.now.getTime() - pushQuietMs;
  const push = !written.some((e) => e.at.getTime() > quiet && (e.detail as { pushed?: unknown } | null)?.pushed === true);
  await recordCustomerEvent(deps.db, request.id, kind, push ? { text, pushed: true } : { text }, deps.now);
  tellOwner(deps, request, { kind, detail: { text } }, { push });
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
