import { attachCustomerPhotos } from "../../db/customer-page";
import type { QuoteRequest } from "../../db/schema";
import { photoLimits } from "../../lib/quote-fields";
import type { CleanPhoto } from "../../photos/clean";
import { removePhotos, storePhotos } from "../../photos/bucket";
import { log } from "../../trace/log";
import type { Outcome } from "../deps";
import type { CustomerDeps } from "./alerts";

type Added = Outcome<{ count: number }, { reason: "none" | "too-many"; max?: number }>;

/** "Add photos" on the customer's page: until the job is done or declined, up to the request's photo limit in all. */
export async function addCustomerPhotos(deps: CustomerDeps, request: QuoteRequest, photos: readonly CleanPhoto[]): Promise<Added> {
  const { db, env } = deps;
  const closed = request.status === "completed" || request.status === "declined";
  if (closed || !photos.length) return { ok: false, reason: "none" };
  if (request.photoUrls.length + photos.length > photoLimits.count) return { ok: false, reason: "too-many", max: photoLimits.count };
  const keys = await storePhotos(db, env.QUOTE_PHOTOS, [...photos]);
  // Another post may have added photos in between: the limit is held where they are attached.
  if (!(await attachCustomerPhotos(db, request, keys, photoLimits.count))) {
    await removePhotos(db, env.QUOTE_PHOTOS, keys).catch((err: unknown) => log.error("removing refused photos failed", err));
    return { ok: false, reason: "too-many", max: photoLimits.count };
  }
  return { ok: true, count: keys.length };
}
