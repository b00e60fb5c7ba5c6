import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { windowText } from "../src/calendar/days";
import { arrivalWindows, preferredDateBounds } from "../src/lib/arrival-windows";
import { addDays, houstonDate, houstonTime, isCalendarDate } from "../src/lib/houston-time";
import { isPreferredDateInRange } from "../src/lib/quote-schema";
import { countQuotes, postForm, postJson, validQuote } from "./quote-helpers";

// Issue 15, item 2: a preferred day (today to 30 days ahead on Houston's calendar) and a two-hour
// arrival window inside the service hours, both optional, in JSON and both form encodings.

const today = houstonDate();
const wish = (id: string) =>
  env.DB.prepare("SELECT preferred_date AS date, preferred_window AS window FROM quote_requests WHERE id = ?")
    .bind(id)
    .first<{ date: string | null; window: string | null }>();
const fieldsOf = async (res: Response) => ((await res.json()) as { fields: Record<string, string> }).fields;

describe("Houston's calendar, whatever the server's clock zone", () => {
  it("has today in Houston: 9 PM in Houston is already tomorrow in UTC", () => {
    expect(houstonDate(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-23");
    expect(houstonDate(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24");
    // Summer: five hours behind UTC, not six.
    expect(houstonDate(new Date("2026-07-04T04:30:00Z"))).toBe("2026-07-03");
    expect(houstonDate(new Date("2026-07-04T05:30:00Z"))).toBe("2026-07-04");
  });

  it("turns a window's hour into the right instant on both sides of daylight saving", () => {
    expect(houstonTime("2027-01-12", 7).toISOString()).toBe("2027-01-12T13:00:00.000Z");
    expect(houstonTime("2027-07-13", 7).toISOString()).toBe("2027-07-13T12:00:00.000Z");
    // The spring-forward day (March 14, 2027: 2 AM becomes 3 AM) and the fall-back day (November 7, 2027).
    expect(houstonTime("2027-03-14", 9).toISOString()).toBe("2027-03-14T14:00:00.000Z");
    expect(houstonTime("2027-11-07", 9).toISOString()).toBe("2027-11-07T15:00:00.000Z");
  });

  it("counts days across months and leap years, and knows a real date", () => {
    expect(addDays("2026-11-23", 30)).toBe("2026-12-23");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-11-23")).toBe(false);
  });

  it("allows from today to 30 days ahead, counted in Houston at the edges of the day", () => {
    const lateEvening = new Date("2026-11-24T05:30:00Z"); // 11:30 PM on the 23rd in Houston
    expect(preferredDateBounds(lateEvening)).toEqual({ min: "2026-11-23", max: "2026-12-23" });
    expect(isPreferredDateInRange("2026-11-23", lateEvening)).toBe(true);
    expect(isPreferredDateInRange("2026-11-22", lateEvening)).toBe(false);
    expect(isPreferredDateInRange("2026-12-23", lateEvening)).toBe(true);
    expect(isPreferredDateInRange("2026-12-24", lateEvening)).toBe(false);
  });

  it("offers two-hour windows from 5 AM to 9 PM, the service hours", () => {
    expect(arrivalWindows).toEqual(["05-07", "07-09", "09-11", "11-13", "13-15", "15-17", "17-19", "19-21"]);
    expect(arrivalWindows.map((w) => windowText(w))).toEqual([
      "5–7 AM",
      "7–9 AM",
      "9–11 AM",
      "11 AM–1 PM",
      "1–3 PM",
      "3–5 PM",
      "5–7 PM",
      "7–9 PM",
    ]);
  });
});

describe("the quote API's preferred day and window", () => {
  it("stores a day and a window as sent, in JSON and in the urlencoded form", async () => {
    const day = addDays(today, 3);
    const json = await postJson({ ...validQuote, preferredDate: day, preferredWindow: "13-15" });
    expect(json.status).toBe(201);
    expect(await wish(((await json.json()) as { id: string }).id)).toEqual({ date: day, window: "13-15" });

    const form = await postForm({ ...validQuote, firstName: "Urlencoded", preferredDate: today, preferredWindow: "any", returnTo: "/" });
    expect(form.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT preferred_date AS date, preferred_window AS window FROM quote_requests WHERE first_name = 'Urlencoded'",
    ).first();
    expect(row).toEqual({ date: today, window: "any" });
  });

  it("stores nothing for an untouched day and window, and any time for a day alone", async () => {
    const none = await postJson({ ...validQuote, preferredDate: "", preferredWindow: "" });
    expect(await wish(((await none.json()) as { id: string }).id)).toEqual({ date: null, window: null });
    const dayOnly = await postJson({ ...validQuote, preferredDate: addDays(today, 30), preferredWindow: "" });
    expect(dayOnly.status).toBe(201);
    expect(await wish(((await dayOnly.json()) as { id: string }).id)).toEqual({ date: addDays(today, 30), window: "any" });
  });

  it("refuses yesterday, a day 60 days ahead, a date that is none, and a window not in the list, storing nothing", async () => {
    const before = await countQuotes();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ preferredDate: addDays(today, -1) }, { preferredDate: "Choose a day from today to 30 days ahead" }],
      [{ preferredDate: addDays(today, 60) }, { preferredDate: "Choose a day from today to 30 days ahead" }],
      [{ preferredDate: addDays(today, 31) }, { preferredDate: "Choose a day from today to 30 days ahead" }],
      [{ preferredDate: "2026-02-30" }, { preferredDate: "Enter a date, or leave it empty" }],
      [{ preferredDate: "next tuesday" }, { preferredDate: "Enter a date, or leave it empty" }],
      [{ preferredWindow: "06-08" }, { preferredWindow: "Choose one of the listed arrival windows" }],
      [{ preferredWindow: "21-23" }, { preferredWindow: "Choose one of the listed arrival windows" }],
      [{ preferredWindow: 7 }, { preferredWindow: "Choose one of the listed arrival windows" }],
    ];
    for (const [extra, fields] of cases) {
      const res = await postJson({ ...validQuote, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(await fieldsOf(res)).toEqual(fields);
    }
    expect(await countQuotes()).toBe(before);
  });

  it("says it in Spanish for a request from the Spanish pages", async () => {
    const res = await postJson({ ...validQuote, locale: "es", preferredDate: addDays(today, 45), preferredWindow: "nunca" });
    expect(await fieldsOf(res)).toEqual({
      preferredDate: "Elija un día entre hoy y dentro de 30 días",
      preferredWindow: "Elija uno de los horarios de llegada de la lista",
    });
  });
});
