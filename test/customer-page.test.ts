import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { issueCustomerLink, revokeCustomerLinks } from "../src/auth/customer-links";
import { schema } from "../src/db";
import { saveCapacity } from "../src/db/window-capacity";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { call, db, ORIGIN, postForm, seedRequest } from "./admin-helpers";
import { fromBase64 } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";
import { inOneRateWindow } from "./quote-helpers";

// Issue 32: the customer's own page, /my/<token>, through the Worker as a phone would use it.

const ip = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const open = (path: string, init: RequestInit = {}) => call(path, { ...init, ip: ip() });
const post = (path: string, fields: Record<string, string>, origin?: string | null) => postForm(path, fields, { ip: ip(), origin });
const today = houstonDate();

async function customerWith(values: Parameters<typeof seedRequest>[0] = {}) {
  const request = await seedRequest({ firstName: "Maria", ...values });
  const token = await issueCustomerLink(db, request.id, "customer");
  return { request, token, base: `/my/${token}` };
}

async function withQuote(requestId: string, version = 1, validUntil = addDays(today, 10)) {
  await db.insert(schema.quotes).values({
    quoteRequestId: requestId,
    version,
    lowCents: 18_000 + version,
    highCents: 24_000,
    included: "Labor, loading and disposal",
    validUntil,
    createdBy: "owner",
    createdAt: new Date(),
  });
}

describe("the customer's own page", () => {
  it("shows the request, private: no store, no index, no referrer; the quote in force with Approve", async () => {
    const { request, base } = await customerWith({ description: "A piano and two armchairs" });
    await withQuote(request.id);
    const res = await open(base);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await res.text();
    expect(html).toContain("Hello Maria");
    expect(html).toContain("Your quote is ready");
    expect(html).toContain("A piano and two armchairs");
    expect(html).toMatch(/\$180\.01.\$240/);
    expect(html).toContain(`action="${base}/approve"`);
    expect(html).toContain('name="robots" content="noindex');
    // Opening the page marks the quote viewed (the owner's "quote viewed").
    const quote = await db.query.quotes.findFirst({ where: (q, { eq }) => eq(q.quoteRequestId, request.id) });
    expect(quote!.viewedAt).toBeInstanceOf(Date);
  });

  it("counts a view by the customer's browser, not a messaging app's link preview", async () => {
    const { request, base } = await customerWith();
    const preview = await open(base, { headers: { "user-agent": "facebookexternalhit/1.1 Facebot Twitterbot/1.0" } });
    expect(preview.status).toBe(200);
    const links = () => db.query.customerLinks.findMany({ where: (l, { eq }) => eq(l.quoteRequestId, request.id) });
    expect((await links())[0]!.firstViewedAt).toBeNull();
    await open(base, { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" } });
    expect((await links())[0]!.firstViewedAt).toBeInstanceOf(Date);
  });

  it("does not mark the quote viewed for a link preview (issue 43: WhatsApp's fetch set viewedAt)", async () => {
    const { request, base } = await customerWith();
    await withQuote(request.id);
    const viewedAt = async () => (await db.query.quotes.findFirst({ where: (q, { eq }) => eq(q.quoteRequestId, request.id) }))!.viewedAt;
    for (const agent of [
      "WhatsApp/2.23.20.0 A",
      "facebookexternalhit/1.1",
      "TelegramBot (like TwitterBot)",
      "Slackbot-LinkExpanding 1.0",
    ]) {
      const res = await open(base, { headers: { "user-agent": agent } });
      expect(res.status, agent).toBe(200);
      expect(await viewedAt(), agent).toBeNull();
    }
    await open(base, { headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36" } });
    expect(await viewedAt()).toBeInstanceOf(Date);
  });

  it("is in the language of the request", async () => {
    const { base } = await customerWith({ locale: "es" });
    const html = await (await open(base)).text();
    expect(html).toContain("Hola, Maria");
    expect(html).toContain("Recibimos su solicitud");
    expect(html).toContain('lang="es-US"');
    // A booking in the customer's words, the day without its year: "sábado, 28 de noviembre, 9–11\u00a0a.\u00a0m.".
    const booked = await customerWith({ locale: "es", status: "scheduled", bookedDate: "2026-11-28", bookedWindow: "09-11" });
    expect(await (await open(booked.base)).text()).toContain("Agendado para el sábado, 28 de noviembre, 9–11\u00a0a.\u00a0m.");
  });

  it("answers a wrong, malformed, revoked token like any unknown page", async () => {
    const unknown = await (await open("/no-such-page")).text();
    const { request, base } = await customerWith();
    await revokeCustomerLinks(db, request.id);
    for (const path of [base, `/my/${"A".repeat(43)}`, "/my/short", `/my/${"!".repeat(43)}`]) {
      const res = await open(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe(unknown);
    }
  });

  it("approves once: a replayed approval changes nothing and says so", async () => {
    const { request, base } = await customerWith({ status: "quoted" });
    await withQuote(request.id);
    const first = await post(`${base}/approve`, { version: "1" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${base}?done=approved#notice`);
    const approvedAt = (await db.query.quotes.findFirst({ where: (q, { eq }) => eq(q.quoteRequestId, request.id) }))!.approvedAt;
    expect(approvedAt).toBeInstanceOf(Date);
    const again = await post(`${base}/approve`, { version: "1" });
    expect(again.headers.get("location")).toBe(`${base}?done=already#notice`);
    const rows = await db.query.quotes.findMany({ where: (q, { eq }) => eq(q.quoteRequestId, request.id) });
    expect(rows[0]!.approvedAt).toEqual(approvedAt);
    const events = await db.query.customerEvents.findMany({ where: (e, { eq }) => eq(e.quoteRequestId, request.id) });
    expect(events.filter((e) => e.kind === "approved")).toHaveLength(1);
    const html = await (await open(`${base}?done=already`)).text();
    expect(html).toContain("You had already approved this quote.");
    expect(html).toContain("You approved this quote on");
  });

  it("does not approve an older version or an expired quote", async () => {
    const { request, base } = await customerWith();
    await withQuote(request.id, 1);
    await withQuote(request.id, 2, addDays(today, -1));
    expect((await post(`${base}/approve`, { version: "1" })).headers.get("location")).toBe(`${base}?done=newer#notice`);
    const expired = await post(`${base}/approve`, { version: "2" });
    expect(expired.status).toBe(409);
    expect(await expired.text()).toContain("This quote has expired");
    expect(
      (await db.query.quotes.findMany({ where: (q, { isNotNull }) => isNotNull(q.approvedAt) })).filter(
        (q) => q.quoteRequestId === request.id,
      ),
    ).toEqual([]);
  });

  it("takes a question onto the request's timeline, and refuses an empty or overlong one", async () => {
    const { request, base } = await customerWith();
    const empty = await post(`${base}/question`, { text: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write your question first");
    const long = await post(`${base}/question`, { text: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("at most 1,000 characters");
    const ok = await post(`${base}/question`, { text: "Can you also take the old fridge?" });
    expect(ok.headers.get("location")).toBe(`${base}?done=asked#notice`);
    const html = await (await open(`${base}?done=asked`)).text();
    expect(html).toContain("Your question is sent.");
    expect(html).toContain("You asked a question");
    expect(html).toContain("Can you also take the old fridge?");
    const events = await db.query.customerEvents.findMany({ where: (e, { eq }) => eq(e.quoteRequestId, request.id) });
    expect(events.map((e) => [e.kind, e.detail])).toEqual([["question", { text: "Can you also take the old fridge?", pushed: true }]]);
  });

  it("refuses a post from another site, and any post with a bad token", async () => {
    const { base } = await customerWith();
    expect((await post(`${base}/question`, { text: "hi" }, "https://evil.example")).status).toBe(403);
    expect((await post(`/my/${"B".repeat(43)}/question`, { text: "hi" })).status).toBe(404);
  });

  it("moves a booking into an open window, never into a full one, and offers only open ones", async () => {
    await saveCapacity(db, { everyDay: 1, weekdays: {} });
    const day = addDays(today, 3);
    const { request, base } = await customerWith({ status: "scheduled", bookedDate: day, bookedWindow: "09-11" });
    await seedRequest({ status: "scheduled", bookedDate: day, bookedWindow: "11-13" });
    const chooser = await (await open(`${base}?move=${day}`)).text();
    expect(chooser).toContain('value="13-15"');
    expect(chooser).not.toContain('value="11-13"');
    // Their own window is not a place to move to.
    expect(chooser).not.toContain('value="09-11"');
    const full = await post(`${base}/move`, { date: day, window: "11-13" });
    expect(full.status).toBe(409);
    const refused = await full.text();
    expect(refused).toContain("that time was just taken");
    // Focused on arrival, so the phone shows the reason and not the top of the page.
    expect(refused).toMatch(/<p role="alert" tabindex="-1" autofocus=""/);
    const bad = await post(`${base}/move`, { date: day, window: "10-12" });
    expect(bad.status).toBe(400);
    const moved = await post(`${base}/move`, { date: day, window: "13-15" });
    expect(moved.headers.get("location")).toBe(`${base}?done=moved#notice`);
    const row = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, request.id) });
    expect([row!.bookedDate, row!.bookedWindow]).toEqual([day, "13-15"]);
    expect(await (await open(`${base}?done=moved`)).text()).toContain("your booking is now");
    // Beyond the two weeks the page offers: refused.
    expect((await post(`${base}/move`, { date: addDays(today, 20), window: "13-15" })).status).toBe(400);
  });

  it("gives the booking as a calendar file, and serves only this request's photos", async () => {
    const day = addDays(today, 2);
    const { base } = await customerWith({ status: "scheduled", bookedDate: day, bookedWindow: "07-09", cityZip: "77379" });
    const ics = await open(`${base}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).not.toContain("/admin/");
    // Another request's photo, asked for through this token: 404.
    const key = `photos/${crypto.randomUUID()}`;
    await env.QUOTE_PHOTOS.put(key, fromBase64(photoFixtures.jpeg));
    const other = await seedRequest({ photoUrls: [key] });
    await db
      .insert(schema.quotePhotos)
      .values({ key, quoteRequestId: other.id, contentType: "image/jpeg", bytes: 10, width: 64, height: 48, uploadedAt: new Date() });
    expect((await open(`${base}/photos/${key.slice(7)}`)).status).toBe(404);
    const otherToken = await issueCustomerLink(db, other.id, "customer");
    const own = await open(`/my/${otherToken}/photos/${key.slice(7)}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });

  it("adds photos, cleaned, up to the form's six", async () => {
    const { request, base } = await customerWith();
    const form = new FormData();
    form.append("photos", new File([fromBase64(photoFixtures.jpeg)], "a.jpg", { type: "image/jpeg" }));
    form.append("photos", new File([fromBase64(photoFixtures.png)], "b.png", { type: "image/png" }));
    const res = await call(`${base}/photos`, { method: "POST", body: form, headers: { origin: ORIGIN }, ip: ip() });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${base}?done=photos-2#notice`);
    const row = await db.query.quoteRequests.findFirst({ where: (r, { eq }) => eq(r.id, request.id) });
    expect(row!.photoUrls).toHaveLength(2);
    const html = await (await open(`${base}?done=photos-2`)).text();
    expect(html).toContain("your 2 photos are added");
    expect(html).toContain(`${base}/photos/${row!.photoUrls[0]!.slice(7)}`);
    const img = await open(`${base}/photos/${row!.photoUrls[0]!.slice(7)}`);
    expect(img.headers.get("content-type")).toBe("image/jpeg");
    // Five more would pass six: refused, nothing added.
    const more = new FormData();
    for (let i = 0; i < 5; i++) more.append("photos", new File([fromBase64(photoFixtures.jpeg)], `${i}.jpg`, { type: "image/jpeg" }));
    const tooMany = await call(`${base}/photos`, { method: "POST", body: more, headers: { origin: ORIGIN }, ip: ip() });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("at most 6 photos");
    // Not a picture: the form's own message.
    const junk = new FormData();
    junk.append("photos", new File([new TextEncoder().encode("not an image")], "x.jpg", { type: "image/jpeg" }));
    const refused = await call(`${base}/photos`, { method: "POST", body: junk, headers: { origin: ORIGIN }, ip: ip() });
    expect(refused.status).toBe(400);
  });

  it("counts every try against the client: a guesser gets 429 past the limit", async () => {
    await inOneRateWindow(async (attempt) => {
      const guesser = `203.0.113.${77 + attempt}`;
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) statuses.push((await call(`/my/${"C".repeat(42)}${i % 10}`, { ip: guesser })).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
