import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { openCustomerLink } from "../src/auth/customer-links";
import { business } from "../src/config/business";
import { recordReviewClick, saveCompletion, type CompletionInput } from "../src/db/job-completions";
import type { NewQuoteRequest } from "../src/db/schema";
import { sendReviewAsk, type ReviewAskEnv } from "../src/use-cases/review-ask";
import { sendReviewReminders, type ReviewReminderEnv } from "../src/jobs/review-reminders";
import { deleteRequest } from "../src/use-cases/request-actions";
import { db } from "./admin-helpers";
import { mailDouble } from "./admin-booking-helpers";
import { runCron } from "./cron-helpers";
import { customerRequest, eventsOf, subscribePhone } from "./customer-push-helpers";
import { fakePushService, makeDevice, type Device } from "./push-helpers";

// Issue 33, item 3: one reminder of the review ask, three days after it, by notification and e-mail
// where the customer has them, only while the review link was never followed and the request is
// still completed; none after that. Time is moved by passing `now`, never waited for.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

const dayMs = 86_400_000;
const site = "https://www.example.com";
// The ask: 3 PM in Houston on Friday, November 27, 2026.
const askedAt = new Date("2026-11-27T21:00:00Z");
const after = (ms: number) => new Date(askedAt.getTime() + ms);

const job: CompletionInput = { finalCents: 30_000, paymentMethod: "cash", workDone: "Garage cleanout", disposal: null };

/** A job completed and asked about at `askedAt` (the page and, when given, a phone; no e-mail at the time). */
async function asked(values: Partial<NewQuoteRequest> = {}, phone?: Device) {
  const email = `r-${crypto.randomUUID()}@example.com`;
  const { request, token } = await customerRequest({ status: "scheduled", firstName: "Ana", email, ...values });
  if (phone) await subscribePhone(token, phone);
  const { completion } = await saveCompletion(db, request, job, "owner", askedAt);
  await sendReviewAsk(env as ReviewAskEnv, db, { ...request, status: "completed" }, completion, site, askedAt);
  return { request, email };
}

/** The reminders as the morning jobs run them at `at`, with a customer e-mail double; returns what was mailed. */
async function remind(at: Date, vars: Record<string, string> = { SITE_URL: site }) {
  const mail = mailDouble();
  await sendReviewReminders(db, { ...env, CUSTOMER_EMAIL: mail.binding, ...vars } as unknown as ReviewReminderEnv, at);
  return mail.sent;
}

const remindedAt = async (id: string) =>
  (
    await env.DB.prepare("SELECT review_reminded_at AS at FROM job_completions WHERE quote_request_id = ?")
      .bind(id)
      .first<{ at: number | null }>()
  )?.at ?? null;

describe("the review ask's one reminder", () => {
  it("goes once, three days after the ask, by notification and e-mail in the customer's language, and never again", async () => {
    const enPhone = await makeDevice();
    const esPhone = await makeDevice();
    fake = fakePushService([enPhone, esPhone]);
    const en = await asked({}, enPhone);
    const es = await asked({ locale: "es", firstName: "Lucía" }, esPhone);
    const pushesAtAsk = fake.received.length;
    const to = (sent: ReturnType<typeof mailDouble>["sent"], address: string) => sent.filter((m) => m.to === address);

    // A minute short of three days: nothing.
    let sent = await remind(after(3 * dayMs - 60_000));
    expect(to(sent, en.email)).toEqual([]);
    expect(fake.received).toHaveLength(pushesAtAsk);
    expect(await eventsOf(en.request.id, "review-reminded")).toEqual([]);
    expect(await remindedAt(en.request.id)).toBeNull();

    // Three days: one e-mail and one notification each.
    const due = after(3 * dayMs);
    sent = await remind(due);
    const mail = to(sent, en.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("A minute for a review of Spring Junk Removal & Moving?");
    expect(mail[0]!.text).toContain("Thank you again for choosing us for the job on Friday, November 27, 2026 (Junk Removal).");
    expect(mail[0]!.text).toContain("This is our only reminder.");
    const review = new RegExp(`^${site}/my/([A-Za-z0-9_-]{43})/review$`, "m").exec(mail[0]!.text);
    expect((await openCustomerLink(db, review?.[1] ?? ""))?.request.id).toBe(en.request.id);
    expect(mail[0]!.text).toMatch(new RegExp(`^${site}/my/${review![1]}$`, "m"));
    expect(mail[0]!.text).not.toMatch(/happy|satisf|discount|coupon|reward|gift/i);
    expect(to(sent, es.email)[0]!.subject).toBe("¿Tiene un minuto para una reseña de Spring Junk Removal & Moving?");
    expect(to(sent, es.email)[0]!.text).toContain("Este es el único recordatorio que le enviamos.");

    const reminders = fake.received.slice(pushesAtAsk);
    expect(fake.errors).toEqual([]);
    expect(reminders.find((r) => r.endpoint === enPhone.subscription.endpoint)?.payload).toMatchObject({
      title: "A minute for a review?",
      body: "Every review on Google helps your neighbors choose. The link is on your page.",
      tag: expect.stringMatching(/^review-/),
    });
    expect(reminders.find((r) => r.endpoint === esPhone.subscription.endpoint)?.payload.title).toBe("¿Tiene un minuto para una reseña?");
    expect(reminders).toHaveLength(2);
    expect(await remindedAt(en.request.id)).toBe(due.getTime());
    expect(await eventsOf(en.request.id, "review-reminded")).toEqual([{ channels: ["push", "email"] }]);

    // The next run, and any later one: nothing more.
    for (const later of [after(3 * dayMs + 60_000), after(10 * dayMs)]) {
      sent = await remind(later);
      expect(to(sent, en.email)).toEqual([]);
      expect(to(sent, es.email)).toEqual([]);
    }
    expect(fake.received).toHaveLength(pushesAtAsk + 2);
    expect(await eventsOf(en.request.id, "review-reminded")).toHaveLength(1);
  });

  it("is not sent once the review link was followed", async () => {
    const { request, email } = await asked();
    await recordReviewClick(db, request.id, after(dayMs));
    const sent = await remind(after(3 * dayMs));
    expect(sent.filter((m) => m.to === email)).toEqual([]);
    expect(await remindedAt(request.id)).toBeNull();
    expect(await eventsOf(request.id, "review-reminded")).toEqual([]);
  });

  it("is not sent for a request declined since", async () => {
    const { request, email } = await asked();
    await env.DB.prepare("UPDATE quote_requests SET status = 'declined' WHERE id = ?").bind(request.id).run();
    const sent = await remind(after(3 * dayMs));
    expect(sent.filter((m) => m.to === email)).toEqual([]);
    expect(await remindedAt(request.id)).toBeNull();
    expect(await eventsOf(request.id, "review-reminded")).toEqual([]);
  });

  it("is not sent for a deleted request", async () => {
    const { request, email } = await asked();
    expect(await deleteRequest({ db, env, now: new Date(), background: () => undefined }, request.id)).not.toBeNull();
    const sent = await remind(after(3 * dayMs));
    expect(sent.filter((m) => m.to === email)).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM job_completions WHERE quote_request_id = ?").bind(request.id).first("n")).toBe(
      0,
    );
  });

  it("with no phone and no e-mail set up, is claimed all the same and records nothing: the page shows the ask", async () => {
    const { request } = await asked();
    await sendReviewReminders(db, env, after(3 * dayMs));
    expect(await remindedAt(request.id)).toBe(after(3 * dayMs).getTime());
    expect(await eventsOf(request.id, "review-reminded")).toEqual([]);
  });

  it("without SITE_URL, links the business's review page itself", async () => {
    const { request, email } = await asked();
    const sent = await remind(after(3 * dayMs), { SITE_URL: "" });
    const mail = sent.find((m) => m.to === email)!;
    expect(mail.text.split("\n")).toContain(business.reviewsUrl);
    expect(mail.text).not.toContain("/my/");
    expect(await eventsOf(request.id, "review-reminded")).toEqual([{ channels: ["email"] }]);
  });

  it("runs with the 7 AM morning jobs", async () => {
    const { request, email } = await asked();
    const mail = mailDouble();
    // 7 AM in Houston (CST) on Tuesday, December 1: four days after the ask.
    await runCron("0 13 * * *", new Date("2026-12-01T13:00:00Z"), { CUSTOMER_EMAIL: mail.binding, SITE_URL: site });
    expect(mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect(await eventsOf(request.id, "review-reminded")).toEqual([{ channels: ["email"] }]);
  });
});
