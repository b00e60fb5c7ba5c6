import { issueCustomerLink, newCustomerLink } from "../auth/customer-links";
import { recordFailure } from "../db/failures";
import type { Db } from "../db";
import { bookForPicks, pricesInForce } from "../db/price-book";
import { photoKey, recordPhotos, unclaimedKeys } from "../db/quote-photos";
import { issueConfirmationCode, newCodeRow } from "../auth/confirmation-codes";
import {
  linksRevoked,
  quoteOf,
  storedUnderKey,
  storeSubmission,
  type EstimateColumns,
  type FirstStored,
  type QuoteOrigin,
  type Submission,
} from "../db/quote-requests";
import { madeByCustomer } from "../db/schema";
import { budget, within } from "../lib/deadline";
import type { QuoteInput } from "../lib/quote-schema";
import type { CleanPhoto } from "../photos/clean";
import { preparePhotos, putPhotos, removePhotos } from "../photos/bucket";
import { alertNewLead } from "../push/lead-alert";
import { log } from "../trace/log";
import type { Deps, Outcome } from "./deps";
import { notifyLead } from "./lead-email";
import { isRateLimited } from "./rate-limit";
import { requestEstimate } from "./request-estimate";
import { contentFingerprint, derivedKeyWindow, keyHash, repeatWindow, submissionKey } from "./submission-key";

// Submitting a request: the JSON API and the plain form's post both end here, and a kept request's
// copy is written by the queue's consumer (src/jobs/kept-requests.ts) with storeKeptRequest below.

/** The request's photos: ids of uploads the form island made, or the files of a no-JavaScript post. */
export type RequestPhotos = { uploaded: readonly string[] } | { files: readonly CleanPhoto[] };

export type SubmitInput = {
  request: QuoteInput;
  /** Where it was sent from: its page, language and the visit's attribution. */
  origin: QuoteOrigin;
  photos: RequestPhotos;
  /** The form's own idempotency key, as the post sent it (checked here: anything else derives one). */
  claimedKey: unknown;
  /** The client's rate-limit key (src/auth/rate-limit-key.ts). */
  client: string;
  /**
   * How the customer's page reaches the visitor: its token (the island's JSON answer), or a one-time
   * code the confirmation page exchanges for a link (the plain form's redirect: an address keeps
   * no token). While D1 is down no code can be kept, and the token is given instead.
   */
  handoff?: "token" | "code";
};

/** What the visitor is answered with: the request as stored, kept, or first stored under the same key. */
type Answer = { id: string; status: string; createdAt: Date };

export type Submitted = {
  request: Answer;
  /** Stored in D1, kept on the queue while D1 could not take it, or a repeat of one stored. */
  via: "d1" | "kept" | "duplicate";
  estimate?: EstimateColumns;
  /** The customer link's token, shown once on the confirmation (none for a repeat while D1 is down). */
  token?: string;
  /** Or the one-time code for it (handoff "code", D1 up). */
  code?: string;
};

export type SubmitOutcome = Outcome<
  Submitted,
  /**
   * Neither D1 nor the queue took it ("unavailable"); a photo id that is no upload waiting for a
   * request; or the key of a stored submission sent with other content ("key-reused": a 409).
   */
  { reason: "rate-limited" | "unavailable" | "photos-missing" | "key-reused" }
>;

export type SubmitDeps = Deps<"QUOTE_PHOTOS" | "QUOTE_RATE_LIMITER" | "KEPT_REQUESTS" | "QUOTE_NOTIFY_TO" | "QUOTE_NOTIFY_FROM" | "DB"> & {
  env: Parameters<typeof notifyLead>[0] & Parameters<typeof alertNewLead>[0];
};

// A visitor has an answer within 3 s whatever D1 does: D1 gets 1.5 s of waiting in all for what it
// is asked here (an outage can hang rather than fail; time spent on R2 in between is not D1's), the
// queue 1 s, and the rate limiter and photos the rest.
export const acceptBudgetMs = { d1: 1_500, keep: 1_000 };

const failed = Symbol("D1 failed");

/**
 * A valid request from here on: rate limit, photos, commit to D1, then the owner's alerts. When D1
 * fails or does not answer in time, the whole submission is kept on the KEPT_REQUESTS queue instead
 * (a kept request), the alerts go out from that copy marked "arrived while the database was down",
 * and the visitor is answered as for a stored request. Only when the queue fails too is the answer
 * "unavailable". A photo that cannot be stored answers "unavailable" and no request is kept; a
 * request that cannot be kept leaves no photo of its own behind.
 */
export async function submitRequest(
  deps: SubmitDeps,
  { request, origin, photos, claimedKey, client, handoff = "token" }: SubmitInput,
): Promise<SubmitOutcome> {
  const { db, env, background, now } = deps;
  const bucket = env.QUOTE_PHOTOS;
  if (await isRateLimited(env.QUOTE_RATE_LIMITER, client)) return { ok: false, reason: "rate-limited" };
  const d1Within = budget(acceptBudgetMs.d1);
  // Once D1 has failed or hung, it is not asked again for this request: the budget is for answering.
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
  const fingerprint = await contentFingerprint(request, fileCount);
  const key = await submissionKey(client, claimedKey, request, fileCount, now.getTime());
  const submission: Submission = {
    id: crypto.randomUUID(),
    keyHash: await keyHash(key),
    fingerprint,
    receivedAt: now.getTime(),
    input: request,
    origin,
    photoUrls: [],
    newPhotos: [],
  };
  // The customer's own page: its link (or the plain form's one-time code for one) is stored, hashed,
  // with the request, and shown once on the confirmation.
  const link = await newCustomerLink(submission.id, madeByCustomer, now);
  const code = handoff === "code" ? await newCodeRow(submission.id, now) : undefined;
  if (code) submission.codeHash = code.row.codeHash;
  else submission.linkHash = link.row.tokenHash;
  // A repeat of a stored submission's key is that submission only with the same content: another
  // content is refused, with nothing of the first request. The same content is answered as the
  // first was, with a new link to its page (the first answer, and its link, may never have reached
  // the visitor), but only within repeatWindow of the first and never once the owner revoked its
  // links; without D1, with none.
  const repeated = async (
    { contentFingerprint: firstContent, ...first }: FirstStored,
    estimate?: EstimateColumns,
  ): Promise<SubmitOutcome> => {
    if (firstContent !== null && firstContent !== fingerprint) return { ok: false, reason: "key-reused" };
    const answer = { ok: true, request: first, via: "duplicate", ...(estimate ? { estimate } : {}) } as const;
    // A request stored before fingerprints (NULL) cannot be told from another: it is answered, with no link.
    if (firstContent === null || now.getTime() - first.createdAt.getTime() > repeatWindow) return answer;
    const handed = await askD1(async () => {
      if (await linksRevoked(db, first.id)) return {};
      if (handoff === "code") return { code: await issueConfirmationCode(db, first.id, now) };
      return { token: await issueCustomerLink(db, first.id, madeByCustomer, now) };
    }, "making a repeated request's link");
    return handed === failed ? answer : { ...answer, ...handed };
  };
  // A derived key names its 10-minute window: a resubmit just across a boundary is the request
  // stored under the previous window's key (one read, for posts without the form's own key only).
  if (key.startsWith("d:")) {
    const previous = await submissionKey(client, claimedKey, request, fileCount, submission.receivedAt - derivedKeyWindow);
    const first = await askD1(async () => storedUnderKey(db, await keyHash(previous)), "looking up a resubmitted request");
    if (first && first !== failed) return repeated(first);
  }
  // The visitor's estimate, priced within D1's budget: when the book cannot be read, the picks are
  // kept without a range (and D1, marked down, is not asked again: the request goes to the queue).
  const estimate = request.estimate && Object.keys(request.estimate).length ? requestEstimate(request, await bookSeen(), now) : undefined;
  if (estimate) submission.estimate = estimate;

  // The files of a plain post: their ledger rows first when D1 answers (the hourly sweep finds
  // every object); when it does not, the rows travel with the kept copy.
  let ownPhotos: string[] = [];
  if ("files" in photos) {
    const prepared = preparePhotos(photos.files);
    ownPhotos = prepared.map((p) => p.key);
    const recorded = prepared.length ? await askD1(() => recordPhotos(db, prepared, now), "recording photos") : null;
    try {
      await putPhotos(bucket, prepared);
    } catch (err) {
      log.error("storing a request's photos failed", err);
      await recordFailure(db, { kind: "photo-write", error: err });
      await dropPhotos(db, bucket, ownPhotos, recorded !== failed);
      return { ok: false, reason: "unavailable" };
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
      const first = await askD1(() => storedUnderKey(db, submission.keyHash), "looking up a repeated submission");
      if (first && first !== failed) return repeated(first);
      return { ok: false, reason: "photos-missing" };
    }
    submission.photoUrls = keys;
  }

  const stored = await askD1(() => storeSubmission(db, submission), "storing a quote request");
  if (stored !== failed) {
    if (stored.kind === "duplicate") {
      // The first post of this submission has its own photos; this repeat's copies are no one's.
      if (ownPhotos.length) background(removePhotos(db, bucket, ownPhotos), "removing a repeated post's photos");
      return repeated(stored.first, estimate);
    }
    notifyLead(env, stored.quote, background);
    alertNewLead(env, db, stored.quote, background);
    return { ok: true, request: stored.quote, via: "d1", estimate, ...(code ? { code: code.code } : { token: link.token }) };
  }

  // The kept copy carries the link itself: its confirmation comes while D1 cannot exchange a code.
  delete submission.codeHash;
  submission.linkHash = link.row.tokenHash;
  try {
    await within(env.KEPT_REQUESTS.send(submission), acceptBudgetMs.keep, "keeping a quote request");
  } catch (err) {
    log.error("keeping a quote request failed too: the visitor is asked to call", err);
    await dropPhotos(db, bucket, ownPhotos, false);
    return { ok: false, reason: "unavailable" };
  }
  const kept = quoteOf(submission);
  console.warn(`quote request ${kept.id} kept while the database was down`);
  notifyLead(env, kept, background, { databaseDown: true });
  alertNewLead(env, db, kept, background, { databaseDown: true });
  return { ok: true, request: kept, via: "kept", estimate, token: link.token };

  /** The book the visitor's page showed (the one in force when that version is unknown); null when D1 could not say. */
  async function bookSeen() {
    // Normally the copy in memory; in a fresh isolate during an outage D1's failure marks D1 down for the request.
    const current = await askD1(() => pricesInForce(db, background), "reading the price book in force");
    if (current === failed) return null;
    const prices = await askD1(() => bookForPicks(db, request.priceBookVersion, current), "reading the price book the visitor saw");
    return prices === failed ? null : prices;
  }
}

/** Undoes this post's photos: objects and rows when D1 recorded them, else the objects alone. */
async function dropPhotos(db: Db, bucket: R2Bucket, keys: string[], recorded: boolean) {
  if (!keys.length) return;
  const undo = recorded ? removePhotos(db, bucket, keys) : bucket.delete(keys);
  await within(undo, acceptBudgetMs.keep, "removing a failed post's photos").catch(() => undefined);
}

/**
 * The second half of a kept request: its copy written to D1 once D1 answers again (the queue's
 * consumer, the hourly replay: src/jobs/kept-requests.ts). Its alerts went out when it was kept,
 * so nothing is sent; a copy written twice is stored once (its idempotency key). Throws while D1 fails.
 */
export async function storeKeptRequest({ db }: Pick<Deps, "db">, kept: Submission) {
  const result = await storeSubmission(db, await withKeyHash(kept));
  // The words tests and the outage benchmark read: "kept quote request <id> stored" / "... was stored already".
  console.log(`kept quote request ${kept.id} ${result.kind === "stored" ? "stored" : "was stored already"}`);
  return result.kind;
}

/** A copy kept before migrations/0018 carries its key itself: it is stored by the key's hash, as every copy since. */
async function withKeyHash(kept: Submission & { key?: string }): Promise<Submission> {
  if (kept.keyHash || typeof kept.key !== "string") return kept;
  const { key, ...rest } = kept;
  return { ...rest, keyHash: await keyHash(key) };
}
