import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueCustomerLink, openCustomerLink } from "../src/auth/customer-links";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";
import { recordCustomerEvent } from "../src/db/customer-events";
import { app } from "../src/index";
import { call, db, ORIGIN, postForm, seedRequest, sessionToken, signedIn } from "./admin-helpers";
import { textOf } from "./html";

// Issue 32, the owner's side of the customer's page: the detail's panel (its marks, a link made to
// send and shown once, revoking every link), the timeline's customer events and the inbox's marks.

let owner: Awaited<ReturnType<typeof signedIn>>;
let staffCookie = "";
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
const detail = async (id: string, cookie = owner.cookie, query = "") => {
  const res = await call(`/admin/requests/${id}${query}`, { cookie });
  expect(res.status).toBe(200);
  return html(res);
};
const getLink = (id: string, cookie = owner.cookie) => postForm(`/admin/requests/${id}/customer-link`, {}, { cookie });
const revoke = (id: string, cookie = owner.cookie) => postForm(`/admin/requests/${id}/customer-link/revoke`, {}, { cookie });
/** The customer's page link a response shows, and its token. */
const linkIn = (page: string) => {
  const m = /http:\/\/localhost\/my\/([A-Za-z0-9_-]{43})/.exec(page);
  return m ? { url: m[0], token: m[1]! } : null;
};
const panel = (page: string) => {
  const start = page.indexOf('<section aria-labelledby="customer-page-heading"');
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf("</section>", start));
};

beforeAll(async () => {
  owner = await signedIn();
  const [staff] = await db
    .insert(schema.users)
    .values({ username: `staff-${crypto.randomUUID().slice(0, 6)}`, password: await hashPassword("a long enough password"), role: "staff" })
    .returning();
  const res = await postForm("/admin/sign-in", { username: staff!.username, password: "a long enough password" }, { ip: "198.51.100.231" });
  staffCookie = `__Host-session=${sessionToken(res)}`;
});

describe("Get the link to send", () => {
  it("makes a new link and shows it once, on the detail itself: never in a Location header, never stored in clear", async () => {
    const r = await seedRequest({ firstName: "Maria", lastName: "Lopez", phone: "(281) 555-0199" });
    expect(textOf(panel(await detail(r.id)))).toContain("Link None made yet");

    const res = await getLink(r.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
    const page = await html(res);
    const link = linkIn(page)!;
    expect(link).not.toBeNull();
    expect(page).toContain("A new link to the customer's page is ready below: send it now.");
    expect(page).toContain("it is shown only this once");

    // It opens Maria's request, was made by the member, and only its hash is in the database.
    expect((await openCustomerLink(db, link.token))?.request.id).toBe(r.id);
    const rows = await db.select().from(schema.customerLinks).where(eq(schema.customerLinks.quoteRequestId, r.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdBy).toBe(owner.owner.username);
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM customer_links").all());
    expect(dump).not.toContain(link.token);

    // Text it (the message in the customer's language, for iOS and Android alike), copy it, share it.
    const message = `Hi Maria, this is `;
    const sms = /href="(sms:[^"]+)"/.exec(page)![1]!;
    expect(sms.startsWith("sms:+12815550199?&body=")).toBe(true);
    const body = decodeURIComponent(sms.slice("sms:+12815550199?&body=".length));
    expect(body.startsWith(message)).toBe(true);
    expect(body.endsWith(`Your quote and booking are on your own page: ${link.url}`)).toBe(true);
    expect(page).toMatch(/data-island="CopyText"[^>]*data-props="[^"]*Copy link/);
    expect(page).toContain(`data-island="ShareLink"`);
    expect(page).toContain(">Text the link</a>");

    // Shown once: the next look at the detail has no token, only the mark that a link was made to send.
    const again = await detail(r.id);
    expect(linkIn(again)).toBeNull();
    expect(again).not.toContain(link.token);
    expect(textOf(panel(again))).toMatch(/Link Works · made /);
    expect(textOf(panel(again))).toMatch(/Link sent You got it to send /);
  });

  it("writes the message in the customer's language", async () => {
    const r = await seedRequest({ firstName: "Lucía", locale: "es", phone: "281-555-0142" });
    const page = await html(await getLink(r.id));
    const sms = /href="(sms:[^"]+)"/.exec(page)![1]!;
    const body = decodeURIComponent(sms.split("?&body=")[1]!);
    expect(body).toMatch(/^Hola, Lucía, le escribe .*: http:\/\/localhost\/my\/[A-Za-z0-9_-]{43}$/);
  });

  it("uses SITE_URL's origin for the link when it is set", async () => {
    const r = await seedRequest();
    const res = await app.request(
      `${ORIGIN}/admin/requests/${r.id}/customer-link`,
      {
        method: "POST",
        body: "",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          cookie: owner.cookie,
          "cf-connecting-ip": "203.0.113.9",
        },
      },
      { ...env, SITE_URL: "https://www.example.com/" },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/https:\/\/www\.example\.com\/my\/[A-Za-z0-9_-]{43}/);
  });

  it("keeps the earlier links working: each post is another live link", async () => {
    const r = await seedRequest();
    const first = linkIn(await html(await getLink(r.id)))!;
    const second = linkIn(await html(await getLink(r.id)))!;
    expect(second.token).not.toBe(first.token);
    expect((await openCustomerLink(db, first.token))?.request.id).toBe(r.id);
    expect((await openCustomerLink(db, second.token))?.request.id).toBe(r.id);
    expect(textOf(panel(await detail(r.id)))).toContain("Link Works · made");
  });

  it("is for staff too; refuses another site, a signed-out visitor and an unknown request", async () => {
    const r = await seedRequest();
    expect(linkIn(await html(await getLink(r.id, staffCookie)))).not.toBeNull();
    expect(
      (await postForm(`/admin/requests/${r.id}/customer-link`, {}, { cookie: owner.cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    const signedOut = await postForm(`/admin/requests/${r.id}/customer-link`, {});
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect((await getLink(crypto.randomUUID())).status).toBe(404);
    const made = await env.DB.prepare("SELECT count(*) AS n FROM customer_links WHERE quote_request_id = ?")
      .bind(r.id)
      .first<{ n: number }>();
    expect(made!.n).toBe(1);
  });

  it("makes no link for a request closed more than 30 days ago: its page would not open", async () => {
    const r = await seedRequest({ status: "completed" });
    await db.insert(schema.quoteStatusChanges).values({
      quoteRequestId: r.id,
      fromStatus: "scheduled",
      toStatus: "completed",
      changedBy: "owner",
      changedAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const res = await getLink(r.id);
    expect(res.status).toBe(409);
    const page = await html(res);
    expect(page).toContain("no link was made");
    expect(linkIn(page)).toBeNull();
    const made = await env.DB.prepare("SELECT count(*) AS n FROM customer_links WHERE quote_request_id = ?")
      .bind(r.id)
      .first<{ n: number }>();
    expect(made!.n).toBe(0);
  });
});

describe("Revoke the link", () => {
  it("ends every live link with a notice; the page no longer opens; a new link can be made afterwards", async () => {
    const r = await seedRequest();
    const confirmation = await issueCustomerLink(db, r.id, "customer");
    const sent = linkIn(await html(await getLink(r.id)))!;
    expect(panel(await detail(r.id))).toContain("Revoke the link");

    const res = await revoke(r.id, staffCookie);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`/admin/requests/${r.id}?revoked=2#customer-page-heading`);
    expect(location).not.toContain(sent.token);
    expect(await openCustomerLink(db, confirmation)).toBeNull();
    expect(await openCustomerLink(db, sent.token)).toBeNull();
    // The customer's page itself: not found (whether or not its route is on this branch yet).
    expect((await call(`/my/${sent.token}`)).status).toBe(404);

    const after = await detail(r.id, owner.cookie, "?revoked=2");
    expect(after).toContain("All 2 links to the customer's page stopped working.");
    expect(textOf(panel(after))).toContain("Link Turned off (revoked) · made");
    expect(panel(after)).not.toContain("Revoke the link");

    const fresh = linkIn(await html(await getLink(r.id)))!;
    expect((await openCustomerLink(db, fresh.token))?.request.id).toBe(r.id);
    expect(await openCustomerLink(db, sent.token)).toBeNull();
  });

  it("says so when there was nothing to revoke, and refuses another site", async () => {
    const r = await seedRequest();
    const res = await revoke(r.id);
    expect(res.headers.get("location")).toBe(`/admin/requests/${r.id}?revoked=0#customer-page-heading`);
    expect(await detail(r.id, owner.cookie, "?revoked=0")).toContain("No link to the customer's page was working: nothing to revoke.");
    const token = await issueCustomerLink(db, r.id, "customer");
    expect(
      (await postForm(`/admin/requests/${r.id}/customer-link/revoke`, {}, { cookie: owner.cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(await openCustomerLink(db, token)).not.toBeNull();
    expect((await revoke(crypto.randomUUID())).status).toBe(404);
  });
});

/** A request the customer has used their page for: viewed, saw and approved quote v2, moved twice, asked, turned notifications on. */
async function busyRequest() {
  const r = await seedRequest({
    firstName: "Ana",
    lastName: "Reyes",
    status: "scheduled",
    bookedDate: "2030-03-06",
    bookedWindow: "09-11",
  });
  const token = await issueCustomerLink(db, r.id, "customer", new Date("2030-03-01T15:00:00Z"));
  await openCustomerLink(db, token, { view: true, now: new Date("2030-03-01T16:00:00Z") });
  await openCustomerLink(db, token, { view: true, now: new Date("2030-03-02T18:30:00Z") });
  const quote = (version: number, at: string, extra = {}) => ({
    quoteRequestId: r.id,
    version,
    lowCents: 18_000,
    highCents: 24_000,
    included: "Labor and disposal",
    validUntil: "2030-03-31",
    createdBy: "owner",
    createdAt: new Date(at),
    ...extra,
  });
  await db
    .insert(schema.quotes)
    .values([
      quote(1, "2030-03-01T14:00:00Z"),
      quote(2, "2030-03-02T14:00:00Z", { viewedAt: new Date("2030-03-02T18:31:00Z"), approvedAt: new Date("2030-03-02T18:32:00Z") }),
    ]);
  await recordCustomerEvent(db, r.id, "approved", { version: 2 }, new Date("2030-03-02T18:32:00Z"));
  await recordCustomerEvent(
    db,
    r.id,
    "question",
    { text: "Can you also take the old\nwasher? <b>bold</b>" },
    new Date("2030-03-02T18:40:00Z"),
  );
  await recordCustomerEvent(
    db,
    r.id,
    "moved",
    { fromDate: "2030-03-04", fromWindow: "07-09", toDate: "2030-03-05", toWindow: "13-15" },
    new Date("2030-03-03T12:00:00Z"),
  );
  await recordCustomerEvent(
    db,
    r.id,
    "moved",
    { fromDate: "2030-03-05", fromWindow: "13-15", toDate: "2030-03-06", toWindow: "09-11" },
    new Date("2030-03-03T13:00:00Z"),
  );
  await recordCustomerEvent(db, r.id, "notifications-on", null, new Date("2030-03-03T13:05:00Z"));
  await recordCustomerEvent(db, r.id, "on-the-way", { minutes: 30, crewLead: "Joe", by: "joe" }, new Date("2030-03-06T14:20:00Z"));
  await recordCustomerEvent(db, r.id, "photos-added", { count: 3 }, new Date("2030-03-03T13:10:00Z"));
  await recordCustomerEvent(
    db,
    r.id,
    "reminder-sent",
    { date: "2030-03-06", channels: ["email", "push"] },
    new Date("2030-03-05T13:00:00Z"),
  );
  return r;
}

describe("what the customer did, on the detail and in the inbox", () => {
  it("shows the panel's marks", async () => {
    const r = await busyRequest();
    const marks = textOf(panel(await detail(r.id)));
    expect(marks).toContain("Link Works · made Mar 1, 2030, 9:00 AM");
    expect(marks).toContain("Link sent Not yet");
    expect(marks).toContain("Page viewed First Mar 1, 2030, 10:00 AM , last Mar 2, 2030, 12:30 PM");
    expect(marks).toContain("Quote viewed v2, Mar 2, 2030, 12:31 PM");
    expect(marks).toContain("Approved v2, Mar 2, 2030, 12:32 PM");
    expect(marks).toContain("Moved by them 2 times");
    expect(marks).toContain("Questions 1 (in the timeline)");
    expect(marks).toContain("Notifications On since Mar 3, 2030, 7:05 AM");
  });

  it("puts the customer's events in the timeline, in time order among the rest, the question as text", async () => {
    const r = await busyRequest();
    const page = await detail(r.id);
    const timeline = page.slice(page.indexOf('id="timeline-heading"'));
    const lines = [...timeline.matchAll(/<li class="relative">([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!).trim());
    expect(lines).toEqual([
      expect.stringMatching(/^“On our way” sent: about 30 minutes \(Joe and the crew\) By joe, Mar 6, 2030/),
      expect.stringMatching(/^Day-before reminder sent for Wed, Mar 6 by e-mail and notification Mar 5, 2030/),
      expect.stringMatching(/^Added 3 photos on their page By Ana, /),
      expect.stringMatching(/^Turned notifications on By Ana, /),
      expect.stringMatching(/^Moved the booking: Tue, Mar 5, 1–3 PM → Wed, Mar 6, 9–11 AM By Ana, /),
      expect.stringMatching(/^Moved the booking: Mon, Mar 4, 7–9 AM → Tue, Mar 5, 1–3 PM By Ana, /),
      expect.stringMatching(/^Asked a question on their page Can you also take the old washer\? &lt;b&gt;bold&lt;\/b&gt; By Ana, /),
      expect.stringMatching(/^Approved quote v2 on their page By Ana, /),
      expect.stringMatching(/^Viewed quote v2 on their page By Ana, /),
      expect.stringMatching(/^Quote v2: \$180–\$240, valid until /),
      expect.stringMatching(/^Quote v1: \$180–\$240, valid until /),
      expect.stringMatching(/^Received as Pending/),
    ]);
    // The question keeps its line break, escaped: the customer's words are never markup.
    expect(timeline).toContain("Can you also take the old\nwasher? &lt;b&gt;bold&lt;/b&gt;");
  });

  it("marks the inbox rows: page viewed, approved, moved, question, notifications on; none on a row without", async () => {
    const busy = await busyRequest();
    const quiet = await seedRequest({ firstName: "Quiet", lastName: "Row" });
    const viewedOnly = await seedRequest({ firstName: "Viewed", lastName: "Only" });
    await openCustomerLink(db, await issueCustomerLink(db, viewedOnly.id, "customer"), { view: true });
    await issueCustomerLink(db, quiet.id, "customer"); // a link never opened is no mark
    const page = await html(await call("/admin", { cookie: owner.cookie }));
    const row = (id: string) => {
      const start = page.indexOf(`href="/admin/requests/${id}"`);
      expect(start).toBeGreaterThan(0);
      return page.slice(start, page.indexOf("</li>", start));
    };
    const marksOf = (id: string) => /On the customer's page:<\/span>([\s\S]*?)<\/p>/.exec(row(id))?.[1];
    expect(
      textOf(marksOf(busy.id)!)
        .trim()
        .split(/\s{1,}(?=[A-Z])/),
    ).toEqual(["Page viewed", "Approved", "Moved", "Question", "Notifications on"]);
    expect(textOf(marksOf(viewedOnly.id)!).trim()).toBe("Page viewed");
    expect(marksOf(quiet.id)).toBeUndefined();
  });
});
