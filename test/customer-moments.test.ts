import { beforeAll, describe, expect, it } from "vitest";
import { openCustomerLink } from "../src/auth/customer-links";
import { bookingInText } from "../src/use-cases/customer-texts";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";
import { daysFromToday, executionContext, mailDouble, postFormWith, shown } from "./admin-booking-helpers";
import { eventsOf } from "./customer-push-helpers";

// Issue 44, items 1, 2 and 5: right after a quote, a booking or the owner's move, the detail offers
// the one-tap text in the customer's language (an sms: link in the ?&body= form, and Copy), with a
// fresh link to their page; the quote's e-mail carries the price and that link; each way the
// customer was told, and the owner's move itself, is on the timeline.

let cookie = "";
let username = "";
beforeAll(
  async () =>
    void ({
      cookie,
      owner: { username },
    } = await signedIn()),
);

const quoteFields = { from: "295", to: "345", included: "Loading, hauling and disposal", validUntil: daysFromToday(14), note: "" };
const linkPattern = /http:\/\/localhost\/my\/([A-Za-z0-9_-]{43})/;

/** The offer's sms: link, decoded: who it goes to and the text. */
function offerOf(page: string) {
  const offer = page.slice(page.indexOf('id="text-offer-heading"'));
  const href = /href="(sms:[^"]+)"/.exec(offer)?.[1]?.replaceAll("&amp;", "&") ?? "";
  const [to, body] = href.split("?&body=");
  return { heading: /^[^>]*>([^<]*)</.exec(offer)?.[1], to, body: decodeURIComponent(body ?? "").replaceAll("&#x27;", "'") };
}

describe("the one-tap text after each moment", () => {
  it("quote, in English: the range, what is included and a fresh link that opens this request's page", async () => {
    const r = await seedRequest({ firstName: "Ana", phone: "(281) 555-0199" });
    const res = await postForm(`/admin/requests/${r.id}/quote`, quoteFields, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await shown(res);
    const sms = offerOf(page);
    expect(sms.heading).toBe("Text Ana now");
    expect(sms.to).toBe("sms:+12815550199");
    expect(sms.body).toMatch(
      /Your quote: \$295–\$345, including Loading, hauling and disposal\. See it and approve it on your page: http:\/\/localhost\/my\/[\w-]{43}$/,
    );
    const token = linkPattern.exec(sms.body)![1]!;
    expect((await openCustomerLink(db, token))?.request.id).toBe(r.id);
    // The quote's own copy text and mailto carry the same link, where "reply or call us" stood.
    expect(page).toContain(`See the quote and approve it on your own page:\nhttp://localhost/my/${token}`);
    expect(page).not.toContain("To accept, reply to this e-mail");
    expect(await eventsOf(r.id, "notified")).toEqual([{ moment: "quote", channel: "text", by: username }]);
    // The link is shown only in that answer: the detail afterwards has no text offer.
    expect(await shown(await postForm(`/admin/requests/${r.id}/note`, { body: "x" }, { cookie }))).not.toContain(token);
  });

  it("quote, in Spanish, e-mailed too where customer e-mail is set up, with the price and the link", async () => {
    const r = await seedRequest({ firstName: "Lucía", locale: "es", email: "lucia@example.com" });
    const mail = mailDouble();
    const { pending, ctx } = executionContext();
    const res = await postFormWith({ CUSTOMER_EMAIL: mail.binding }, ctx, `/admin/requests/${r.id}/quote`, quoteFields, cookie);
    const page = await shown(res);
    const sms = offerOf(page);
    expect(sms.body).toMatch(
      /^Hola, Lucía, le escribe .+ Su cotización: \$295–\$345, incluye Loading, hauling and disposal\. Véala y apruébela en su página: http:\/\/localhost\/my\/[\w-]{43}$/,
    );
    expect(page).toContain("E-mailed to lucia@example.com too.");
    await Promise.all(pending);
    expect(mail.sent).toHaveLength(1);
    const m = mail.sent[0]!;
    expect(m.to).toBe("lucia@example.com");
    expect(m.text).toContain("Rango de precio: $295–$345");
    expect(m.text).toContain(`Vea la cotización y apruébela en su propia página:\n${linkPattern.exec(sms.body)![0]}`);
    expect(await eventsOf(r.id, "notified")).toEqual([
      { moment: "quote", channel: "text", by: username },
      { moment: "quote", channel: "email", by: username },
    ]);
  });

  it("booked: the day and window and a fresh link; moved by the owner: old and new, on the timeline", async () => {
    const r = await seedRequest({ firstName: "Ana", status: "quoted" });
    const first = { date: daysFromToday(5), window: "09-11" };
    const booked = offerOf(await shown(await postForm(`/admin/requests/${r.id}/booking`, first, { cookie })));
    expect(booked.body).toContain(`You're booked for ${bookingInText(first, "en")}. See or change it on your page: http://localhost/my/`);
    expect((await openCustomerLink(db, linkPattern.exec(booked.body)![1]!))?.request.id).toBe(r.id);

    const next = { date: daysFromToday(6), window: "13-15" };
    const page = await shown(await postForm(`/admin/requests/${r.id}/booking`, next, { cookie }));
    const moved = offerOf(page);
    expect(moved.body).toContain(`We moved your booking from ${bookingInText(first, "en")} to ${bookingInText(next, "en")}.`);
    expect(moved.body).toMatch(linkPattern);
    expect(await eventsOf(r.id, "rescheduled")).toEqual([
      { fromDate: first.date, fromWindow: "09-11", toDate: next.date, toWindow: "13-15", by: username },
    ]);
    const timeline = page.slice(page.indexOf('id="timeline-heading"'));
    expect(timeline).toMatch(/Rescheduled: \w{3}, \w{3} \d{1,2}, 9–11 AM → \w{3}, \w{3} \d{1,2}, 1–3 PM/);
    expect(timeline).toContain("Text offered to send: the new time");
    expect(await eventsOf(r.id, "notified")).toEqual([
      { moment: "booked", channel: "text", by: username },
      { moment: "rescheduled", channel: "text", by: username },
    ]);
  });

  it("moved, in Spanish: old and new in the customer's words, no double stop after p. m.", async () => {
    const r = await seedRequest({
      firstName: "Lucía",
      locale: "es",
      status: "scheduled",
      bookedDate: daysFromToday(3),
      bookedWindow: "15-17",
    });
    const next = { date: daysFromToday(4), window: "09-11" };
    const sms = offerOf(await shown(await postForm(`/admin/requests/${r.id}/booking`, next, { cookie })));
    expect(sms.body).toContain(
      `Cambiamos su cita del ${bookingInText({ date: daysFromToday(3), window: "15-17" }, "es")} al ${bookingInText(next, "es")}`,
    );
    expect(sms.body).not.toMatch(/m\.\./);
  });

  it("the JSON API books without offering a text or making a link for it", async () => {
    const r = await seedRequest({ status: "quoted" });
    const res = await call(`/api/quote-requests/${r.id}/booking`, {
      method: "PUT",
      cookie,
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ date: daysFromToday(2), window: "07-09" }),
    });
    expect(res.status).toBe(200);
    expect(await db.query.customerLinks.findMany({ where: (l, { eq }) => eq(l.quoteRequestId, r.id) })).toEqual([]);
    expect(await eventsOf(r.id, "notified")).toEqual([]);
  });
});
