import { env } from "cloudflare:workers";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { openCustomerLink } from "../src/auth/customer-links";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";
import { customerEventsOf, recordCustomerEvent } from "../src/db/customer-events";
import { markReviewAsked, recordReviewClick, saveCompletion } from "../src/db/job-completions";
import type { NewQuoteRequest } from "../src/db/schema";
import { CustomerPagePanel } from "../src/pages/admin/CustomerPagePanel";
import { call, db, postForm, seedRequest, sessionToken, signedIn } from "./admin-helpers";
import { textOf } from "./html";

// Issue 33, item 3: "Text the review link" on a completed request's detail, for owners and staff: a
// fresh review link (/my/<token>/review) in a text in the customer's language, shown once, the ask
// by text on the customer's timeline; and the panel's marks of the ask, its reminder and the clicks.

let owner: Awaited<ReturnType<typeof signedIn>>;
let staffCookie = "";
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
const textReviewLink = (id: string, cookie = owner.cookie) => postForm(`/admin/requests/${id}/review-text`, {}, { cookie });
const panel = (page: string) => {
  const start = page.indexOf('<section aria-labelledby="customer-page-heading"');
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf("</section>", start));
};
/** The text an sms: link fills in, and the number it goes to. */
const smsIn = (page: string) => {
  const href = /href="(sms:[^"]+)"/.exec(page)?.[1];
  if (!href) return null;
  const [to, body] = href.split("?&body=");
  return { to, body: decodeURIComponent(body!) };
};
const reviewLinkIn = (text: string) => /http:\/\/localhost\/my\/([A-Za-z0-9_-]{43})\/review/.exec(text)?.[1];

async function completedRequest(values: Partial<NewQuoteRequest> = {}) {
  const request = await seedRequest({ status: "scheduled", firstName: "Maria", phone: "(281) 555-0199", ...values });
  // Completed now: the page (and so the link) stays open 30 days from today's run.
  await saveCompletion(db, request, { finalCents: 20_000, paymentMethod: "cash", workDone: "", disposal: null }, "owner");
  return request;
}

beforeAll(async () => {
  owner = await signedIn();
  const [staff] = await db
    .insert(schema.users)
    .values({ username: `staff-${crypto.randomUUID().slice(0, 6)}`, password: await hashPassword("a long enough password"), role: "staff" })
    .returning();
  const res = await postForm("/admin/sign-in", { username: staff!.username, password: "a long enough password" }, { ip: "198.51.100.232" });
  staffCookie = `__Host-session=${sessionToken(res)}`;
});

describe("Text the review link", () => {
  it("is offered on a completed request only", async () => {
    const open = await seedRequest({ status: "scheduled" });
    const done = await completedRequest();
    const detail = async (id: string) => panel(await html(await call(`/admin/requests/${id}`, { cookie: owner.cookie })));
    expect(await detail(open.id)).not.toContain("Text the review link");
    expect(await detail(done.id)).toContain(`action="/admin/requests/${done.id}/review-text#customer-page-heading"`);
    expect(textOf(await detail(done.id))).toContain("Text the review link");
  });

  it("makes a fresh review link in a text in English, shown once, and records the ask by text", async () => {
    const r = await completedRequest();
    const res = await textReviewLink(r.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("location")).toBeNull();
    const page = await html(res);
    expect(page).toContain("The review link is ready below: text it now.");

    const sms = smsIn(panel(page))!;
    expect(sms.to).toBe("sms:+12815550199");
    const token = reviewLinkIn(sms.body);
    expect(sms.body).toBe(
      // Issue 44: the receipt (their page) and the review link in one text.
      `Hi Maria, this is Spring Junk Removal. Thank you for choosing us! Your receipt: http://localhost/my/${token} Please take a minute to review us on Google: http://localhost/my/${token}/review`,
    );
    expect((await openCustomerLink(db, token!))?.request.id).toBe(r.id);
    // Copy: the whole text, link included, for another messaging app.
    expect(page).toMatch(/data-island="CopyText"[^>]*data-props="[^"]*Copy the text/);
    expect(page).toContain(">Send the text</a>");

    const events = (await customerEventsOf(db, r.id)).filter((e) => e.kind === "review-asked");
    expect(events.map((e) => e.detail)).toEqual([{ channels: ["sms"] }]);
    const made = await env.DB.prepare("SELECT created_by AS by FROM customer_links WHERE quote_request_id = ?")
      .bind(r.id)
      .all<{ by: string }>();
    expect(made.results).toEqual([{ by: owner.owner.username }]);

    // Shown once: the detail after it has no token, and the mark says the ask went by text.
    const again = await html(await call(`/admin/requests/${r.id}`, { cookie: owner.cookie }));
    expect(again).not.toContain(token!);
    expect(textOf(panel(again))).toMatch(/Review asked [A-Z][a-z]{2} \d+,( \d{4},)? \d+:\d\d [AP]M by text/);
  });

  it("writes the text in the customer's language", async () => {
    const r = await completedRequest({ firstName: "Lucía", locale: "es", phone: "281-555-0142" });
    const sms = smsIn(panel(await html(await textReviewLink(r.id))))!;
    expect(sms.body).toMatch(
      /^Hola, Lucía, le escribe Spring Junk Removal\. ¡Gracias por elegirnos! Su recibo: http:\/\/localhost\/my\/[A-Za-z0-9_-]{43} ¿Nos ayudaría con una reseña en Google\? Solo toma un minuto: http:\/\/localhost\/my\/[A-Za-z0-9_-]{43}\/review$/,
    );
  });

  it("is for staff too; refuses another site, a signed-out visitor, an unknown request and a job not completed", async () => {
    const r = await completedRequest();
    const staff = await textReviewLink(r.id, staffCookie);
    expect(staff.status).toBe(200);
    expect(reviewLinkIn(smsIn(await html(staff))!.body)).toBeDefined();

    expect(
      (await postForm(`/admin/requests/${r.id}/review-text`, {}, { cookie: owner.cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    const signedOut = await postForm(`/admin/requests/${r.id}/review-text`, {});
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect((await textReviewLink(crypto.randomUUID())).status).toBe(404);

    const open = await seedRequest({ status: "scheduled" });
    const refused = await textReviewLink(open.id);
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain("The review link goes with a completed job: complete the job first.");
    expect(await customerEventsOf(db, open.id)).toEqual([]);

    // One link and one ask by text from the staff member; nothing from the refused posts.
    const links = await env.DB.prepare("SELECT count(*) AS n FROM customer_links WHERE quote_request_id IN (?, ?)")
      .bind(r.id, open.id)
      .first("n");
    expect(links).toBe(1);
    expect((await customerEventsOf(db, r.id)).filter((e) => e.kind === "review-asked")).toHaveLength(1);
  });

  it("keeps the page's own Get the link flow as it was", async () => {
    const r = await completedRequest();
    const page = panel(await html(await postForm(`/admin/requests/${r.id}/customer-link`, {}, { cookie: owner.cookie })));
    const sms = smsIn(page)!;
    expect(sms.body).toMatch(/Your quote and booking are on your own page: http:\/\/localhost\/my\/[A-Za-z0-9_-]{43}$/);
    expect(page).toContain(">Text the link</a>");
    expect(page).toMatch(/data-props="[^"]*Copy link/);
  });
});

describe("the review ask's marks on the detail", () => {
  it("show when the ask went and how, its reminder, and the first click through the link", async () => {
    const r = await completedRequest();
    const asked = new Date("2030-03-01T15:00:00Z");
    await markReviewAsked(db, r.id, ["page", "push", "email"], asked);
    await recordCustomerEvent(db, r.id, "review-reminded", { channels: ["email"] }, new Date("2030-03-04T13:00:00Z"));
    await recordReviewClick(db, r.id, new Date("2030-03-04T14:30:00Z"));
    const marks = textOf(panel(await html(await call(`/admin/requests/${r.id}`, { cookie: owner.cookie }))));
    expect(marks).toContain("Review asked Mar 1, 2030, 9:00 AM by their page, notification, e-mail");
    expect(marks).toContain("Review reminder Sent Mar 4, 2030, 7:00 AM by e-mail");
    expect(marks).toContain("Review link opened First Mar 4, 2030, 8:30 AM");
  });

  it("say what is still to come before the reminder or a click", async () => {
    const r = await completedRequest();
    const marks = textOf(panel(await html(await call(`/admin/requests/${r.id}`, { cookie: owner.cookie }))));
    expect(marks).toContain("Review asked Not yet");
    expect(marks).toContain("Review reminder Not sent (once, 3 days after the ask, if the link was not opened)");
    expect(marks).toContain("Review link opened Not yet");
  });

  it("count the clicks when the detail passes the completion", async () => {
    const r = await completedRequest();
    await markReviewAsked(db, r.id, ["page"], new Date("2030-03-01T15:00:00Z"));
    await recordReviewClick(db, r.id, new Date("2030-03-02T15:00:00Z"));
    await recordReviewClick(db, r.id, new Date("2030-03-03T15:00:00Z"));
    const completion = (await db.query.jobCompletions.findFirst({ where: (j, { eq }) => eq(j.quoteRequestId, r.id) }))!;
    const request = (await db.query.quoteRequests.findFirst({ where: (q, { eq }) => eq(q.id, r.id) }))!;
    const markup = renderToString(
      <CustomerPagePanel request={request} quotes={[]} links={null} events={await customerEventsOf(db, r.id)} completion={completion} />,
    );
    expect(textOf(markup.replaceAll("<!-- -->", ""))).toContain("Review link opened First Mar 2, 2030, 9:00 AM · 2 clicks");
  });
});
