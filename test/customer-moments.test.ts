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

/**
 * A saved quote's or a booking's post: 303 to the detail with a one-time code and never the
 * customer's token; the detail it leads to (no-store, it carries a link) and its address.
 */
async function followed(res: Response) {
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/&text=[\w-]{22}$/);
  expect(location).not.toMatch(/[\w-]{43}/);
  expect(res.headers.get("set-cookie") ?? "").not.toMatch(/[\w-]{43}/);
  const page = await call(location, { cookie });
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  return { page: await shown(page), location };
}

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
    const { page, location } = await followed(await postForm(`/admin/requests/${r.id}/quote`, quoteFields, { cookie }));
    expect(page).toContain("Quote v1 saved: $295–$345.");
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
    // The code opens the text once: a reload of the same address shows the notice alone, no link,
    // and no second quote version is written.
    const again = await shown(await call(location, { cookie }));
    expect(again).toContain("Quote v1 saved: $295–$345.");
    expect(again).not.toContain('id="text-offer-heading"');
    expect(again).not.toMatch(linkPattern);
    expect(await db.query.quotes.findMany({ where: (q, { eq }) => eq(q.quoteRequestId, r.id) })).toHaveLength(1);
    // Nor does the code open the text on another request's detail.
    const other = await seedRequest();
    const code = /text=([\w-]{22})/.exec(location)![1]!;
    expect(await shown(await call(`/admin/requests/${other.id}?text=${code}`, { cookie }))).not.toContain('id="text-offer-heading"');
  });

  it("quote, in Spanish, e-mailed too where customer e-mail is set up, with the price and the link", async () => {
    const r = await seedRequest({ firstName: "Lucía", locale: "es", email: "lucia@example.com" });
    const mail = mailDouble();
    const { pending, ctx } = executionContext();
    const res = await postFormWith({ CUSTOMER_EMAIL: mail.binding }, ctx, `/admin/requests/${r.id}/quote`, quoteFields, cookie);
    const { page } = await followed(res);
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
    // The e-mail's link is its own (each link's token is shown once, where it is made): it opens this request too.
    expect(m.text).toContain("Vea la cotización y apruébela en su propia página:\nhttp://localhost/my/");
    expect((await openCustomerLink(db, linkPattern.exec(m.text)![1]!))?.request.id).toBe(r.id);
    expect(await eventsOf(r.id, "notified")).toEqual([
      { moment: "quote", channel: "text", by: username },
      { moment: "quote", channel: "email", by: username },
    ]);
  });

  it("booked: the day and window and a fresh link; moved by the owner: old and new, on the timeline", async () => {
    const r = await seedRequest({ firstName: "Ana", status: "quoted" });
    const first = { date: daysFromToday(5), window: "09-11" };
    const booked = offerOf((await followed(await postForm(`/admin/requests/${r.id}/booking`, first, { cookie }))).page);
    expect(booked.body).toContain(`You're booked for ${bookingInText(first, "en")}. See or change it on your page: http://localhost/my/`);
    expect((await openCustomerLink(db, linkPattern.exec(booked.body)![1]!))?.request.id).toBe(r.id);

    const next = { date: daysFromToday(6), window: "13-15" };
    const { page } = await followed(await postForm(`/admin/requests/${r.id}/booking`, next, { cookie }));
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
    const sms = offerOf((await followed(await postForm(`/admin/requests/${r.id}/booking`, next, { cookie }))).page);
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
