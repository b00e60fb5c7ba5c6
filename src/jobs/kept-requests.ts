import { getDb, type Db } from "../db";
import type { Submission } from "../db/quote-requests";
import { storeKeptRequest } from "../use-cases/submit-request";
import { minute, second } from "../config/time";
import { recordFailure } from "../db/failures";

// The other end of src/use-cases/submit-request.ts: a request D1 could not take is a kept request,
// on the KEPT_REQUESTS queue, and this consumer writes it to D1 (storeKeptRequest) once D1 answers
// again.
// While D1 still fails, the message comes back later and later (backoff); after the queue's
// max_retries (wrangler.toml) it is dead-lettered, and the dead-letter queue's consumer puts it in
// the photo bucket (under outbox/), which the hourly run replays until D1 takes it. Nothing is dropped.

/** The queue names in wrangler.toml. */
export const keptQueue = "spring-junk-removal-kept-requests";
export const deadLetterQueue = "spring-junk-removal-kept-requests-dead";

/** Delay before the next try: 5 s doubling per attempt, at most 5 minutes (a request appears soon after D1 is back). */
export function retryDelaySeconds(attempts: number) {
  const ms = Math.min(5 * second * 2 ** Math.max(0, attempts - 1), 5 * minute);
  return Math.round(ms / second);
}

/** Where a dead-lettered kept request waits for the hourly replay (in the private photo bucket; the prefix copies already stored there are under). */
export const deadLetteredPrefix = "outbox/";
const deadLetteredKey = (s: Submission) => `${deadLetteredPrefix}${s.id}.json`;

/**
 * The owner's record of a kept request D1 still has not taken. Not linked to the request (it is not
 * in D1 yet): the lead's name and phone are in the text, so the owner can call them meanwhile.
 */
const notInInbox = (db: Db, s: Submission, why: unknown) =>
  recordFailure(db, {
    kind: "kept-request",
    requestId: null,
    error: `${s.input.firstName} ${s.input.lastName}, ${s.input.phone} (request ${s.id}): ${why instanceof Error ? why.message : String(why)}`,
  });

/** The Worker's queue handler: both queues (wrangler.toml) end here. */
export async function queue(batch: MessageBatch<Submission>, env: Env) {
  if (batch.queue === deadLetterQueue) {
    for (const message of batch.messages) {
      try {
        await env.QUOTE_PHOTOS.put(deadLetteredKey(message.body), JSON.stringify(message.body), {
          httpMetadata: { contentType: "application/json" },
        });
        console.error(`kept quote request ${message.body.id} dead-lettered: kept in the photo bucket for the hourly replay`);
        await notInInbox(getDb(env), message.body, "the database refused it through every retry; it is replayed hourly");
        message.ack();
      } catch (err) {
        console.error(`keeping dead-lettered request ${message.body.id} in the photo bucket failed`, err);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
    return;
  }
  const db = getDb(env);
  for (const message of batch.messages) {
    try {
      await storeKeptRequest({ db }, message.body);
      message.ack();
    } catch (err) {
      const delaySeconds = retryDelaySeconds(message.attempts);
      console.error(`writing kept quote request ${message.body.id} failed (attempt ${message.attempts}), again in ${delaySeconds} s`, err);
      message.retry({ delaySeconds });
    }
  }
}

/** The hourly run: every dead-lettered kept request is written to D1, then removed. Returns how many. */
export async function replayDeadLettered(db: Db, bucket: R2Bucket) {
  let replayed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: deadLetteredPrefix, cursor });
    for (const { key } of page.objects) {
      // One copy D1 refuses stays for the next hour (and on the owner's record); it holds up none of the others.
      let kept: Submission | undefined;
      try {
        const object = await bucket.get(key);
        if (!object) continue;
        kept = await object.json<Submission>();
        await storeKeptRequest({ db }, kept);
        await bucket.delete(key);
        replayed++;
      } catch (err) {
        console.error(`replaying ${key} failed; it stays dead-lettered`, err);
        if (kept) await notInInbox(db, kept, err);
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return replayed;
}
