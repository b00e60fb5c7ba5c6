import { openCustomerLink } from "../src/auth/customer-links";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { saveCustomerSubscription } from "../src/db/customer-push-subscriptions";
import { db } from "./admin-helpers";
import { mailDouble } from "./admin-booking-helpers";
import { runCron } from "./cron-helpers";
import { customerRequest, eventsOf, phonesOf } from "./customer-push-helpers";
import { fakePushService, makeDevice, type Device } from "./push-helpers";

// Issue 32: the day before a booked job, the 7 AM morning jobs remind the customer: a notification
// to the phones they turned on from their page, and an e-mail where customer e-mail is set up. One
// per booked day; a booking moved to another day gets one for its new day.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

// 7 AM in Houston (CST, UTC-6) on a Tuesday: tomorrow there is Wednesday, December 2.
const morning = new Date("2026-12-01T13:00:00Z");
const tomorrow = "2026-12-02";
const dayMs = 86_400_000;

/** The morning jobs as the Cron Trigger runs them, with a customer e-mail double. */
async function runMorning(at = morning, vars: Record<string, string> = {}) {
  const mail = mailDouble();
  await runCron("0 13 * * *", at, { CUSTOMER_EMAIL: mail.binding, ...vars });
  return mail.sent;
}

/** A booked request with a phone subscribed (stored as the opt-in stores it); returns the phone too. */
async function bookedWithPhone(values: Parameters<typeof customerRequest>[0] = {}) {
  const { request } = await customerRequest({ status: "scheduled", bookedDate: tomorrow, bookedWindow: "09-11", ...values });
  const phone = await makeDevice();
  await saveCustomerSubscription(db, request.id, { endpoint: phone.subscription.endpoint, ...phone.subscription.keys });
  return { request, phone };
}

const reminderFor = async (id: string) =>
  (await env.DB.prepare("SELECT customer_reminder_for AS d FROM quote_requests WHERE id = ?").bind(id).first<{ d: string | null }>())!.d;

const toPhone = (phone: Device) => (fake?.received ?? []).filter((r) => r.endpoint === phone.subscription.endpoint).map((r) => r.payload);

describe("the day-before reminder", () => {
  it("goes to tomorrow's customer by notification and e-mail once, in their language, and not again", async () => {
    const en = await bookedWithPhone({ email: "ana@example.com", firstName: "Ana" });
    const es = await bookedWithPhone({ email: "luz@example.com", firstName: "Luz", locale: "es", bookedWindow: "13-15" });
    fake = fakePushService([en.phone, es.phone]);

    const sent = await runMorning();
    expect(fake.errors).toEqual([]);
    expect(toPhone(en.phone)).toEqual([
      expect.objectContaining({ title: "Your booking is tomorrow", body: "We'll see you Wednesday, December 2, 2026, 9–11 AM." }),
    ]);
    expect(toPhone(es.phone)).toEqual([
      expect.objectContaining({
        title: "Su cita es mañana",
        body: expect.stringMatching(/^Nos vemos el miércoles.*2 de diciembre.*1[–-]3/),
      }),
    ]);
    const byAddress = Object.fromEntries(sent.map((m) => [m.to, m]));
    expect(byAddress["ana@example.com"]).toMatchObject({ subject: "Reminder: we'll see you Wednesday, December 2, 2026, 9–11 AM" });
    expect(byAddress["ana@example.com"]!.text).toContain(
      "Hello Ana,\n\nThis is a reminder that Spring Junk Removal & Moving will arrive Wednesday, December 2, 2026, 9–11 AM.",
    );
    expect(byAddress["luz@example.com"]!.subject).toMatch(/^Recordatorio: nos vemos el miércoles/);
    // The e-mail cannot link the page: only the token's hash is stored.
    expect(byAddress["ana@example.com"]!.text).not.toContain("/my/");
    for (const { request } of [en, es]) {
      expect(await reminderFor(request.id)).toBe(tomorrow);
      expect(await eventsOf(request.id, "reminder-sent")).toEqual([{ date: tomorrow, channels: ["push", "email"] }]);
    }

    // The next run that morning (or a retried trigger) sends nothing more.
    const again = await runMorning(new Date(morning.getTime() + 60_000));
    expect(again.filter((m) => ["ana@example.com", "luz@example.com"].includes(m.to))).toEqual([]);
    expect(toPhone(en.phone)).toHaveLength(1);
    expect(await eventsOf(en.request.id, "reminder-sent")).toHaveLength(1);
  });

  it("goes again for the new day after the booking moves", async () => {
    const { request, phone } = await bookedWithPhone({ email: "mover@example.com" });
    fake = fakePushService([phone]);
    await runMorning();
    expect(toPhone(phone)).toHaveLength(1);
    const newDay = "2026-12-05";
    await env.DB.prepare("UPDATE quote_requests SET booked_date = ? WHERE id = ?").bind(newDay, request.id).run();
    // The day before the new day.
    const sent = await runMorning(new Date(morning.getTime() + 3 * dayMs));
    expect(toPhone(phone)).toHaveLength(2);
    expect(toPhone(phone)[1]!.body).toContain("December 5");
    expect(sent.filter((m) => m.to === "mover@example.com")).toHaveLength(1);
    expect(await reminderFor(request.id)).toBe(newDay);
    expect((await eventsOf(request.id, "reminder-sent")).map((e) => e!.date)).toEqual([tomorrow, newDay]);
  });

  it("is not sent for a job booked today or later than tomorrow, nor for a request no longer scheduled", async () => {
    const today = await bookedWithPhone({ bookedDate: "2026-12-01", email: "today@example.com" });
    const later = await bookedWithPhone({ bookedDate: "2026-12-03", email: "later@example.com" });
    const done = await bookedWithPhone({ status: "completed", email: "done@example.com" });
    const declined = await bookedWithPhone({ status: "declined", email: "declined@example.com" });
    fake = fakePushService([today.phone, later.phone, done.phone, declined.phone]);
    const sent = await runMorning();
    const addresses = new Set(sent.map((m) => m.to));
    for (const { request, phone } of [today, later, done, declined]) {
      expect(toPhone(phone), request.email).toEqual([]);
      expect(addresses.has(request.email), request.email).toBe(false);
      expect(await reminderFor(request.id)).toBeNull();
      expect(await eventsOf(request.id, "reminder-sent")).toEqual([]);
    }
  });

  it("e-mails only where there is no phone, and records only what went", async () => {
    const { request } = await customerRequest({
      status: "scheduled",
      bookedDate: tomorrow,
      bookedWindow: "any",
      email: "nophone@example.com",
    });
    fake = fakePushService([]);
    const sent = await runMorning();
    expect(sent.filter((m) => m.to === "nophone@example.com")).toHaveLength(1);
    expect(await eventsOf(request.id, "reminder-sent")).toEqual([{ date: tomorrow, channels: ["email"] }]);
  });

  it("the morning jobs also forget the phones of requests whose page links expired", async () => {
    const { request } = await customerRequest({ status: "completed", createdAt: new Date(morning.getTime() - 60 * dayMs) });
    await env.DB.prepare(
      "INSERT INTO quote_status_changes (quote_request_id, from_status, to_status, changed_by, changed_at) VALUES (?, 'scheduled', 'completed', 'owner', ?)",
    )
      .bind(request.id, morning.getTime() - 31 * dayMs)
      .run();
    const { subscription } = await makeDevice();
    await saveCustomerSubscription(db, request.id, { endpoint: subscription.endpoint, ...subscription.keys });
    fake = fakePushService([]);
    await runMorning();
    expect(await phonesOf(request.id)).toEqual([]);
  });

  it("links the customer's page in the e-mail where SITE_URL names the site", async () => {
    const { request } = await customerRequest({
      status: "scheduled",
      bookedDate: tomorrow,
      bookedWindow: "07-09",
      email: "page@example.com",
    });
    const sent = await runMorning(morning, { SITE_URL: "https://www.example.com" });
    const mail = sent.find((m) => m.to === "page@example.com")!;
    expect(mail.text).toContain("Your own page shows the booking and lets you choose another time:");
    const token = /https:\/\/www\.example\.com\/my\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect((await openCustomerLink(db, token ?? ""))?.request.id).toBe(request.id);
  });
});
