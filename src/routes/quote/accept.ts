import type { Context } from "hono";
import { getDb } from "../../db";
import { photoKey, unclaimedKeys } from "../../db/quote-photos";
import { storeQuote, type QuoteOrigin, type StoredQuote } from "../../db/quote-requests";
import type { AppEnv } from "../../env";
import type { QuoteInput } from "../../lib/quote-schema";
import type { CleanPhoto } from "../../photos/clean";
import { removePhotos, storePhotos } from "../../photos/bucket";
import { isRateLimited } from "./guards";
import { notifyLead } from "./notify-lead";
import { alertNewLead } from "../../push/lead-alert";
import { backgroundOf } from "../../trace/background";
import { log } from "../../trace/log";

export type Outcome =
  | { kind: "stored"; quote: StoredQuote }
  | { kind: "rate-limited" }
  | { kind: "unavailable" }
  /** A photo id the form island sent that is no upload waiting for a request (expired, or made up). */
  | { kind: "photos-missing" };

/** The request's photos: ids of uploads the form island made, or the files of a no-JavaScript post. */
export type QuotePhotos = { uploaded: readonly string[] } | { files: readonly CleanPhoto[] };

/**
 * A valid request from here on: rate limit, photos, commit to D1, then (optionally) e-mail the
 * business. A photo that cannot be stored answers "unavailable" and no request is stored; a request
 * that cannot be stored leaves no photo of its own behind.
 */
export async function acceptQuote(
  c: Context<AppEnv>,
  input: QuoteInput,
  origin: QuoteOrigin,
  photos: QuotePhotos = { uploaded: [] },
): Promise<Outcome> {
  if (await isRateLimited(c)) return { kind: "rate-limited" };
  const db = getDb(c.env);
  let keys: string[];
  try {
    if ("files" in photos) keys = await storePhotos(db, c.env.QUOTE_PHOTOS, photos.files);
    else {
      keys = photos.uploaded.map(photoKey);
      if ((await unclaimedKeys(db, keys)).length !== keys.length) return { kind: "photos-missing" };
    }
  } catch (err) {
    log.error("storing a quote request's photos failed", err);
    return { kind: "unavailable" };
  }
  let quote: StoredQuote;
  try {
    quote = await storeQuote(db, input, origin, keys);
  } catch (err) {
    log.error("storing a quote request failed", err);
    // Photos of this post only: uploads stay for a retry (the sweep removes them if none comes).
    if ("files" in photos) await removePhotos(db, c.env.QUOTE_PHOTOS, keys).catch(() => undefined);
    return { kind: "unavailable" };
  }
  notifyLead(c.env, quote, backgroundOf(c));
  alertNewLead(c.env, db, quote, backgroundOf(c));
  return { kind: "stored", quote };
}

/** The answer a honeypot-filled request gets: indistinguishable from a stored one, but nothing is kept. */
export const decoyQuote = () => ({ id: crypto.randomUUID(), status: "pending", createdAt: new Date() });

/** What a client sees for a stored (or honeypot-swallowed) request. */
export const createdBody = (q: { id: string; status: string; createdAt: Date }) => ({
  id: q.id,
  status: q.status,
  createdAt: q.createdAt.toISOString(),
});
