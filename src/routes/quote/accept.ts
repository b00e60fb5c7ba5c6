import type { Context } from "hono";
import { getDb } from "../../db";
import { photoKey, recordPhotos, unclaimedKeys } from "../../db/quote-photos";
import { quoteOf, storedUnderKey, storeSubmission, type EstimateColumns, type QuoteOrigin, type Submission } from "../../db/quote-requests";
import type { AppEnv } from "../../env";
import type { QuoteInput } from "../../lib/quote-schema";
import type { CleanPhoto } from "../../photos/clean";
import { preparePhotos, putPhotos, removePhotos } from "../../photos/bucket";
import { isRateLimited } from "./guards";
import { notifyLead } from "./notify-lead";
import { alertNewLead } from "../../push/lead-alert";
import { backgroundOf } from "../../trace/background";
import { log } from "../../trace/log";
import { recordFailure } from "../../db/failures";
import { budget, within } from "../../lib/deadline";
import { derivedKeyWindow, submissionKey } from "./submission-key";
import { priceEstimate } from "./estimate";
import { issueCustomerLink, newCustomerLink } from "../../auth/customer-links";
import { newToken } from "../../auth/session";
import { madeByCustomer } from "../../db/schema";

/** What the visitor is answered with: the request as stored, kept, or first stored under the same key. */
type Answer = { id: string; status: string; createdAt: Date };

export type Outcome =
  /** Stored in D1, or kept on the queue while D1 could not take it ("kept"), or a repeat of one stored ("duplicate"). */
  | { kind: "stored"; quote: Answer; via: "d1" | "kept" | "duplicate"; estimate?: EstimateColumns; myToken?: string }
  | { kind: "rate-limited" }
  /** Neither D1 nor the queue took it: the 503 with the phone number. */
  | { kind: "unavailable" }
  /** A photo id the form island sent that is no upload waiting for a request (expired, or made up). */
  | { kind: "photos-missing" };

/** The request's photos: ids of uploads the form island made, or the files of a no-JavaScript post. */
export type QuotePhotos = { uploaded: readonly string[] } | { files: readonly CleanPhoto[] };

// A visitor has an answer within 3 s whatever D1 does: D1 gets 1.5 s of waiting in all for what it
// is asked here (an outage can hang rather than fail; time spent on R2 in between is not D1's), the
// queue 1 s, and the rate limiter and photos the rest.
export const acceptBudgetMs = { d1: 1_500, keep: 1_000 };

const failed = Symbol("D1 failed");

/**
 * A valid request from here on: rate limit, photos, commit to D1, then the owner's alerts. When D1
 * fails or does not answer in time, the whole submission is kept on the KEPT_REQUESTS queue instead
 * (src/jobs/kept-requests.ts writes it to D1 once D1 is back), the alerts go out from that copy marked
 * "arrived while the database was down", and the visitor is answered as for a stored request. Only
 * when the queue fails too is the answer "unavailable". A photo that cannot be stored answers
 * "unavailable" and no request is kept; a request that cannot be kept leaves no photo of its own behind.
 */
export async function acceptQuote(
  c: Context<AppEnv>,
  input: QuoteInput,
  origin: QuoteOrigin,
  photos: QuotePhotos = { uploaded: [] },
  claimedKey?: unknown,
): Promise<Outcome> {
  if (await isRateLimited(c)) return { kind: "rate-limited" };
  const db = getDb(c.env);
  const bucket = c.env.QUOTE_PHOTOS;
  const d1Within = budget(acceptBudgetMs.d1);
  // Once D1 has failed or hung, it is not asked again in this request: the budget is for answering.
  let d1Up = true;
  const askD1 = async <T>(work: () => PromiseLike<T>, what: string): Promise<T | typeof failed> => {
    if (!d1Up) return failed;
    try {
      return await d1Within(work(), what);
    } catch (err) {
      log.error(`${what} failed: the request is kept instead`, err);
      d1Up = false;
      return failed;
    }
  };
  const fileCount = "files" in photos ? photos.files.length : 0;
  const submission: Submission = {
    id: crypto.randomUUID(),
    key: await submissionKey(c, claimedKey, input, fileCount),
    receivedAt: Date.now(),
    input,
    origin,
    photoUrls: [],
    newPhotos: [],
  };
  // The customer's own page (/my/<token>): its link is stored, hashed, with the request, and shown once on the confirmation.
  const link = await newCustomerLink(submission.id, madeByCustomer, new Date(submission.receivedAt));
  submission.linkHash = link.row.tokenHash;
  // A repeat of a stored submission is answered with a new link to the first request's page (the
  // first answer, and its link, may never have reached the visitor); without D1, with none.
  const repeated = async (first: Answer, estimate?: EstimateColumns): Promise<Outcome> => {
    const token = await askD1(() => issueCustomerLink(db, first.id, madeByCustomer), "making a repeated request's link");
    return {
      kind: "stored",
      quote: first,
      via: "duplicate",
      ...(estimate ? { estimate } : {}),
      ...(token !== failed ? { myToken: token } : {}),
    };
  };
  // A derived key names its 10-minute window: a resubmit just across a boundary is the request
  // stored under the previous window's key (one read, for posts without the form's own key only).
  if (submission.key.startsWith("d:")) {
    const previous = await submissionKey(c, claimedKey, input, fileCount, submission.receivedAt - derivedKeyWindow);
    const first = await askD1(() => storedUnderKey(db, previous), "looking up a resubmitted request");
    if (first && first !== failed) return repeated(first);
  }
  // The visitor's estimate, priced within D1's budget: when the book cannot be read, the picks are
  // kept without a range (and D1, marked down, is not asked again: the request goes to the queue).
  const estimate = await priceEstimate(c, input, submission.receivedAt, async (work, what) => {
    const read = await askD1(work, what);
    return read === failed ? null : read;
  });
  if (estimate) submission.estimate = estimate;

  // The files of a plain post: their ledger rows first when D1 answers (the hourly sweep finds
  // every object); when it does not, the rows travel with the kept copy.
  let ownPhotos: string[] = [];
  if ("files" in photos) {
    const prepared = preparePhotos(photos.files);
    ownPhotos = prepared.map((p) => p.key);
    const recorded = prepared.length
      ? await askD1(() => recordPhotos(db, prepared, new Date(submission.receivedAt)), "recording photos")
      : null;
    try {
      await putPhotos(bucket, prepared);
    } catch (err) {
      log.error("storing a quote request's photos failed", err);
      await recordFailure(db, { kind: "photo-write", error: err });
      await dropPhotos(db, bucket, ownPhotos, recorded !== failed);
      return { kind: "unavailable" };
    }
    submission.photoUrls = ownPhotos;
    if (recorded === failed) submission.newPhotos = prepared.map(({ body: _body, ...facts }) => facts);
  } else {
    const keys = photos.uploaded.map(photoKey);
    // While D1 is down the uploads cannot be checked: the kept copy claims those still unclaimed.
    const unclaimed = keys.length ? await askD1(() => unclaimedKeys(db, keys), "checking a request's photos") : [];
    if (unclaimed !== failed && unclaimed.length !== keys.length) {
      // A repeat of a stored submission (a retry after a lost answer) finds its photos claimed by
      // the first: it is that request, answered as such, not a photo gone missing.
      const first = await askD1(() => storedUnderKey(db, submission.key), "looking up a repeated submission");
      if (first && first !== failed) return repeated(first);
      return { kind: "photos-missing" };
    }
    submission.photoUrls = keys;
  }

  const background = backgroundOf(c);
  const stored = await askD1(() => storeSubmission(db, submission), "storing a quote request");
  if (stored !== failed) {
    if (stored.kind === "duplicate") {
      // The first post of this submission has its own photos; this repeat's copies are no one's.
      if (ownPhotos.length) background(removePhotos(db, bucket, ownPhotos), "removing a repeated post's photos");
      return repeated(stored.first, estimate);
    }
    notifyLead(c.env, stored.quote, background);
    alertNewLead(c.env, db, stored.quote, background);
    return { kind: "stored", quote: stored.quote, via: "d1", estimate, myToken: link.token };
  }

  try {
    await within(c.env.KEPT_REQUESTS.send(submission), acceptBudgetMs.keep, "keeping a quote request");
  } catch (err) {
    log.error("keeping a quote request failed too: the visitor is asked to call", err);
    await dropPhotos(db, bucket, ownPhotos, false);
    return { kind: "unavailable" };
  }
  const quote = quoteOf(submission);
  console.warn(`quote request ${quote.id} kept while the database was down`);
  notifyLead(c.env, quote, background, { databaseDown: true });
  alertNewLead(c.env, db, quote, background, { databaseDown: true });
  return { kind: "stored", quote, via: "kept", estimate, myToken: link.token };
}

/** Undoes this post's photos: objects and rows when D1 recorded them, else the objects alone. */
async function dropPhotos(db: ReturnType<typeof getDb>, bucket: R2Bucket, keys: string[], recorded: boolean) {
  if (!keys.length) return;
  const undo = recorded ? removePhotos(db, bucket, keys) : bucket.delete(keys);
  await within(undo, acceptBudgetMs.keep, "removing a failed post's photos").catch(() => undefined);
}

/** The answer a honeypot-filled request gets: indistinguishable from a stored one (its page link opens nothing), but nothing is kept. */
export const decoyQuote = () => ({ id: crypto.randomUUID(), status: "pending", createdAt: new Date(), myToken: newToken() });

/** The customer's own page, by its token. */
export const myPagePath = (token: string) => `/my/${token}`;

/** What a client sees for a stored (or honeypot-swallowed) request: with the customer's page link when one was made. */
export const createdBody = (q: { id: string; status: string; createdAt: Date; myToken?: string }) => ({
  id: q.id,
  status: q.status,
  createdAt: q.createdAt.toISOString(),
  ...(q.myToken ? { myPage: myPagePath(q.myToken) } : {}),
});
