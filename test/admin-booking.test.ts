import { openCustomerLink } from "../src/auth/customer-links";
import { beforeAll, describe, expect, it } from "vitest";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";
import {
  attributesOf,
  daysFromToday,
  executionContext,
  historyOf,
  mailDouble,
  postFormWith,
  rowOf,
  shown,
  today,
} from "./admin-booking-helpers";
import { dayLabel } from "../src/calendar/days";

// Booking a job from its detail screen: the checks, the status and history, the notice, the
// customer's e-mail, and the schedule.

let cookie = "";
let username = "";
beforeAll(async () => {
  const session = await signedIn();
  cookie = session.cookie;
  username = session.owner.username;
});

const book = (id: string, date: string, window: string) => postForm(`/admin/requests/${id}/booking`, { date, window }, { cookie });
const detail = async (path: string) => shown(await call(path, { cookie }));
/** The detail a booking redirects to. */
const followed = (res: Response) => detail(res.headers.get("location")!);

describe("the booking form", () => {
  it("starts from the visitor's wish and offers today to a year ahead, without 'any time'", async () => {
    const wished = await seedRequest({ preferredDate: daysFromToday(3), preferredWindow: "11-13" });
    const html = await detail(`/admin/requests/${wished.id}`);
    expect(html).toContain(`Preferred time</dt><dd>${dayLabel(daysFromToday(3), "en", "short")}, 11 AM–1 PM</dd>`);
    expect(attributesOf(html, "booking-date")).toMatchObject({
      name: "date",
      type: "date",
      required: "",
      min: today(),
      max: daysFromToday(365),
      value: daysFromToday(3),
    });
    expect(html).toMatch(/<option value="11-13" selected="">11 AM–1 PM<\/option>/);
    expect(html).toContain('<option value="05-07">5–7 AM</option>');
    expect(html).toContain('<option value="19-21">7–9 PM</option>');
    expect(html).not.toContain('value="any"');
    expect(html).toContain("Book job</button>");
    const none = await seedRequest();
    expect(await detail(`/admin/requests/${none.id}`)).toContain("Preferred time</dt><dd>Not given</dd>");
  });

  for (const [label, date, window, message] of [
    ["a day that has passed", daysFromToday(-1), "07-09", "has passed: choose today or a later day."],
    ["a day more than a year ahead", daysFromToday(366), "07-09", "Choose a day within a year"],
    ["'any time'", daysFromToday(2), "any", "Choose one of the arrival windows, 5–7 AM to 7–9 PM."],
    ["a window that is not listed", daysFromToday(2), "06-08", "Choose one of the arrival windows"],
    ["no real date", "2027-02-30", "07-09", "Choose the day of the job"],
    ["a word for a date", "tomorrow", "07-09", "Choose the day of the job"],
  ] as const) {
    it(`refuses ${label} with 400, says why, keeps the values and changes nothing`, async () => {
      const quote = await seedRequest();
      const res = await book(quote.id, date, window);
      expect(res.status).toBe(400);
      const html = await shown(res);
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>[^<]*${message.replace(/[.()]/g, "\\$&")}`));
      expect(attributesOf(html, "booking-date").value).toBe(date);
      expect(await rowOf(quote.id)).toMatchObject({ status: "pending", bookedDate: null, bookedWindow: null });
      expect(await historyOf(quote.id)).toEqual([]);
    });
  }

  it("books: status scheduled with who and when in the history, a notice, and the booking on the detail", async () => {
    const quote = await seedRequest({ status: "quoted" });
    const date = daysFromToday(5);
    const res = await book(quote.id, date, "07-09");
    // Issue 44: with the one-tap text's one-time code (its token is never in an address).
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/admin/requests/${quote.id}\\?booked=1&email=off&text=[\\w-]{22}$`));
    expect(await rowOf(quote.id)).toMatchObject({ status: "scheduled", bookedDate: date, bookedWindow: "07-09" });
    const history = await historyOf(quote.id);
    expect(history).toMatchObject([{ fromStatus: "quoted", toStatus: "scheduled", changedBy: username }]);
    expect(Date.now() - history[0]!.changedAt.getTime()).toBeLessThan(60_000);
    const html = await followed(res);
    expect(html).toContain(`Booked for ${dayLabel(date)}, 7–9 AM. No confirmation e-mail was sent: customer e-mail is not set up.`);
    expect(html).toMatch(/Quoted → Scheduled<\/p><p[^>]*>By owner/);
    expect(html).toContain(`href="/admin/requests/${quote.id}/booking.ics"`);
    expect(html).toContain("Add to calendar (.ics)");
    expect(attributesOf(html, "booking-date").value).toBe(date);
    expect(html).toMatch(/<option value="07-09" selected="">7–9 AM<\/option>/);
    expect(html).toContain("Rebook job</button>");
  });

  it("rebooks without another history row, and says when nothing changed", async () => {
    const quote = await seedRequest();
    await book(quote.id, daysFromToday(2), "09-11");
    const res = await book(quote.id, daysFromToday(4), "15-17");
    expect(res.status).toBe(303);
    expect(await rowOf(quote.id)).toMatchObject({ status: "scheduled", bookedDate: daysFromToday(4), bookedWindow: "15-17" });
    expect(await historyOf(quote.id)).toHaveLength(1);
    const again = await book(quote.id, daysFromToday(4), "15-17");
    expect(again.headers.get("location")).toContain(`/admin/requests/${quote.id}?booked=1&email=unchanged&text=`);
    expect(await followed(again)).toContain("The day and time did not change, so no e-mail was sent.");
  });

  it("answers 404 for an unknown request and 403 for a post from another site", async () => {
    expect((await book("no-such-id", daysFromToday(1), "07-09")).status).toBe(404);
    const quote = await seedRequest();
    expect(
      (
        await postForm(
          `/admin/requests/${quote.id}/booking`,
          { date: daysFromToday(1), window: "07-09" },
          { cookie, origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await rowOf(quote.id))!.bookedDate).toBeNull();
  });
});

describe("the customer's confirmation e-mail", () => {
  it("goes to the customer in English, through waitUntil, and the notice says so", async () => {
    const quote = await seedRequest({ firstName: "Ana", email: "ana.booked@example.com", cityZip: "77373", serviceType: "junk-removal" });
    const mail = mailDouble();
    const { pending, ctx } = executionContext();
    const date = daysFromToday(7);
    const res = await postFormWith(
      { CUSTOMER_EMAIL: mail.binding },
      ctx,
      `/admin/requests/${quote.id}/booking`,
      { date, window: "07-09" },
      cookie,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("email=sending");
    const page = await followed(res);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(mail.sent).toHaveLength(1);
    const m = mail.sent[0]!;
    expect(m.to).toBe("ana.booked@example.com");
    expect(m.from).toEqual({ email: "hello@springjunkremoval.com", name: "Spring Junk Removal & Moving" });
    expect(m.subject).toBe(`Your appointment is booked: ${dayLabel(date)}, 7–9 AM`);
    for (const line of [
      "Hello Ana,",
      `Day: ${dayLabel(date)}`,
      "Arrival window: 7–9 AM",
      "Service: Junk Removal",
      "Where: 77373",
      "(281) 555-0147",
    ])
      expect(m.text).toContain(line);
    expect(page).toContain("A confirmation e-mail is being sent to ana.booked@example.com.");
    // With a link to the customer's own page, made for this e-mail: it opens this request.
    expect(m.text).toContain("Your own page shows the booking, lets you choose another time, and tells you when we're on the way:");
    const link = /http:\/\/localhost\/my\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1];
    expect((await openCustomerLink(db, link ?? ""))?.request.id).toBe(quote.id);
  });

  it("is in Spanish for a request from the Spanish pages", async () => {
    const quote = await seedRequest({ firstName: "Lucía", locale: "es", serviceType: "moving-services", cityZip: "Klein" });
    const mail = mailDouble();
    const { pending, ctx } = executionContext();
    const date = daysFromToday(8);
    await postFormWith({ CUSTOMER_EMAIL: mail.binding }, ctx, `/admin/requests/${quote.id}/booking`, { date, window: "13-15" }, cookie);
    await Promise.all(pending);
    const m = mail.sent[0]!;
    expect(m.subject).toBe(`Su cita está confirmada: ${dayLabel(date, "es")}, 1–3\u00a0p.\u00a0m.`);
    for (const line of [
      "Hola, Lucía:",
      `Día: ${dayLabel(date, "es")}`,
      "Hora de llegada: 1–3\u00a0p.\u00a0m.",
      "Servicio: Servicios de mudanza",
      "Lugar: Klein",
      "llámenos al (281) 555-0147",
    ])
      expect(m.text).toContain(line);
    expect(m.text).not.toMatch(/\b(Hello|Arrival|Thank you)\b/);
  });

  it("is not sent without the binding, nor when the day and time did not change; a failed send keeps the booking", async () => {
    const quote = await seedRequest();
    expect(await followed(await book(quote.id, daysFromToday(1), "07-09"))).toContain(
      "No confirmation e-mail was sent: customer e-mail is not set up.",
    );
    const mail = mailDouble(true);
    const { pending, ctx } = executionContext();
    const same = await postFormWith(
      { CUSTOMER_EMAIL: mail.binding },
      ctx,
      `/admin/requests/${quote.id}/booking`,
      { date: daysFromToday(1), window: "07-09" },
      cookie,
    );
    expect(await followed(same)).toContain("The day and time did not change, so no e-mail was sent.");
    expect(pending).toHaveLength(0);
    const moved = await postFormWith(
      { CUSTOMER_EMAIL: mail.binding },
      ctx,
      `/admin/requests/${quote.id}/booking`,
      { date: daysFromToday(2), window: "07-09" },
      cookie,
    );
    expect(moved.status).toBe(303);
    await expect(Promise.all(pending)).resolves.toBeDefined();
    expect(mail.sent).toHaveLength(1);
    expect(await rowOf(quote.id)).toMatchObject({ status: "scheduled", bookedDate: daysFromToday(2) });
  });

  it("keeps a header-breaking address out of the To header: nothing is sent", async () => {
    const quote = await seedRequest({ email: "eve@example.com\r\nBcc: victim@example.com" });
    const mail = mailDouble();
    const { ctx } = executionContext();
    const res = await postFormWith(
      { CUSTOMER_EMAIL: mail.binding },
      ctx,
      `/admin/requests/${quote.id}/booking`,
      { date: daysFromToday(1), window: "07-09" },
      cookie,
    );
    expect(await followed(res)).toContain("is not an address we can send to.");
    expect(mail.sent).toEqual([]);
  });
});

describe("PUT /api/quote-requests/:id/booking", () => {
  const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    call(`/api/quote-requests/${id}/booking`, {
      method: "PUT",
      cookie,
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("books like the form and answers the row with its booking", async () => {
    const quote = await seedRequest({ preferredDate: daysFromToday(2), preferredWindow: "any" });
    const res = await put(quote.id, { date: daysFromToday(6), window: "13-15" });
    expect(res.status).toBe(200);
    const row = (await res.json()) as Record<string, unknown>;
    expect(row).toMatchObject({
      id: quote.id,
      status: "scheduled",
      booking: { date: daysFromToday(6), window: "13-15" },
      preferredDate: daysFromToday(2),
      preferredWindow: "any",
      photoCount: 0,
      statusChangedBy: username,
    });
    expect(await historyOf(quote.id)).toHaveLength(1);
  });

  it("answers 400, 404, 415 and 413 like the status PATCH, changing nothing", async () => {
    const quote = await seedRequest();
    const cases: [unknown, Record<string, string>, number][] = [
      [{ date: daysFromToday(-1), window: "07-09" }, {}, 400],
      [{ date: daysFromToday(1), window: "any" }, {}, 400],
      [{ date: daysFromToday(1) }, {}, 400],
      ["not json", {}, 400],
      [{ date: daysFromToday(1), window: "07-09" }, { "content-type": "text/plain" }, 415],
      [{ date: daysFromToday(1), window: "07-09", pad: "x".repeat(3000) }, {}, 413],
    ];
    for (const [body, headers, status] of cases)
      expect((await put(quote.id, body, headers)).status, JSON.stringify(body).slice(0, 40)).toBe(status);
    expect(await rowOf(quote.id)).toMatchObject({ status: "pending", bookedDate: null });
    expect((await put("no-such-id", { date: daysFromToday(1), window: "07-09" })).status).toBe(404);
  });

  it("GET /api/quote-requests items carry photoCount, the wish and the booking", async () => {
    const quote = await seedRequest({
      firstName: "Listed",
      preferredDate: daysFromToday(9),
      preferredWindow: "07-09",
      bookedDate: daysFromToday(10),
      bookedWindow: "09-11",
      status: "scheduled",
      photoUrls: ["photos/a", "photos/b"],
    });
    const res = await call("/api/quote-requests?q=Listed", { cookie });
    const { items } = (await res.json()) as { items: Record<string, unknown>[] };
    expect(items.find((i) => i.id === quote.id)).toMatchObject({
      photoCount: 2,
      preferredDate: daysFromToday(9),
      preferredWindow: "07-09",
      booking: { date: daysFromToday(10), window: "09-11" },
    });
    const plain = await seedRequest({ firstName: "Unbooked" });
    const { items: more } = (await (await call("/api/quote-requests?q=Unbooked", { cookie })).json()) as {
      items: Record<string, unknown>[];
    };
    expect(more.find((i) => i.id === plain.id)).toMatchObject({ photoCount: 0, preferredDate: null, preferredWindow: null, booking: null });
  });
});
