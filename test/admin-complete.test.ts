import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";
import { photoIdOf } from "../src/db/quote-photos";
import type { NewQuoteRequest } from "../src/db/schema";
import worker from "../src/index";
import { call, db, ORIGIN, postForm, seedRequest, sessionToken, signedIn } from "./admin-helpers";
import { attributesOf, historyOf, rowOf, seedQuoteWithPhotos, shown } from "./admin-booking-helpers";
import { eventsOf } from "./customer-push-helpers";
import { fromBase64 } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";
import { textOf } from "./html";

// Issue 33, item 1: "Complete the job" on a request's detail, by the owner or the crew on a phone:
// one multipart post with the amount, the payment method, what was done, before and after photos
// and where the load went; the detail shows the record with its photos (each deletable); posting
// again corrects it; the review ask goes out once, with the first save only.

const jpeg = fromBase64(photoFixtures.jpeg);
const png = fromBase64(photoFixtures.png);
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let owner: Awaited<ReturnType<typeof signedIn>>;
const staff = { username: "", cookie: "" };

beforeAll(async () => {
  owner = await signedIn();
  staff.username = `crew-${crypto.randomUUID().slice(0, 6)}`;
  await db.insert(schema.users).values({ username: staff.username, password: await hashPassword("a long enough password"), role: "staff" });
  const res = await postForm("/admin/sign-in", { username: staff.username, password: "a long enough password" }, { ip: "198.51.100.171" });
  staff.cookie = `__Host-session=${sessionToken(res)}`;
});

const booked: Partial<NewQuoteRequest> = { status: "scheduled", bookedDate: "2030-06-03", bookedWindow: "09-11" };

type Files = { before?: { bytes: Uint8Array; name?: string }[]; after?: { bytes: Uint8Array; name?: string }[] };

/** The form as a phone's browser sends it: the text fields, then each file input (an empty one still sends a part). */
function completionForm(fields: Record<string, string>, files: Files = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const phase of ["before", "after"] as const) {
    const list = files[phase] ?? [];
    if (!list.length) form.append(phase, new File([], "", { type: "application/octet-stream" }));
    list.forEach((f, i) => form.append(phase, new File([f.bytes], f.name ?? `${phase}-${i + 1}.jpg`, { type: "image/jpeg" })));
  }
  return form;
}

/** The Worker's fetch, settled: the review ask it hands to waitUntil is done before the test reads. */
async function send(path: string, body: FormData | URLSearchParams, cookie = owner.cookie) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { origin: ORIGIN, cookie, "cf-connecting-ip": "198.51.100.172" },
    redirect: "manual",
  });
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const complete = (id: string, fields: Record<string, string>, files: Files = {}, cookie = owner.cookie) =>
  send(`/admin/requests/${id}/complete`, completionForm(fields, files), cookie);
const deletePhoto = (id: string, photoId: string, cookie = owner.cookie) =>
  send(`/admin/requests/${id}/job-photos/${photoId}/delete`, new URLSearchParams(), cookie);

const page = async (res: Response) => (await shown(res)).replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const detail = async (path: string, cookie = owner.cookie) => {
  const res = await call(path, { cookie });
  expect(res.status).toBe(200);
  return page(res);
};
const panel = (html: string) => {
  const start = html.indexOf('<section aria-labelledby="complete-heading"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
};
const completionRow = async (id: string) =>
  (await db.query.jobCompletions.findFirst({ where: eq(schema.jobCompletions.quoteRequestId, id) })) ?? null;
const photoRow = async (key: string) => (await db.query.quotePhotos.findFirst({ where: eq(schema.quotePhotos.key, key) })) ?? null;
const unclaimedRows = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM quote_photos WHERE quote_request_id IS NULL").first<{ n: number }>())!.n;
const inBucket = async (key: string) => (await env.QUOTE_PHOTOS.head(key)) !== null;

const paid = { amount: "420", method: "credit-card" };

describe("the panel before the job is completed", () => {
  it("offers a scheduled job's form on top, the amount from the approved quote, photo inputs that open the phone's camera", async () => {
    const r = await seedRequest(booked);
    const quote = (version: number, low: number, high: number, approvedAt: Date | null) => ({
      quoteRequestId: r.id,
      version,
      lowCents: low,
      highCents: high,
      included: "Labor and disposal",
      validUntil: "2030-07-01",
      createdBy: "owner",
      createdAt: new Date(Date.UTC(2030, 4, version)),
      approvedAt,
    });
    await db.insert(schema.quotes).values([quote(1, 38_000, 38_000, new Date(Date.UTC(2030, 4, 2))), quote(2, 40_000, 45_050, null)]);
    const html = await detail(`/admin/requests/${r.id}`);
    const section = panel(html);
    expect(textOf(section)).toContain("Complete the job");
    // First in the side column on the job's day, before the estimate and quote panels.
    expect(html.indexOf('aria-labelledby="complete-heading"')).toBeLessThan(html.indexOf('aria-labelledby="quote-heading"'));
    const form = /<form [^>]*>/.exec(section)![0];
    expect(form).toContain(`action="/admin/requests/${r.id}/complete"`);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toContain('method="post"');
    expect(attributesOf(section, "complete-amount")).toMatchObject({ name: "amount", value: "380", required: "" });
    expect(textOf(section)).toContain("From quote v1, which the customer approved.");
    for (const phase of ["before", "after"]) {
      expect(attributesOf(section, `complete-${phase}`)).toMatchObject({
        name: phase,
        type: "file",
        multiple: "",
        accept: "image/*",
        capture: "environment",
      });
    }
    for (const m of ["cash", "credit-card", "check", "zelle", "venmo", "other"]) expect(section).toContain(`name="method" value="${m}"`);
    expect(textOf(section)).toMatch(/Cash.*Credit card.*Check.*Zelle.*Venmo.*Another way/);
    expect(textOf(section)).toContain("Where the load went (optional)");
    expect(textOf(section)).toContain("Shown on the customer's receipt, which they read in English: write it in English.");
  });

  it("starts from the newest quote's high end when none was approved; a move has no disposal; a never-booked job says so", async () => {
    const r = await seedRequest({ ...booked, serviceType: "moving-services", locale: "es" });
    await db.insert(schema.quotes).values({
      quoteRequestId: r.id,
      version: 1,
      lowCents: 40_000,
      highCents: 45_050,
      included: "Labor",
      validUntil: "2030-07-01",
      createdBy: "owner",
      createdAt: new Date(),
    });
    const section = panel(await detail(`/admin/requests/${r.id}`));
    expect(section).toMatch(/name="amount"[^>]*value="450.50"/);
    expect(textOf(section)).not.toContain("Where the load went");
    expect(textOf(section)).toContain("write it in Spanish");

    const pending = await seedRequest();
    const never = textOf(panel(await detail(`/admin/requests/${pending.id}`)));
    expect(never).toContain("This job was never booked. Complete it only if the work was done.");
    expect(never).toContain("Complete the job anyway");

    const declined = await seedRequest({ status: "declined" });
    expect(await detail(`/admin/requests/${declined.id}`)).not.toContain('aria-labelledby="complete-heading"');
  });
});

describe("completing a job", () => {
  it("stores the record and its photos by phase, marks the job Completed once, asks for the review once, and shows it all", async () => {
    const { quote: r, photos: customerPhotos } = await seedQuoteWithPhotos(1, booked);
    const res = await complete(
      r.id,
      {
        ...paid,
        workDone: "Hauled a sofa and two mattresses.\r\nSwept the garage.",
        "share-donated": "40",
        "share-recycled": "35",
        "share-landfill": "25",
        "item-0-name": "Sofa",
        "item-0-went": "donated",
        "item-1-name": "Mattresses",
        "item-1-went": "recycled",
        "place-donated": "Goodwill Spring",
      },
      { before: [{ bytes: jpeg }, { bytes: png, name: "garage.png" }], after: [{ bytes: jpeg }] },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${r.id}?completed=new`);

    const row = (await completionRow(r.id))!;
    expect(row).toMatchObject({
      finalCents: 42_000,
      paymentMethod: "credit-card",
      workDone: "Hauled a sofa and two mattresses.\nSwept the garage.",
      completedBy: owner.owner.username,
      disposal: {
        shares: { donated: 40, recycled: 35, landfill: 25 },
        items: [
          { name: "Sofa", went: "donated" },
          { name: "Mattresses", went: "recycled" },
        ],
        places: { donated: "Goodwill Spring" },
      },
    });
    expect(row.beforePhotos).toHaveLength(2);
    expect(row.afterPhotos).toHaveLength(1);
    for (const key of [...row.beforePhotos, ...row.afterPhotos]) {
      expect((await photoRow(key))?.quoteRequestId).toBe(r.id);
      expect(await inBucket(key)).toBe(true);
    }
    expect((await photoRow(row.beforePhotos[1]!))?.contentType).toBe("image/png");
    expect((await rowOf(r.id))?.status).toBe("completed");
    const history = await historyOf(r.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([["scheduled", "completed", owner.owner.username]]);
    expect(await eventsOf(r.id, "completed")).toEqual([{ by: owner.owner.username }]);
    expect(await eventsOf(r.id, "review-asked")).toHaveLength(1);
    // The customer's own photos stay theirs.
    expect(r.photoUrls).toEqual([]);
    expect((await rowOf(r.id))?.photoUrls).toEqual([customerPhotos[0]!.key]);

    const html = await detail(res.headers.get("location")!);
    expect(html).toContain("Job completed: $420.00 paid by credit card.");
    const section = textOf(panel(html));
    expect(section).toContain("Job completed");
    expect(section).toContain("Amount $420.00");
    expect(section).toContain("Paid by Credit card");
    expect(section).toContain(`By ${owner.owner.username}`);
    expect(section).toContain("Hauled a sofa and two mattresses.");
    expect(section).toContain("Donated 40% · Recycled 35% · Landfill 25%");
    expect(section).toContain("Kept out of the landfill: 75%");
    expect(section).toContain("Sofa: donated");
    expect(section).toContain("Donated to Goodwill Spring");
    expect(section).toContain("Before photos (2)");
    expect(section).toContain("After photos (1)");
    expect(section).toContain("Correct it or add photos");
    for (const key of [...row.beforePhotos, ...row.afterPhotos]) {
      expect(html).toContain(`src="/admin/photos/${photoIdOf(key)}"`);
      expect(html).toContain(`action="/admin/requests/${r.id}/job-photos/${photoIdOf(key)}/delete"`);
    }
    // The request's own photo grid and the delete warning count what deleting the request removes.
    expect(html).toContain("Yes, delete this request and its 4 photos");
    // The status change tells the completion on the timeline: one line, not two.
    expect(html).toContain("Scheduled → Completed");
    expect(html).not.toContain("Job completed: the receipt is on their page");

    // The owner's photo route serves a job photo, which is not among the request's own photos.
    const photo = await call(`/admin/photos/${photoIdOf(row.afterPhotos[0]!)}`, { cookie: staff.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await photo.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
  });

  it("corrects the record when posted again, adds more photos within the limit, and does not ask for the review again", async () => {
    const r = await seedRequest(booked);
    expect((await complete(r.id, paid, { before: [{ bytes: jpeg }] })).status).toBe(303);
    const first = (await completionRow(r.id))!;

    const res = await complete(
      r.id,
      { amount: "$380.5", method: "cash", workDone: "Corrected", "place-landfill": "Atascocita Landfill" },
      { after: [{ bytes: jpeg }, { bytes: jpeg }] },
      staff.cookie,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${r.id}?completed=updated`);
    const row = (await completionRow(r.id))!;
    expect(row).toMatchObject({
      finalCents: 38_050,
      paymentMethod: "cash",
      workDone: "Corrected",
      disposal: { places: { landfill: "Atascocita Landfill" } },
      completedBy: owner.owner.username,
      completedAt: first.completedAt,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect(row.beforePhotos).toEqual(first.beforePhotos);
    expect(row.afterPhotos).toHaveLength(2);
    expect(await historyOf(r.id)).toHaveLength(1);
    expect(await eventsOf(r.id, "completed")).toHaveLength(1);
    expect(await eventsOf(r.id, "review-asked")).toHaveLength(1);
    expect(await detail(res.headers.get("location")!)).toContain("Completion updated.");

    // Full: six before photos in all, then one more is refused with how many are left, and nothing is stored.
    expect((await complete(r.id, paid, { before: Array.from({ length: 5 }, () => ({ bytes: jpeg })) })).status).toBe(303);
    const unclaimed = await unclaimedRows();
    const refused = await complete(r.id, paid, { before: [{ bytes: jpeg }] });
    expect(refused.status).toBe(400);
    expect(await page(refused)).toContain("This job has 6 before photos, the most it can keep: delete one to add another.");
    expect((await completionRow(r.id))!.beforePhotos).toHaveLength(6);
    expect(await unclaimedRows()).toBe(unclaimed);
  });

  it("lets staff complete a job", async () => {
    const r = await seedRequest(booked);
    const res = await complete(r.id, { amount: "95.00", method: "check" }, {}, staff.cookie);
    expect(res.status).toBe(303);
    expect(await completionRow(r.id)).toMatchObject({
      finalCents: 9_500,
      paymentMethod: "check",
      completedBy: staff.username,
      disposal: null,
    });
    expect((await historyOf(r.id)).map((h) => h.changedBy)).toEqual([staff.username]);
    expect(await detail(res.headers.get("location")!, staff.cookie)).toContain("Job completed: $95.00 paid by check.");
  });

  it("completes a job already marked Completed by hand without a second status change, and the timeline says so once", async () => {
    const r = await seedRequest({ status: "completed" });
    expect((await complete(r.id, paid)).status).toBe(303);
    expect(await historyOf(r.id)).toEqual([]);
    const html = await detail(`/admin/requests/${r.id}`);
    expect(html.split("Job completed: the receipt is on their page").length - 1).toBe(1);
    expect(await eventsOf(r.id, "review-asked")).toHaveLength(1);
  });
});

describe("a refused completion", () => {
  const refusedWith = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    return page(res);
  };

  it("re-renders the detail with the values kept and each field's message (400), storing nothing", async () => {
    const r = await seedRequest(booked);
    const unclaimed = await unclaimedRows();
    const res = await complete(
      r.id,
      {
        amount: "4.205",
        method: "paypal",
        workDone: "Kept this",
        "share-donated": "50",
        "item-0-name": "Sofa",
        "place-donated": "Goodwill",
      },
      { before: [{ bytes: jpeg }] },
    );
    const html = await refusedWith(res, 400);
    const section = panel(html);
    expect(section).toContain("Nothing was saved: check the fields marked below.");
    expect(section).toContain('id="complete-amount-error"');
    expect(section).toContain("Enter dollars and cents, like 420 or 419.99");
    expect(section).toContain("Choose how the customer paid");
    expect(section).toContain("The shares must add up to 100% (now 50%)");
    expect(section).toContain("Choose where “Sofa” went");
    expect(section).toMatch(/name="amount"[^>]*value="4.205"/);
    expect(section).toMatch(/aria-invalid="true"[^>]*aria-describedby="complete-amount-error"|aria-describedby="complete-amount-error"/);
    expect(section).toContain(">Kept this</textarea>");
    expect(section).toMatch(/name="place-donated"[^>]*value="Goodwill"/);
    // The disposal fields unfold to show their messages.
    expect(section).toMatch(/<details open=""[^>]*><summary[^>]*><span>Where the load went/);
    expect(await completionRow(r.id)).toBeNull();
    expect((await rowOf(r.id))?.status).toBe("scheduled");
    expect(await unclaimedRows()).toBe(unclaimed);
  });

  it("refuses a file that is not a photo with 415, naming it by its field, with the other fields' messages too", async () => {
    const r = await seedRequest(booked);
    const unclaimed = await unclaimedRows();
    const res = await complete(
      r.id,
      { amount: "", method: "cash" },
      { before: [{ bytes: jpeg }], after: [{ bytes: pdf, name: "invoice.pdf" }] },
    );
    const section = panel(await refusedWith(res, 415));
    expect(section).toContain('id="complete-after-error"');
    expect(section).toContain("“invoice.pdf” is not a photo: choose a JPEG, PNG or WebP picture.");
    expect(section).toContain("Enter the amount the customer paid");
    expect(await completionRow(r.id)).toBeNull();
    expect(await unclaimedRows()).toBe(unclaimed);
  });

  it("refuses more than six photos of a phase at once (400) and a photo over 10 MB (413)", async () => {
    const r = await seedRequest(booked);
    const seven = Array.from({ length: 7 }, () => ({ bytes: jpeg }));
    const many = panel(await refusedWith(await complete(r.id, paid, { before: seven }), 400));
    expect(many).toContain('id="complete-before-error"');
    expect(many).toContain("At most 6 before photos at a time.");
    expect(many).toMatch(/name="amount"[^>]*value="420"/);

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpeg);
    const large = panel(await refusedWith(await complete(r.id, paid, { after: [{ bytes: big }] }), 413));
    expect(large).toContain('id="complete-after-error"');
    expect(large).toContain("Each photo can be at most 10 MB.");
    expect(await completionRow(r.id)).toBeNull();
  });

  it("refuses a declined request (400) and an unknown one (404), and a body that is no multipart form (400)", async () => {
    const declined = await seedRequest({ status: "declined" });
    const html = await refusedWith(await complete(declined.id, paid), 400);
    expect(html).toContain("This request is declined. Change its status first if the job was done.");
    expect(await completionRow(declined.id)).toBeNull();

    expect((await complete(crypto.randomUUID(), paid)).status).toBe(404);

    const r = await seedRequest(booked);
    const plain = await send(`/admin/requests/${r.id}/complete`, new URLSearchParams(paid));
    expect(await refusedWith(plain, 400)).toContain("The form could not be read. Please send it again.");
  });
});

describe("deleting a job photo", () => {
  it("takes it off the job, deletes its row and object, and the owner's photo route no longer serves it", async () => {
    const r = await seedRequest(booked);
    await complete(r.id, paid, { before: [{ bytes: jpeg }, { bytes: jpeg }], after: [{ bytes: jpeg }] });
    const [gone, kept] = (await completionRow(r.id))!.beforePhotos;

    const res = await deletePhoto(r.id, photoIdOf(gone!));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${r.id}?photoDeleted=1`);
    const row = (await completionRow(r.id))!;
    expect(row.beforePhotos).toEqual([kept]);
    expect(row.afterPhotos).toHaveLength(1);
    expect(await photoRow(gone!)).toBeNull();
    expect(await inBucket(gone!)).toBe(false);
    expect((await call(`/admin/photos/${photoIdOf(gone!)}`, { cookie: owner.cookie })).status).toBe(404);
    const html = await detail(res.headers.get("location")!);
    expect(html).toContain("Photo deleted.");
    expect(textOf(panel(html))).toContain("Before photos (1)");
    // The form says how many more it takes.
    expect(textOf(panel(html))).toContain("Up to 5 more (6 in all).");

    expect((await deletePhoto(r.id, photoIdOf(gone!))).status).toBe(404);
  });

  it("is not found for another request's photo, or a customer's own photo, and changes nothing", async () => {
    const mine = await seedRequest(booked);
    await complete(mine.id, paid, { before: [{ bytes: jpeg }] });
    const { quote: other, photos } = await seedQuoteWithPhotos(1, booked);
    await complete(other.id, paid, { after: [{ bytes: jpeg }] });
    const theirs = (await completionRow(other.id))!.afterPhotos[0]!;

    expect((await deletePhoto(mine.id, photoIdOf(theirs))).status).toBe(404);
    expect((await deletePhoto(other.id, photos[0]!.id)).status).toBe(404);
    expect((await deletePhoto(mine.id, "not-a-photo")).status).toBe(404);
    expect((await completionRow(other.id))!.afterPhotos).toEqual([theirs]);
    expect(await inBucket(theirs)).toBe(true);
    expect(await inBucket(photos[0]!.key)).toBe(true);
  });

  it("lets staff delete a job photo", async () => {
    const r = await seedRequest(booked);
    await complete(r.id, paid, { after: [{ bytes: jpeg }] });
    const [key] = (await completionRow(r.id))!.afterPhotos;
    expect((await deletePhoto(r.id, photoIdOf(key!), staff.cookie)).status).toBe(303);
    expect((await completionRow(r.id))!.afterPhotos).toEqual([]);
  });
});
