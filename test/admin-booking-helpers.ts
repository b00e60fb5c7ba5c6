import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { schema } from "../src/db";
import { newPhotoId, photoKey } from "../src/db/quote-photos";
import type { NewQuoteRequest } from "../src/db/schema";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { app } from "../src/index";
import { db, ORIGIN, seedRequest } from "./admin-helpers";

// Photos in the local R2 bucket with their quote_photos rows, requests that own them, and the app
// called with bindings of a test's own (an e-mail double), for the booking and photo tests.

/** Today and other days in Houston's calendar, as the booking checks see them. */
export const today = () => houstonDate();
export const daysFromToday = (n: number) => addDays(houstonDate(), n);

/** JPEG-looking bytes, different per photo, so a test can tell which one came back. */
export const photoBytes = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n, 1, 2, 3, 4, 5, 6, 7, 0xff, 0xd9]);

/** An object in the bucket and its row; requestId null for an upload no request claimed. */
export async function seedPhoto(requestId: string | null, n: number, size = { width: 640, height: 480 }) {
  const id = newPhotoId();
  const key = photoKey(id);
  const bytes = photoBytes(n);
  await db
    .insert(schema.quotePhotos)
    .values({ key, quoteRequestId: requestId, contentType: "image/jpeg", bytes: bytes.byteLength, ...size, uploadedAt: new Date() });
  await env.QUOTE_PHOTOS.put(key, bytes, { httpMetadata: { contentType: "image/jpeg" } });
  return { id, key, bytes };
}

/** A stored request with `count` photos, in order, as the public form leaves one. */
export async function seedQuoteWithPhotos(count: number, values: Partial<NewQuoteRequest> = {}) {
  const quote = await seedRequest(values);
  const photos = [];
  for (let i = 0; i < count; i++) photos.push(await seedPhoto(quote.id, i + 1, { width: 800 + i, height: 600 + i }));
  await db
    .update(schema.quoteRequests)
    .set({ photoUrls: photos.map((p) => p.key) })
    .where(eq(schema.quoteRequests.id, quote.id));
  return { quote, photos };
}

export const rowOf = async (id: string) => (await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, id) })) ?? null;
export const historyOf = (id: string) => db.query.quoteStatusChanges.findMany({ where: eq(schema.quoteStatusChanges.quoteRequestId, id) });

/** An execution context that keeps what the app hands to waitUntil, so a test can await it. */
export function executionContext() {
  const pending: Promise<unknown>[] = [];
  return {
    pending,
    ctx: {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext,
  };
}

/** A send_email double that records every message it is given. */
export function mailDouble(fail = false) {
  const sent: { from: { email: string; name: string }; to: string; replyTo: string; subject: string; text: string }[] = [];
  const binding = {
    send: async (message: (typeof sent)[number]) => {
      sent.push(message);
      if (fail) throw new Error("destination address not verified");
      return { messageId: `m-${sent.length}` };
    },
  };
  return { sent, binding };
}

/** The app with extra bindings: a same-origin form post from a signed-in owner. */
export function postFormWith(bindings: object, ctx: ExecutionContext, path: string, fields: Record<string, string>, cookie: string) {
  const headers = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "cf-connecting-ip": "198.51.100.77" };
  return app.request(
    `${ORIGIN}${path}`,
    { method: "POST", body: new URLSearchParams(fields).toString(), headers, redirect: "manual" },
    { ...env, ...bindings },
    ctx,
  );
}

/** Text as a browser shows it: React's separators between adjacent text nodes removed. */
export const shown = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** The attributes of the element with this id, whatever order React writes them in. */
export function attributesOf(html: string, id: string) {
  const tag = new RegExp(`<\\w+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}
