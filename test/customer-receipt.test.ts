import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { business } from "../src/config/business";
import { schema } from "../src/db";
import { attachJobPhotos, saveCompletion, type CompletionInput } from "../src/db/job-completions";
import { call, db, seedRequest } from "./admin-helpers";
import { fromBase64 } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";

// Issue 33, item 2: the customer's receipt on their own page, in their language, with the job's
// before and after photos served through the page's token only.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = (path: string) => call(path, { ip: ip() });
const page = async (base: string) => {
  const res = await open(base);
  expect(res.status).toBe(200);
  return res.text();
};

// 9:30 PM in Houston on Friday, November 27, 2026: already the 28th in UTC.
const lateFriday = new Date("2026-11-28T03:30:00Z");

const job: CompletionInput = {
  finalCents: 42_000,
  paymentMethod: "credit-card",
  workDone: "Hauled a sofa, a dresser and 12 boxes from the garage",
  disposal: {
    shares: { donated: 40, recycled: 35, landfill: 25 },
    items: [
      { name: "Sofa", went: "donated" },
      { name: "Cardboard boxes", went: "recycled" },
    ],
    places: { donated: "Goodwill Spring", landfill: "Atascocita Landfill" },
  },
};

async function completedJob(values: Parameters<typeof seedRequest>[0] = {}, input: CompletionInput = job) {
  const request = await seedRequest({ firstName: "Maria", lastName: "Lopez", status: "scheduled", ...values });
  await saveCompletion(db, request, input, "owner");
  // Recorded late on a Friday: the link itself stays open (30 days from the status change, today).
  await db.update(schema.jobCompletions).set({ completedAt: lateFriday }).where(eq(schema.jobCompletions.quoteRequestId, request.id));
  const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
  return { request, base };
}

/** A cleaned photo in the private bucket with its ledger row, not yet attached to anything. */
async function storedPhoto() {
  const id = crypto.randomUUID();
  const key = `photos/${id}`;
  await env.QUOTE_PHOTOS.put(key, fromBase64(photoFixtures.jpeg));
  await db.insert(schema.quotePhotos).values({ key, contentType: "image/jpeg", bytes: 10, width: 64, height: 48, uploadedAt: new Date() });
  return { id, key };
}

const receiptNumberOf = (id: string) => id.slice(0, 8).toUpperCase();

describe("the customer's receipt", () => {
  it("gives the job's facts in English: business and licences, Houston date, service, work, amount, payment, load", async () => {
    const { request, base } = await completedJob();
    const html = await page(base);
    expect(html).toContain("Your receipt");
    expect(html).toContain(receiptNumberOf(request.id));
    expect(html).toContain(business.name.replace("&", "&amp;"));
    expect(html).toContain(`TxDMV ${business.licences.txdmv} · USDOT ${business.licences.usdot}`);
    expect(html).toContain("Maria Lopez");
    expect(html).toContain("Friday, November 27, 2026");
    expect(html).toContain("Junk Removal");
    expect(html).toContain("Hauled a sofa, a dresser and 12 boxes from the garage");
    expect(html).toContain("$420.00");
    expect(html).toContain("Credit Card");
    expect(html).toContain("Where your load went");
    expect(html).toContain("Donated 40% · Recycled 35% · Landfill 25%");
    expect(html).toContain("Goodwill Spring");
    expect(html).toContain("Sofa");
    expect(html).toContain("Atascocita Landfill");
    expect(html).toContain("any tax receipt comes from the charity that received them, not from us");
    // The status line says when, the timeline that it happened.
    expect(html).toContain("Done on Friday, November 27, 2026");
    expect(html).toContain("Job completed");
    // Print needs a script: the button is there, hidden until the page's script shows it.
    expect(html).toMatch(/<button type="button" data-print="true" hidden="" class="[^"]*print:hidden[^"]*">Print receipt<\/button>/);
    // The receipt and the review ask take the question's and the notifications' place, receipt first.
    expect(html).not.toContain(`action="${base}/question"`);
    expect(html.indexOf('id="receipt"')).toBeGreaterThan(0);
    expect(html.indexOf('id="receipt"')).toBeLessThan(html.indexOf('id="review"'));
  });

  it("gives the same facts in Spanish, in the customer's words and dates", async () => {
    const { request, base } = await completedJob({ locale: "es" });
    const html = await page(base);
    expect(html).toContain("Su recibo");
    expect(html).toContain(receiptNumberOf(request.id));
    expect(html).toContain("Licencias: TxDMV");
    expect(html).toContain("viernes, 27 de noviembre de 2026");
    expect(html).toContain("Retiro de basura");
    expect(html).toContain("$420.00");
    expect(html).toContain("Tarjeta de crédito");
    expect(html).toContain("Adónde fue lo que recogimos");
    expect(html).toContain("Donado 40% · Reciclado 35% · Relleno sanitario 25%");
    expect(html).toContain("lo emite la organización benéfica que lo recibió, no nosotros");
    expect(html).toContain("Imprimir el recibo");
    expect(html).toContain("Terminado el viernes, 27 de noviembre de 2026");
    expect(html).not.toContain("Your receipt");
  });

  it("says who gives a tax receipt only when something was donated", async () => {
    const recycled = await completedJob({}, { ...job, disposal: { shares: { donated: 0, recycled: 60, landfill: 40 } } });
    const html = await page(recycled.base);
    expect(html).toContain("Recycled 60% · Landfill 40%");
    expect(html).not.toContain("Donated");
    expect(html).not.toContain("tax receipt");
    // A donated item without shares is a donation too.
    const item = await completedJob({}, { ...job, disposal: { items: [{ name: "Crib", went: "donated" }] } });
    expect(await page(item.base)).toContain("tax receipt comes from the charity");
    // Nothing recorded about the load: no section at all (a moving job, say).
    const moving = await completedJob({ serviceType: "moving-services" }, { ...job, disposal: null, workDone: "" });
    const movingHtml = await page(moving.base);
    expect(movingHtml).toContain("$420.00");
    expect(movingHtml).not.toContain("Where your load went");
    expect(movingHtml).not.toContain("What we did");
  });

  it("is not there before the job is completed, nor for a job closed without the crew's record", async () => {
    const request = await seedRequest({ firstName: "Maria", status: "scheduled", bookedDate: "2030-01-02", bookedWindow: "07-09" });
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    const html = await page(base);
    expect(html).not.toContain("Your receipt");
    expect(html).not.toContain("How did we do?");
    // No Print button in the body (the head's inline loader names its attribute: client/customer-loader.ts).
    expect(html.slice(html.indexOf("</head>"))).not.toContain("data-print");
    expect(html).toContain(`action="${base}/question"`);
    // Marked completed from the request's status, before this issue: no completion record.
    const closed = await seedRequest({ status: "completed" });
    await db
      .insert(schema.quoteStatusChanges)
      .values({ quoteRequestId: closed.id, fromStatus: "scheduled", toStatus: "completed", changedBy: "owner", changedAt: new Date() });
    const closedHtml = await page(`/my/${await issueCustomerLink(db, closed.id, "customer")}`);
    expect(closedHtml).toContain("Done on");
    expect(closedHtml).not.toContain("Your receipt");
    expect(closedHtml).not.toContain("How did we do?");
  });

  it("serves the before and after photos through the token, only this request's completion's", async () => {
    const { request, base } = await completedJob();
    const before = await storedPhoto();
    const after = await storedPhoto();
    expect(await attachJobPhotos(db, request.id, "before", [before.key], 6)).toBe(true);
    expect(await attachJobPhotos(db, request.id, "after", [after.key], 6)).toBe(true);
    const html = await page(base);
    expect(html).toContain(`src="${base}/job-photos/${before.id}"`);
    expect(html).toContain(`src="${base}/job-photos/${after.id}"`);
    expect(html).toContain('alt="Before photo 1"');
    expect(html).toContain('alt="After photo 1"');
    const photo = await open(`${base}/job-photos/${after.id}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(fromBase64(photoFixtures.jpeg));

    // Another request's job photo, through this token: 404; through its own: served.
    const other = await completedJob();
    const theirs = await storedPhoto();
    await attachJobPhotos(db, other.request.id, "before", [theirs.key], 6);
    expect((await open(`${base}/job-photos/${theirs.id}`)).status).toBe(404);
    expect((await open(`${other.base}/job-photos/${theirs.id}`)).status).toBe(200);

    // This request's own photo from the quote form is not a job photo; nor is a photo not attached to anything.
    const customers = await storedPhoto();
    await db
      .update(schema.quoteRequests)
      .set({ photoUrls: [customers.key] })
      .where(eq(schema.quoteRequests.id, request.id));
    await db.update(schema.quotePhotos).set({ quoteRequestId: request.id }).where(eq(schema.quotePhotos.key, customers.key));
    expect((await open(`${base}/photos/${customers.id}`)).status).toBe(200);
    expect((await open(`${base}/job-photos/${customers.id}`)).status).toBe(404);
    expect((await open(`${base}/job-photos/${(await storedPhoto()).id}`)).status).toBe(404);

    // A key in this completion's list whose photo belongs to another request: 404.
    await db
      .update(schema.jobCompletions)
      .set({ afterPhotos: [after.key, theirs.key] })
      .where(eq(schema.jobCompletions.quoteRequestId, request.id));
    expect((await open(`${base}/job-photos/${theirs.id}`)).status).toBe(404);
    expect((await open(`${base}/job-photos/not-a-uuid`)).status).toBe(404);
  });

  it("serves no job photo before the completion", async () => {
    const request = await seedRequest({ status: "scheduled" });
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    const photo = await storedPhoto();
    await db.update(schema.quotePhotos).set({ quoteRequestId: request.id }).where(eq(schema.quotePhotos.key, photo.key));
    expect((await open(`${base}/job-photos/${photo.id}`)).status).toBe(404);
  });
});
