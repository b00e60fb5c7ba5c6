import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { addDays, houstonDate } from "../src/lib/houston-time";
import { clockTime } from "../src/use-cases/customer-texts";
import { schema } from "../src/db";
import { call, db, postForm, sessionToken } from "./admin-helpers";
import { shown } from "./admin-booking-helpers";
import { customerRequest, eventsOf, fetchSettled, phonesOf, subscribePhone } from "./customer-push-helpers";
import { fakePushService, makeDevice } from "./push-helpers";

// Issue 32: "On our way" from a scheduled job's detail. Staff can; the request keeps when and how
// far; the customer's phones (for this request only) get a notification in the request's language;
// the notice says whether it went to the phone or the crew should call.

let fake: ReturnType<typeof fakePushService> | undefined;
afterEach(() => fake?.restore());

let staff = { username: "", cookie: "" };
beforeAll(async () => {
  const username = `crew-${crypto.randomUUID().slice(0, 6)}`;
  await db.insert(schema.users).values({ username, password: await hashPassword("a long enough password"), role: "staff" });
  const res = await postForm("/admin/sign-in", { username, password: "a long enough password" }, { ip: "198.51.100.61" });
  staff = { username, cookie: `__Host-session=${sessionToken(res)}` };
});

// Booked for today: "On our way" is accepted only on the booked day (issue 44).
const booked = { status: "scheduled", bookedDate: houstonDate(), bookedWindow: "09-11" };

/** The crew's tap, as the detail's form posts it; settled, so the push has gone. */
const markOnTheWay = (id: string, fields: Record<string, string>) =>
  fetchSettled(`/admin/requests/${id}/on-the-way`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: new URLSearchParams(fields).toString(),
    cookie: staff.cookie,
  });

const detail = async (path: string) => shown(await call(path, { cookie: staff.cookie }));
const rowOf = (id: string) =>
  env.DB.prepare("SELECT on_the_way_at, on_the_way_minutes, crew_lead FROM quote_requests WHERE id = ?")
    .bind(id)
    .first<{ on_the_way_at: number | null; on_the_way_minutes: number | null; crew_lead: string | null }>();

describe("On our way", () => {
  it("as staff: stores it, pushes the customer's phone in English, and says it was sent", async () => {
    const { request, token } = await customerRequest(booked);
    const phone = await makeDevice();
    const page = await subscribePhone(token, phone);
    fake = fakePushService([phone]);
    const before = Date.now();

    const res = await markOnTheWay(request.id, { minutes: "30", crewLead: "  Luis " });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${request.id}?onTheWay=phone`);
    const row = await rowOf(request.id);
    expect(row).toMatchObject({ on_the_way_minutes: 30, crew_lead: "Luis" });
    expect(row!.on_the_way_at).toBeGreaterThanOrEqual(before);
    expect(await eventsOf(request.id, "on-the-way")).toEqual([{ minutes: 30, crewLead: "Luis", by: staff.username }]);

    await fake.until(1);
    expect(fake.errors).toEqual([]);
    expect(fake.received.map((r) => r.payload)).toEqual([
      {
        title: "Spring Junk Removal is on the way",
        body: "Luis and the crew will be there in about 30 minutes.",
        tag: `on-the-way-${page}`,
        page,
      },
    ]);
    expect(fake.received[0]!.headers.urgency).toBe("high");

    const html = await detail(res.headers.get("location")!);
    expect(html).toContain("Marked on the way, about 30 minutes. Sent to the customer&#x27;s phone.");
    expect(html).toMatch(/Last marked on the way <time[^>]*>[^<]+<\/time>: about 30 minutes, Luis leading\./);
  });

  it("pushes in Spanish for a request sent in Spanish, without a crew lead's name", async () => {
    const { request, token } = await customerRequest({ ...booked, locale: "es" });
    const phone = await makeDevice();
    await subscribePhone(token, phone);
    fake = fakePushService([phone]);
    expect((await markOnTheWay(request.id, { minutes: "15", crewLead: "" })).status).toBe(303);
    await fake.until(1);
    expect(fake.received[0]!.payload).toMatchObject({
      title: "Spring Junk Removal va en camino",
      body: "El equipo llega en unos 15 minutos.",
    });
    expect(await eventsOf(request.id, "on-the-way")).toEqual([{ minutes: 15, crewLead: null, by: staff.username }]);
  });

  it("tells the crew to call or text when the customer has no phone with notifications on", async () => {
    const { request } = await customerRequest(booked);
    const other = await customerRequest(booked);
    const othersPhone = await makeDevice();
    await subscribePhone(other.token, othersPhone);
    fake = fakePushService([othersPhone]);
    const res = await markOnTheWay(request.id, { minutes: "45" });
    expect(res.headers.get("location")).toBe(`/admin/requests/${request.id}?onTheWay=none`);
    expect(await detail(res.headers.get("location")!)).toContain(
      "Marked on the way, about 45 minutes. The customer has not turned notifications on: send them the text below.",
    );
    // Another request's phone is never told.
    expect(fake.received).toEqual([]);
  });

  it("answers bad minutes or a bad name with 400 and the form again, changing nothing", async () => {
    const { request, token } = await customerRequest(booked);
    const phone = await makeDevice();
    await subscribePhone(token, phone);
    fake = fakePushService([phone]);
    const refused: Record<string, string>[] = [
      {},
      { minutes: "20" },
      { minutes: "30 " },
      { minutes: "30", crewLead: "L".repeat(41) },
      { minutes: "30", crewLead: "Luis\nHi" },
    ];
    for (const fields of refused) {
      const res = await markOnTheWay(request.id, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await shown(res);
      expect(html).toContain('id="on-the-way-error" role="alert"');
      expect(html).toContain(`action="/admin/requests/${request.id}/on-the-way"`);
    }
    expect(await rowOf(request.id)).toEqual({ on_the_way_at: null, on_the_way_minutes: null, crew_lead: null });
    expect(await eventsOf(request.id, "on-the-way")).toEqual([]);
    expect(fake.received).toEqual([]);
  });

  it("is offered and accepted only while the job is scheduled", async () => {
    const { request } = await customerRequest({ status: "quoted" });
    expect(await detail(`/admin/requests/${request.id}`)).not.toContain("/on-the-way");
    const res = await markOnTheWay(request.id, { minutes: "30" });
    expect(res.status).toBe(400);
    expect(await shown(res)).toContain("Only a scheduled job can be marked on the way.");
    expect(await rowOf(request.id)).toMatchObject({ on_the_way_at: null });
    expect((await markOnTheWay(crypto.randomUUID(), { minutes: "30" })).status).toBe(404);
    const scheduled = await customerRequest(booked);
    expect(await detail(`/admin/requests/${scheduled.request.id}`)).toContain(
      `action="/admin/requests/${scheduled.request.id}/on-the-way"`,
    );
  });

  it("deletes a phone the push service calls gone, and records one that failed", async () => {
    const { request, token } = await customerRequest(booked);
    const gone = await makeDevice("gone");
    const broken = await makeDevice("broken");
    await subscribePhone(token, gone);
    await subscribePhone(token, broken);
    fake = fakePushService([gone, broken], { status: (endpoint) => (endpoint.endsWith("/gone") ? 410 : 500) });
    expect((await markOnTheWay(request.id, { minutes: "60" })).status).toBe(303);
    await fake.until(2);
    expect((await phonesOf(request.id)).map((p) => p.endpoint)).toEqual([broken.subscription.endpoint]);
    const failures = await env.DB.prepare("SELECT kind, error FROM side_effect_failures WHERE quote_request_id = ?")
      .bind(request.id)
      .all<{ kind: string; error: string }>();
    expect(failures.results).toEqual([{ kind: "customer-push", error: expect.stringContaining("500") }]);
  });

  it("offers the crew the one-tap text with the arrival as a Houston clock time, and records the offer", async () => {
    const { request } = await customerRequest({ ...booked, firstName: "Ana", phone: "(281) 555-0199" });
    const res = await markOnTheWay(request.id, { minutes: "30", crewLead: "Luis" });
    const row = await rowOf(request.id);
    const arrival = clockTime(new Date(row!.on_the_way_at! + 30 * 60_000), "en");
    const html = await detail(res.headers.get("location")!);
    const offer = html.slice(html.indexOf('id="text-offer-heading"'));
    expect(offer).toContain("Text Ana now");
    const href = /href="(sms:[^"]+)"/.exec(offer)![1]!.replaceAll("&amp;", "&");
    expect(href.startsWith("sms:+12815550199?&body=")).toBe(true);
    expect(decodeURIComponent(href.split("&body=")[1]!).replaceAll("&#x27;", "'")).toContain(
      `We're on the way: Luis and the crew arrive about ${arrival}.`,
    );
    expect(await eventsOf(request.id, "notified")).toEqual([{ moment: "on-the-way", channel: "text", by: staff.username }]);
  });

  it("is refused with 400 before the booked day, and the button says when it opens", async () => {
    const tomorrow = addDays(houstonDate(), 1);
    const { request } = await customerRequest({ ...booked, bookedDate: tomorrow });
    const page = await detail(`/admin/requests/${request.id}`);
    expect(page).not.toContain(`action="/admin/requests/${request.id}/on-the-way"`);
    expect(page).toMatch(/<button type="button" disabled=""[^>]*>Opens on the booked day, \w{3}, \w{3} \d{1,2}<\/button>/);
    const res = await markOnTheWay(request.id, { minutes: "30" });
    expect(res.status).toBe(400);
    expect(await shown(res)).toContain("“On our way” can be sent only on the booked day: this job is booked for");
    expect(await rowOf(request.id)).toEqual({ on_the_way_at: null, on_the_way_minutes: null, crew_lead: null });
    expect(await eventsOf(request.id, "on-the-way")).toEqual([]);
  });
});
