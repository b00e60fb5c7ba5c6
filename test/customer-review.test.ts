import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { issueCustomerLink, revokeCustomerLinks } from "../src/auth/customer-links";
import { business } from "../src/config/business";
import { schema } from "../src/db";
import { completionOf, markReviewAsked, saveCompletion } from "../src/db/job-completions";
import { customerDigestLines } from "../src/jobs/digest-customer";
import { call, db, postForm, seedRequest, signedIn } from "./admin-helpers";
import { fakePushService, makeDevice, subscribeDevice, type Device } from "./push-helpers";

// Issue 33, item 3 on the customer's page: "How did we do?" with the same review link for everyone
// (counted through /my/<token>/review), and a private message to the owner beside it.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = (path: string, headers: Record<string, string> = {}) => call(path, { ip: ip(), headers });
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });
const iphone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" };

async function completedJob(values: Parameters<typeof seedRequest>[0] = {}) {
  const request = await seedRequest({ firstName: "Rosa", lastName: "Diaz", status: "scheduled", ...values });
  await saveCompletion(db, request, { finalCents: 30_000, paymentMethod: "cash", workDone: "Garage cleanout", disposal: null }, "owner");
  const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
  return { request, base };
}

const eventsOf = (id: string) => db.query.customerEvents.findMany({ where: (e, { eq }) => eq(e.quoteRequestId, id) });

let device: Device;
let fake: ReturnType<typeof fakePushService> | undefined;
beforeAll(async () => {
  device = await makeDevice();
  await subscribeDevice((await signedIn()).cookie, device);
});
afterEach(() => fake?.restore());

describe("the review link", () => {
  it("is on the completed page for everyone, and goes on to the business's review page, counted, with no referrer", async () => {
    const { request, base } = await completedJob();
    const html = await (await open(base)).text();
    expect(html).toContain("How did we do?");
    expect(html).toContain(`href="${base}/review"`);
    expect(html).toContain("Leave us a Google review");
    // Nothing offered, nothing asked first, no stars to pick before the link.
    const card = html.slice(html.indexOf('aria-labelledby="review"'), html.indexOf("</section>", html.indexOf('aria-labelledby="review"')));
    expect(card).toContain("Leave us a Google review");
    expect(card).not.toMatch(/discount|coupon|gift|if you were happy|stars?\b|type="radio"/i);

    for (let i = 0; i < 2; i++) {
      const res = await open(`${base}/review`, iphone);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(business.reviewsUrl);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
    const completion = await completionOf(db, request.id);
    expect(completion!.reviewClicks).toBe(2);
    expect(completion!.reviewClickedAt).toBeInstanceOf(Date);
    expect((await eventsOf(request.id)).filter((e) => e.kind === "review-clicked")).toHaveLength(1);
  });

  // Issue 43, finding 8: every GET counted a click, so reloading (or a script) ran the count up.
  it("counts one click per browser a day: the same browser's second tap goes on uncounted", async () => {
    const { request, base } = await completedJob();
    const first = await open(`${base}/review`, iphone);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^review-counted=1;.*Path=${base};.*HttpOnly`, "i"));
    for (let i = 0; i < 3; i++) {
      const again = await open(`${base}/review`, { ...iphone, cookie: cookie.split(";")[0]! });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(business.reviewsUrl);
    }
    expect((await completionOf(db, request.id))!.reviewClicks).toBe(1);
  });

  it("does not count a messaging app's link preview", async () => {
    const { request, base } = await completedJob();
    const res = await open(`${base}/review`, { "user-agent": "WhatsApp/2.24.1 A" });
    expect(res.status).toBe(302);
    const completion = await completionOf(db, request.id);
    expect(completion!.reviewClicks).toBe(0);
    expect(completion!.reviewClickedAt).toBeNull();
    expect((await eventsOf(request.id)).some((e) => e.kind === "review-clicked")).toBe(false);
  });

  it("is an unknown page before the job's completion, and once the link is revoked", async () => {
    const heading = (html: string) => /<h1[^>]*>.*?<\/h1>/s.exec(html)?.[0];
    const unknown = heading(await (await open("/no-such-page")).text());
    expect(unknown).toBeTruthy();
    const request = await seedRequest({ status: "scheduled" });
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    const early = await open(`${base}/review`, iphone);
    expect(early.status).toBe(404);
    // The site's own 404 page (with the customer page's stylesheet and script, as for any /my 404 once the token opened).
    expect(heading(await early.text())).toBe(unknown);

    const done = await completedJob();
    await revokeCustomerLinks(db, done.request.id);
    expect((await open(`${done.base}/review`, iphone)).status).toBe(404);
    expect((await post(`${done.base}/message`, { text: "Thanks" })).status).toBe(404);
    expect((await completionOf(db, done.request.id))!.reviewClicks).toBe(0);
    expect((await eventsOf(done.request.id)).some((e) => e.kind === "message")).toBe(false);
  });
});

describe("the private message to the owner", () => {
  it("is saved, reaches the owner's phone, and shows on the customer's timeline", async () => {
    const { request, base } = await completedJob();
    await markReviewAsked(db, request.id, ["page"]);
    const since = new Date(Date.now() - 1000);
    fake = fakePushService([device]);
    const res = await post(`${base}/message`, { text: "  The crew was great, but they left a box behind.  " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${base}?done=message#notice`);
    const messages = (await eventsOf(request.id)).filter((e) => e.kind === "message");
    expect(messages.map((e) => e.detail)).toEqual([{ text: "The crew was great, but they left a box behind.", pushed: true }]);
    await fake.until(1);
    expect(fake.errors).toEqual([]);
    const [alert] = fake.received.map((r) => r.payload);
    expect(alert!.title).toBe("Message from Rosa Diaz after the job");
    expect(alert!.body).toContain("they left a box behind");
    expect(alert!.url).toBe(`/admin/requests/${request.id}`);
    const html = await (await open(`${base}?done=message`)).text();
    expect(html).toContain("Thank you: your message is sent. Only the owner reads it.");
    // The timeline: the request, the job completed, the message; the owner's ask is not the customer's news.
    const timeline = html.slice(html.indexOf('aria-labelledby="timeline"'));
    expect([...timeline.matchAll(/<p class="font-medium text-ink-900">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual([
      "We received your request",
      "Job completed",
      "You sent a message",
    ]);
    expect(timeline).toContain("The crew was great, but they left a box behind.");
    // And the owner's morning digest has it on a line of its own.
    const lines = await customerDigestLines(db, since, "https://www.example.com");
    expect(lines).toContain(
      `- Message from Rosa Diaz after the job: “The crew was great, but they left a box behind.” https://www.example.com/admin/requests/${request.id}`,
    );
  });

  it("refuses an empty or too long message with the reason, keeping what was written", async () => {
    const { request, base } = await completedJob({ locale: "es" });
    const empty = await post(`${base}/message`, { text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escriba su mensaje primero");
    const long = `Muy bien ${"x".repeat(1000)}`;
    const tooLong = await post(`${base}/message`, { text: long });
    expect(tooLong.status).toBe(400);
    const html = await tooLong.text();
    expect(html).toContain("Un mensaje puede tener como máximo 1,000 caracteres");
    expect(html).toContain(`>${long}</textarea>`);
    expect((await eventsOf(request.id)).some((e) => e.kind === "message")).toBe(false);
  });

  it("is not offered before the job's completion", async () => {
    const request = await seedRequest({ status: "scheduled" });
    const base = `/my/${await issueCustomerLink(db, request.id, "customer")}`;
    expect((await post(`${base}/message`, { text: "Hello" })).status).toBe(404);
    const row = await db.query.jobCompletions.findFirst({ where: eq(schema.jobCompletions.quoteRequestId, request.id) });
    expect(row).toBeUndefined();
  });
});
