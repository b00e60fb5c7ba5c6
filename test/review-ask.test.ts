import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { openCustomerLink } from "../src/auth/customer-links";
import { saveCompletion, type CompletionInput } from "../src/db/job-completions";
import type { NewQuoteRequest } from "../src/db/schema";
import { sendReviewAsk, type ReviewAskEnv } from "../src/use-cases/review-ask";
import { db } from "./admin-helpers";
import { mailDouble } from "./admin-booking-helpers";
import { customerRequest, eventsOf, subscribePhone } from "./customer-push-helpers";
import { fakePushService, makeDevice, type Device } from "./push-helpers";

// Issue 33, items 2 and 3: with a job's first completion, the receipt and the review ask go to the
// customer by every free channel they have, once: the page always, a notification where they turned
// them on, the receipt e-mail where customer e-mail is set up.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

const origin = "https://www.example.com";
// 3 PM in Houston on Friday, November 27, 2026.
const finishedAt = new Date("2026-11-27T21:00:00Z");

const job: CompletionInput = {
  finalCents: 24_550,
  paymentMethod: "credit-card",
  workDone: "Hauled a sofa, a mattress and 12 bags from the garage.\nSwept the garage.",
  disposal: {
    shares: { donated: 40, recycled: 35, landfill: 25 },
    items: [
      { name: "Sofa", went: "donated" },
      { name: "Mattress", went: "recycled" },
    ],
    places: { donated: "Goodwill Spring" },
  },
};

/** The Worker's environment with a customer e-mail double as CUSTOMER_EMAIL. */
const withMail = (mail: ReturnType<typeof mailDouble>) => ({ ...env, CUSTOMER_EMAIL: mail.binding }) as unknown as ReviewAskEnv;

/** A request completed now, with its page and (optionally) a phone subscribed from it. */
async function completed(values: Partial<NewQuoteRequest> = {}, input: CompletionInput = job, phone?: Device) {
  const { request, token } = await customerRequest({
    status: "scheduled",
    firstName: "Ana",
    email: `ana-${crypto.randomUUID()}@example.com`,
    ...values,
  });
  if (phone) await subscribePhone(token, phone);
  const { completion, first } = await saveCompletion(db, request, input, "owner", finishedAt);
  expect(first).toBe(true);
  return { request: { ...request, status: "completed" }, completion };
}

const marks = async (id: string) =>
  (await env.DB.prepare("SELECT review_asked_at AS asked, receipt_emailed_at AS emailed FROM job_completions WHERE quote_request_id = ?")
    .bind(id)
    .first<{ asked: number | null; emailed: number | null }>())!;

/** The review link and the page link an e-mail carries, and the token they share. */
function linksIn(text: string) {
  const review = new RegExp(`^${origin}/my/([A-Za-z0-9_-]{43})/review$`, "m").exec(text);
  const page = new RegExp(`^${origin}/my/([A-Za-z0-9_-]{43})$`, "m").exec(text);
  return { reviewToken: review?.[1], pageToken: page?.[1] };
}

describe("sendReviewAsk", () => {
  it("e-mails the receipt with the review link and notifies the phone, once each, and records every channel", async () => {
    const phone = await makeDevice();
    const { request, completion } = await completed({}, job, phone);
    fake = fakePushService([phone]);
    const mail = mailDouble();

    const channels = await sendReviewAsk(withMail(mail), db, request, completion, origin, finishedAt);
    expect(channels).toEqual(["page", "push", "email"]);

    // The notification: its words, a tag that replaces an earlier one on that phone, a day or two to live, not urgent.
    expect(fake.errors).toEqual([]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.payload).toMatchObject({
      title: "How did we do?",
      body: "Your receipt is on your page, with a link to review us on Google.",
      tag: expect.stringMatching(/^review-/),
    });
    expect(fake.received[0]!.headers.urgency).toBe("normal");
    expect(Number(fake.received[0]!.headers.ttl)).toBe(2 * 86_400);

    // The receipt e-mail, to the customer, with the facts of the job and the ask.
    expect(mail.sent).toHaveLength(1);
    const sent = mail.sent[0]!;
    expect(sent.to).toBe(request.email);
    expect(sent.replyTo).toBe("hello@springjunkremoval.com");
    expect(sent.subject).toBe("Your receipt: Junk Removal, Friday, November 27, 2026");
    const text = sent.text;
    for (const line of [
      "Hello Ana,",
      "Receipt",
      "Spring Junk Removal & Moving",
      "TxDMV No. 000000000C · USDOT No. 0000000",
      "Date: Friday, November 27, 2026",
      "Service: Junk Removal",
      "What we did: Hauled a sofa, a mattress and 12 bags from the garage.",
      "  Swept the garage.",
      "Amount: $245.50",
      "Paid by: Credit Card",
      "Where your load went:",
      "- Donated 40% (Goodwill Spring): Sofa",
      "- Recycled 35%: Mattress",
      "- Landfill 25%",
      "If you need a tax receipt for the donated items, the charity issues it, not Spring Junk Removal & Moving: ask them for it.",
      "Your receipt and the before and after photos are on your own page:",
      "How did we do?",
      "Please take a minute to review us on Google. Every review helps your neighbors choose, and we read each one:",
      "(281) 555-0147",
    ])
      expect(text.split("\n"), line).toContain(line);
    // The ask is the last thing before the thanks, and nothing hints at a reward or asks only the happy.
    expect(text).not.toMatch(/happy|satisf|discount|coupon|reward|gift|free/i);
    const { reviewToken, pageToken } = linksIn(text);
    expect(reviewToken).toBeDefined();
    expect(pageToken).toBe(reviewToken);
    expect((await openCustomerLink(db, reviewToken!))?.request.id).toBe(request.id);

    const { asked, emailed } = await marks(request.id);
    expect(asked).toBe(finishedAt.getTime());
    expect(emailed).toBe(finishedAt.getTime());
    expect(await eventsOf(request.id, "review-asked")).toEqual([{ channels: ["page", "push", "email"] }]);
  });

  it("writes the receipt and the notification in Spanish for a request sent in Spanish", async () => {
    const phone = await makeDevice();
    const { request, completion } = await completed(
      { locale: "es", firstName: "Lucía" },
      { ...job, finalCents: 18_000, paymentMethod: "cash", disposal: { items: [{ name: "Sofá", went: "donated" }] } },
      phone,
    );
    fake = fakePushService([phone]);
    const mail = mailDouble();
    await sendReviewAsk(withMail(mail), db, request, completion, origin, finishedAt);

    expect(fake.received[0]!.payload).toMatchObject({
      title: "¿Qué tal lo hicimos?",
      body: "Su recibo está en su página, con un enlace para dejarnos una reseña en Google.",
    });
    const sent = mail.sent[0]!;
    expect(sent.subject).toBe("Su recibo: Retiro de basura, viernes, 27 de noviembre de 2026");
    const lines = sent.text.split("\n");
    for (const line of [
      "Hola, Lucía:",
      "Recibo",
      "TxDMV núm. 000000000C · USDOT núm. 0000000",
      "Fecha: viernes, 27 de noviembre de 2026",
      "Servicio: Retiro de basura",
      "Total: $180",
      "Forma de pago: Efectivo",
      "A dónde fue su carga:",
      "- Donado: Sofá",
      "¿Qué tal lo hicimos?",
    ])
      expect(lines, line).toContain(line);
    expect(sent.text).toContain("se lo da la organización benéfica");
    expect(linksIn(sent.text).reviewToken).toBeDefined();
    expect(sent.text).not.toMatch(/Hello|Receipt|Amount|How did we do/);
  });

  it("says the same words to every customer: only the facts of the job and the links differ", async () => {
    const mail = mailDouble();
    const bindings = withMail(mail);
    for (const input of [job, { ...job, finalCents: 9_900, paymentMethod: "check" as const, workDone: "", disposal: null }]) {
      const { request, completion } = await completed({}, input);
      await sendReviewAsk(bindings, db, request, completion, origin, finishedAt);
    }
    const asks = mail.sent.map((m) => m.text.slice(m.text.indexOf("How did we do?")).replace(/\/my\/[A-Za-z0-9_-]{43}/g, "/my/TOKEN"));
    expect(asks[0]).toBe(asks[1]);
  });

  it("leaves out where the load went when nothing was recorded, and the charity's line when nothing was donated", async () => {
    const mail = mailDouble();
    const bindings = withMail(mail);
    const none = await completed({}, { ...job, disposal: null });
    await sendReviewAsk(bindings, db, none.request, none.completion, origin, finishedAt);
    const recycled = await completed({}, { ...job, disposal: { shares: { donated: 0, recycled: 70, landfill: 30 } } });
    await sendReviewAsk(bindings, db, recycled.request, recycled.completion, origin, finishedAt);

    const [first, second] = mail.sent.map((m) => m.text);
    expect(first).not.toContain("Where your load went:");
    expect(second).toContain("Where your load went:\n- Recycled 70%\n- Landfill 30%\n");
    expect(second).not.toMatch(/Donated|charity/);
  });

  it("without customer e-mail or a phone, asks on the page only and records that", async () => {
    const { request, completion } = await completed();
    fake = fakePushService([]);
    const channels = await sendReviewAsk(env as ReviewAskEnv, db, request, completion, origin, finishedAt);
    expect(channels).toEqual(["page"]);
    expect(fake.received).toEqual([]);
    const { asked, emailed } = await marks(request.id);
    expect(asked).toBe(finishedAt.getTime());
    expect(emailed).toBeNull();
    expect(await eventsOf(request.id, "review-asked")).toEqual([{ channels: ["page"] }]);
  });

  it("an e-mail the binding refuses is not counted as sent: it is recorded as a failure for the owner", async () => {
    const { request, completion } = await completed();
    const mail = mailDouble(true);
    const channels = await sendReviewAsk(withMail(mail), db, request, completion, origin, finishedAt);
    expect(mail.sent).toHaveLength(1);
    expect(channels).toEqual(["page"]);
    expect((await marks(request.id)).emailed).toBeNull();
    const failure = await env.DB.prepare("SELECT kind, error FROM side_effect_failures WHERE quote_request_id = ?")
      .bind(request.id)
      .first<{ kind: string; error: string }>();
    expect(failure).toEqual({ kind: "customer-email", error: "Error: destination address not verified" });
  });

  it("sends no e-mail to an address that could not go into a To header", async () => {
    const { request, completion } = await completed({ email: "two@example.com, three@example.com" });
    const mail = mailDouble();
    const channels = await sendReviewAsk(withMail(mail), db, request, completion, origin, finishedAt);
    expect(channels).toEqual(["page"]);
    expect(mail.sent).toEqual([]);
  });
});
