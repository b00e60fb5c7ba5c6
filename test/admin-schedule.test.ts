import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { call, postForm, seedRequest, signedIn } from "./admin-helpers";
import { daysFromToday, seedQuoteWithPhotos, shown, today } from "./admin-booking-helpers";

// The schedule screen, the booked job's calendar file, and the inbox's marks for photos and times.
// Its own file: the schedule lists every booking in the file's database.

let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedIn());
});

const book = (id: string, date: string, window: string) => postForm(`/admin/requests/${id}/booking`, { date, window }, { cookie });
const detail = async (path: string) => shown(await call(path, { cookie }));

describe("/admin/schedule", () => {
  it("says so when nothing is booked, and is linked from the navigation", async () => {
    const html = await detail("/admin/schedule");
    expect(html).toContain("No upcoming jobs.");
    expect(html).toMatch(/<nav aria-label="Owner screens"/);
    expect(html).toMatch(/<a href="\/admin"[^>]*>Inbox<\/a>/);
    expect(await detail("/admin")).toMatch(/<a href="\/admin\/schedule"[^>]*>Schedule<\/a>/);
  });

  it("lists upcoming booked jobs by day, today first, then by window; past and unscheduled ones are left out", async () => {
    const seed = (lastName: string, bookedDate: string, bookedWindow: string, status = "scheduled", cityZip = "77389") =>
      seedRequest({ firstName: "Job", lastName, bookedDate, bookedWindow, status, cityZip, phone: "(281) 555-0123" });
    await seed("Later", daysFromToday(3), "07-09");
    // Names in the opposite order of their windows: the window decides.
    await seed("TodayAfternoon", today(), "17-19");
    await seed("TodayZ", today(), "05-07", "scheduled", "");
    await seed("Tomorrow", daysFromToday(1), "09-11");
    await seed("Yesterday", daysFromToday(-1), "07-09");
    await seed("Done", daysFromToday(1), "07-09", "completed");
    const html = await detail("/admin/schedule");
    const names = [...html.matchAll(/>Job (\w+)<\/a>/g)].map((m) => m[1]);
    expect(names).toEqual(["TodayZ", "TodayAfternoon", "Tomorrow", "Later"]);
    const headings = [...html.matchAll(/<h2 id="day-[^"]+"[^>]*>([^<]+)/g)].map((m) => m[1]);
    const later = new Date(`${daysFromToday(3)}T12:00:00Z`);
    const sameYear = daysFromToday(3).slice(0, 4) === today().slice(0, 4);
    expect(headings).toEqual([
      "Today",
      "Tomorrow",
      later.toLocaleDateString("en-US", {
        timeZone: "UTC",
        weekday: "long",
        month: "long",
        day: "numeric",
        ...(sameYear ? {} : { year: "numeric" }),
      }),
    ]);
    expect(html).toContain('href="tel:+12815550123"');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=77389%2C%20TX"');
    // No City or ZIP, no map link: three maps for four jobs.
    expect(html.match(/google\.com\/maps/g)).toHaveLength(3);
    expect(html).toMatch(/aria-current="page"[^>]*>Schedule<\/a>/);
  });

  it("shows a job booked from the detail, and sends a signed-out visitor to sign in", async () => {
    const quote = await seedRequest({ firstName: "Fresh", lastName: "Booking" });
    await book(quote.id, today(), "19-21");
    expect(await detail("/admin/schedule")).toContain(`href="/admin/requests/${quote.id}"`);
    const signedOut = await call("/admin/schedule");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fschedule");
  });
});

/** The booked job's calendar file, read by ical.js (Mozilla's iCalendar parser), and its raw lines. */
async function bookedEvent(id: string) {
  const res = await call(`/admin/requests/${id}/booking.ics`, { cookie });
  expect(res.status).toBe(200);
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents).toHaveLength(1);
  return { res, text, event: new ICAL.Event(vevents[0]!) };
}

describe("GET /admin/requests/:id/booking.ics", () => {
  it("is one event over the arrival window in UTC: 7–9 AM is 13:00–15:00Z in January (CST)", async () => {
    const quote = await seedRequest({
      firstName: "José",
      lastName: "Núñez O'Brien",
      phone: "(832) 555-0100",
      email: "jose@example.com",
      serviceType: "moving-services",
      cityZip: "77373",
      description: "Two rooms; a piano, upstairs",
      status: "scheduled",
      bookedDate: "2027-01-12",
      bookedWindow: "07-09",
    });
    const { res, text, event } = await bookedEvent(quote.id);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="booking-nunez-o-brien-2027-01-12.ics"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(text).toContain("\r\nDTSTART:20270112T130000Z\r\nDTEND:20270112T150000Z\r\n");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-12T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-12T15:00:00.000Z");
    expect(event.uid).toBe(`${quote.id}@localhost`);
    expect(event.summary).toBe("Moving Services: José Núñez O'Brien");
    expect(event.location).toBe("77373, TX");
    for (const part of [
      "Phone: (832) 555-0100",
      "Email: jose@example.com",
      "Two rooms; a piano, upstairs",
      `http://localhost/admin/requests/${quote.id}`,
    ])
      expect(event.description).toContain(part);
  });

  it("follows daylight saving: 7–9 AM is 12:00–14:00Z in July (CDT); a place with its state keeps it", async () => {
    const quote = await seedRequest({
      lastName: "Summer",
      cityZip: "Spring, TX 77379",
      status: "scheduled",
      bookedDate: "2027-07-13",
      bookedWindow: "07-09",
    });
    const { text, event } = await bookedEvent(quote.id);
    expect(text).toContain("\r\nDTSTART:20270713T120000Z\r\nDTEND:20270713T140000Z\r\n");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-13T12:00:00.000Z");
    expect(event.location).toBe("Spring, TX 77379");
  });

  it("answers 404 for a request that is not booked, and sends a signed-out visitor to sign in", async () => {
    const quote = await seedRequest();
    expect((await call(`/admin/requests/${quote.id}/booking.ics`, { cookie })).status).toBe(404);
    expect((await call("/admin/requests/no-such-id/booking.ics", { cookie })).status).toBe(404);
    const signedOut = await call(`/admin/requests/${quote.id}/booking.ics`);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
  });
});

describe("the inbox row", () => {
  it("marks how many photos came and the preferred time, or the booking once booked", async () => {
    const { quote } = await seedQuoteWithPhotos(3, { firstName: "Marked", preferredDate: "2027-03-02", preferredWindow: "07-09" });
    let html = await detail("/admin?q=Marked");
    expect(html).toContain("3 photos");
    expect(html).toContain("Preferred: Tue, Mar 2, 7–9 AM");
    await book(quote.id, daysFromToday(1), "09-11");
    html = await detail("/admin?q=Marked");
    expect(html).toMatch(/Booked: \w{3}, \w{3} \d{1,2}, 9–11 AM/);
    expect(html).not.toContain("Preferred:");
    const plain = await detail("/admin?q=Unmarked");
    expect(plain).not.toContain("photos</span>");
  });

  it("the CSV has the wish, the photo count and the booking", async () => {
    await seedQuoteWithPhotos(2, {
      firstName: "Csv",
      lastName: "Columns",
      preferredDate: "2027-03-02",
      preferredWindow: "any",
      status: "scheduled",
      bookedDate: "2027-03-03",
      bookedWindow: "11-13",
    });
    const csv = (await (await call("/admin/export.csv?q=Columns", { cookie })).text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(csv[0]!.split(",").slice(-29, -23)).toEqual([
      "Preferred Day",
      "Preferred Window",
      "Photos",
      "Booked Day",
      "Booked Window",
      "Id",
    ]);
    expect(csv[1]!.split(",").slice(-29, -24)).toEqual(["2027-03-02", "any time", "2", "2027-03-03", "11 AM–1 PM"]);
  });
});
