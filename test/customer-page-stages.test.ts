import { afterEach, describe, expect, it } from "vitest";
import { issueCustomerLink } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { forgetPricesInForce, savePriceBook } from "../src/db/price-book";
import { saveCapacity } from "../src/db/window-capacity";
import { saveCompletion } from "../src/db/job-completions";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { starterPriceBook } from "../src/lib/pricing/starter";
import { call, db, postForm, seedRequest } from "./admin-helpers";
import { mailDouble } from "./admin-booking-helpers";

// Issue 44, the customer's side: approve then book in one step (the window asked for on the form,
// or another open one; "we'll call you" only when none fits), the page leading with where the job
// stands, the arrival as a clock time, the chooser's "Full" and same-day fee, the owner's reschedule
// on the timeline, and "E-mail it to me" from the confirmation.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = async (path: string) => (await call(path, { ip: ip() })).text();
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { ip: ip() });
const today = houstonDate();
/** The page's text without React's separators between adjacent text nodes. */
const page = async (path: string) => (await open(path)).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

async function customerWith(values: Parameters<typeof seedRequest>[0] = {}, quote?: { approved: boolean }) {
  const request = await seedRequest({ firstName: "Maria", ...values });
  const token = await issueCustomerLink(db, request.id, "customer");
  if (quote)
    await db.insert(schema.quotes).values({
      quoteRequestId: request.id,
      version: 1,
      lowCents: 29_500,
      highCents: 34_500,
      included: "Labor, loading and disposal",
      validUntil: addDays(today, 10),
      createdBy: "owner",
      createdAt: new Date(),
      ...(quote.approved ? { approvedAt: new Date() } : {}),
    });
  return { request, token, base: `/my/${token}` };
}
const rowOf = (id: string) => db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, id) });

afterEach(() => forgetPricesInForce());

describe("approve, then book in one step", () => {
  it("offers the window asked for on the form in one tap after approving, and books it", async () => {
    await saveCapacity(db, { everyDay: 1, weekdays: {} });
    const day = addDays(today, 4);
    const { request, base } = await customerWith({ status: "quoted", preferredDate: day, preferredWindow: "09-11" }, { approved: false });
    expect((await post(`${base}/approve`, { version: "1" })).headers.get("location")).toBe(`${base}?done=approved#notice`);
    const approved = await page(`${base}?done=approved`);
    expect(approved).toContain("Thank you! Your approval is in.");
    expect(approved).toContain("Quote approved: now choose your time");
    expect(approved).not.toContain("call you to book");
    expect(approved).not.toContain("call to book");
    expect(approved).toContain(`action="${base}/book"`);
    expect(approved).toMatch(/It is still open\./);
    expect(approved).toMatch(/<button type="submit"[^>]*>Book \w+day, \w+ \d{1,2}, 9–11 AM<\/button>/);

    const booked = await post(`${base}/book`, { date: day, window: "09-11" });
    expect(booked.headers.get("location")).toBe(`${base}?done=booked#notice`);
    const row = await rowOf(request.id);
    expect([row!.status, row!.bookedDate, row!.bookedWindow]).toEqual(["scheduled", day, "09-11"]);
    const history = await db.query.quoteStatusChanges.findMany({ where: (h, { eq }) => eq(h.quoteRequestId, request.id) });
    expect(history.map((h) => [h.toStatus, h.changedBy])).toEqual([["scheduled", "customer"]]);
    const after = await page(`${base}?done=booked`);
    expect(after).toMatch(/Booked: we'll see you \w+day, \w+ \d{1,2}, 9–11 AM/);
    // Booked: the booking leads, the quote folded away under its amount, no Approve.
    expect(after.indexOf('id="booking"')).toBeLessThan(after.indexOf('id="quote"'));
    expect(after).toMatch(/<details[^>]*><summary[^>]*><h2 id="quote"[^>]*>Your quote: \$295–\$345<\/h2>/);
    // Booking again is refused: it is booked.
    expect((await post(`${base}/book`, { date: day, window: "11-13" })).status).toBe(409);
  });

  it("says the window asked for is taken and offers the open ones, 'Full' shown and not chosen; refuses a full or made-up one", async () => {
    await saveCapacity(db, { everyDay: 1, weekdays: {} });
    const day = addDays(today, 5);
    await seedRequest({ status: "scheduled", bookedDate: day, bookedWindow: "09-11" });
    const { request, base } = await customerWith({ status: "quoted", preferredDate: day, preferredWindow: "09-11" }, { approved: true });
    const taken = await page(base);
    expect(taken).toMatch(/The time you asked for, \w+day, \w+ \d{1,2}, 9–11 AM, is taken\. Please choose another\./);
    expect(taken).toContain(`?move=${day}#move`);
    const windows = await page(`${base}?move=${day}`);
    expect(windows).toContain(`action="${base}/book"`);
    expect(windows).toMatch(/<input type="radio" disabled=""[^>]*\/><span[^>]*><span class="line-through">9–11 AM<\/span> · Full<\/span>/);
    expect(windows).toContain('value="11-13"');
    // Nothing chosen for the customer.
    expect(windows).not.toMatch(/checked=""/);
    expect(windows).toContain(">Book this time</button>");
    const full = await post(`${base}/book`, { date: day, window: "09-11" });
    expect(full.status).toBe(409);
    expect(await full.text()).toContain("Sorry, that time was just taken.");
    expect((await post(`${base}/book`, { date: day, window: "10-12" })).status).toBe(400);
    expect((await post(`${base}/book`, { date: addDays(today, 30), window: "09-11" })).status).toBe(400);
    expect((await rowOf(request.id))!.status).toBe("quoted");
  });

  it("says the business will call only when no window is open in the two weeks; refuses a booking before approval", async () => {
    const { base } = await customerWith({ status: "quoted" }, { approved: false });
    const refused = await post(`${base}/book`, { date: addDays(today, 3), window: "09-11" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Approve the quote first, then choose your time.");

    await saveCapacity(db, { everyDay: 0, weekdays: {} });
    try {
      const none = await customerWith({ status: "quoted", preferredDate: addDays(today, 2), preferredWindow: "09-11" }, { approved: true });
      const html = await page(none.base);
      expect(html).toContain("Quote approved: we'll call to book a time");
      expect(html).toContain("No open time fits in the next two weeks: we'll call you to book a time.");
      expect(html).not.toContain(`action="${none.base}/book"`);
    } finally {
      await saveCapacity(db, { everyDay: 1, weekdays: {} });
    }
  });
});

describe("the move chooser", () => {
  it("offers today only with the price book's same-day fee, and names it", async () => {
    await saveCapacity(db, { everyDay: 5, weekdays: {} });
    await db.delete(schema.priceBooks);
    forgetPricesInForce();
    const { base } = await customerWith({ status: "scheduled", bookedDate: addDays(today, 6), bookedWindow: "09-11" });
    // No price book in force: the fee is not known, so today is not offered; the page says to call.
    const noBook = await page(`${base}?move=days`);
    expect(noBook).not.toContain(`?move=${today}#move`);
    expect(noBook).toContain("For today, please call us.");
    expect((await post(`${base}/move`, { date: today, window: "19-21" })).status).toBe(400);

    await savePriceBook(db, starterPriceBook, true, "owner");
    const days = await page(`${base}?move=days`);
    expect(days).not.toContain("For today, please call us.");
    // Late in Houston's day every window of today may have begun: then today is not listed at all.
    if (days.includes(`?move=${today}#move`)) {
      expect(days).toContain("Today adds the same-day fee of $50.");
      expect(await page(`${base}?move=${today}`)).toContain("Today adds the same-day fee of $50.");
    }
    expect(await page(`${base}?move=${addDays(today, 2)}`)).not.toContain("same-day fee");
  });
});

describe("the page leads with where the job stands", () => {
  it("says the arrival as a clock time on Houston's clock while the crew is on the way", async () => {
    const at = new Date();
    const onTheWay = {
      status: "scheduled",
      bookedDate: today,
      bookedWindow: "13-15",
      onTheWayAt: at,
      onTheWayMinutes: 30,
      crewLead: "José",
    };
    const { base } = await customerWith(onTheWay);
    const step = 5 * 60_000;
    const arrival = new Date(Math.round((at.getTime() + 30 * 60_000) / step) * step);
    const clock = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" })
      .format(arrival)
      .replace(/\s/g, "\u00a0");
    const html = await page(base);
    expect(html).toContain(`On our way: José and the crew will be there about ${clock}`);
    expect(html).not.toContain("in about 30 minutes");
    const es = await customerWith({ ...onTheWay, locale: "es" });
    expect(await page(es.base)).toMatch(/Vamos en camino: José y el equipo llegan a eso de las \d{1,2}:\d{2}\u00a0[ap]\.\u00a0m\./);
  });

  it("leads with the receipt and the review ask after the job, the quote folded", async () => {
    const { request, base } = await customerWith(
      { status: "scheduled", bookedDate: addDays(today, -1), bookedWindow: "09-11" },
      { approved: true },
    );
    await saveCompletion(db, request, { finalCents: 31_000, paymentMethod: "cash", workDone: "Hauled a couch", disposal: null }, "owner");
    const html = await page(base);
    const receipt = html.indexOf('id="receipt"');
    expect(receipt).toBeGreaterThan(0);
    expect(receipt).toBeLessThan(html.indexOf('id="review"'));
    expect(html.indexOf('id="review"')).toBeLessThan(html.indexOf('id="quote"'));
    expect(html).toMatch(/<details[^>]*><summary[^>]*><h2 id="quote"/);
  });

  it("shows the owner's reschedule on the timeline, old and new, and leaves out a kind it does not know", async () => {
    const { request, base } = await customerWith({ status: "scheduled", bookedDate: "2026-12-03", bookedWindow: "13-15" });
    await db.insert(schema.customerEvents).values([
      {
        quoteRequestId: request.id,
        kind: "rescheduled" as "moved",
        detail: { fromDate: "2026-12-01", fromWindow: "09-11", toDate: "2026-12-03", toWindow: "13-15", by: "owner" },
        at: new Date(),
      },
      { quoteRequestId: request.id, kind: "some-new-kind" as "moved", detail: { secret: "owner only" }, at: new Date() },
    ]);
    const html = await page(base);
    expect(html).toContain("We moved your booking from Tuesday, December 1, 9–11 AM to Thursday, December 3, 1–3 PM");
    expect(html).not.toContain("some-new-kind");
    expect(html).not.toContain("owner only");
  });
});

describe("E-mail it to me", () => {
  it("e-mails the page's link to the address on the request where customer e-mail is set up, and says so", async () => {
    const { base, token } = await customerWith({ email: "maria.keep@example.com" });
    const headers = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", "cf-connecting-ip": ip() };
    const { env } = await import("cloudflare:workers");
    const app = (await import("../src/index")).default;
    const ask = (bindings: object, accept?: string) =>
      app.fetch!(
        new Request(`http://localhost${base}/email-link`, {
          method: "POST",
          body: "",
          headers: { ...headers, ...(accept ? { accept } : {}) },
          redirect: "manual",
        }),
        { ...env, ...bindings } as Env,
        { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext,
      );
    // Not set up: nothing sent, and the page says to copy or text it.
    const off = await ask({});
    expect(off.headers.get("location")).toBe(`${base}?done=link-off#notice`);
    expect(await (await ask({}, "application/json")).json()).toEqual({ sent: false });

    const mail = mailDouble();
    const sent = await ask({ CUSTOMER_EMAIL: mail.binding }, "application/json");
    expect(await sent.json()).toEqual({ sent: true });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe("maria.keep@example.com");
    expect(mail.sent[0]!.text).toContain(`http://localhost/my/${token}`);
    expect(mail.sent[0]!.text).toContain("your own page for this job");
    expect(await page(`${base}?done=link-sent`)).toContain("We've e-mailed you the link to this page.");
  });
});
