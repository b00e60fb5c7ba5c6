import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icsCalendar, type CalendarEvent } from "../src/calendar/ics";

// The booking calendar file: read back by hand (unfold, unescape, octet counts) and by Mozilla's
// ical.js, the parser Thunderbird's lineage uses, so any calendar can be expected to read it.

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "q-42@springjunkremoval.example",
  start: new Date("2026-11-24T09:00:00-06:00"),
  end: new Date("2026-11-24T11:30:00-06:00"),
  stamp: new Date("2026-11-02T20:15:07.123Z"),
  summary: "Junk removal: Maria Lopez",
  ...overrides,
});

const octets = (line: string) => new TextEncoder().encode(line).length;
const physicalLines = (ics: string) => ics.slice(0, -2).split("\r\n");
/** RFC 5545 3.1: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => physicalLines(ics.replace(/\r\n[ \t]/g, ""));
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
const property = (ics: string, name: string) =>
  unfold(ics)
    .filter((l) => l.startsWith(`${name}:`))
    .map((l) => l.slice(name.length + 1));

/** What the calendar can hold of a text: CR and CRLF as newlines, no other control characters, lone surrogates as U+FFFD. */
const expectedText = (s: string) =>
  s
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** CRLF line ends only; every line within 75 octets, whole UTF-8 by itself (a surrogate pair cut in two would not survive encoding) and no escape cut in two. */
function checkLines(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of physicalLines(ics)) {
    // JSON.stringify: a lone surrogate in a failure message would break the test pool's own messages.
    const shown = JSON.stringify(line);
    expect(octets(line), shown).toBeLessThanOrEqual(75);
    expect(new TextDecoder().decode(new TextEncoder().encode(line)) === line, shown).toBe(true);
    expect(/(^|[^\\])(\\\\)*\\$/.test(line), shown).toBe(false);
  }
}

describe("icsCalendar", () => {
  it("writes a calendar with one event and its reminder, line by line", () => {
    const ics = icsCalendar(
      [
        event({
          description: "Couch, 2 chairs; back gate",
          location: "123 Main St, Spring, TX 77373",
          url: "https://springjunkremoval.example/admin/quotes/42?a=1,2",
        }),
      ],
      { name: "Spring Junk Removal jobs" },
    );
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Spring Junk Removal//Booking//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Spring Junk Removal jobs",
        "BEGIN:VEVENT",
        "UID:q-42@springjunkremoval.example",
        "DTSTAMP:20261102T201507Z",
        "DTSTART:20261124T150000Z",
        "DTEND:20261124T173000Z",
        "SUMMARY:Junk removal: Maria Lopez",
        "DESCRIPTION:Couch\\, 2 chairs\\; back gate",
        "LOCATION:123 Main St\\, Spring\\, TX 77373",
        "URL:https://springjunkremoval.example/admin/quotes/42?a=1,2",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "TRIGGER:-PT1H",
        "DESCRIPTION:Junk removal: Maria Lopez",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out the calendar name and the optional fields when there are none, and holds any number of events", () => {
    const empty = icsCalendar([]);
    expect(empty).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Spring Junk Removal//Booking//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n",
    );
    const three = icsCalendar([event({ uid: "a@x" }), event({ uid: "b@x", description: "" }), event({ uid: "c@x" })]);
    expect(property(three, "UID")).toEqual(["a@x", "b@x", "c@x"]);
    for (const name of ["BEGIN:VEVENT", "END:VEVENT", "BEGIN:VALARM", "END:VALARM", "TRIGGER:-PT1H"]) {
      expect(
        unfold(three).filter((l) => l === name),
        name,
      ).toHaveLength(3);
    }
    expect(three).not.toMatch(/X-WR-CALNAME|LOCATION|URL:/);
    expect(property(three, "DESCRIPTION")).toEqual(Array(3).fill("Junk removal: Maria Lopez"));
  });

  it("writes instants in UTC to the second, whatever zone or milliseconds the Date was made with", () => {
    const ics = icsCalendar([event({ start: new Date(Date.UTC(2027, 0, 1, 0, 0, 0, 999)), end: new Date("2027-01-01T05:59:59+05:30") })]);
    expect(property(ics, "DTSTART")).toEqual(["20270101T000000Z"]);
    expect(property(ics, "DTEND")).toEqual(["20270101T002959Z"]);
    for (const value of [...property(ics, "DTSTART"), ...property(ics, "DTEND"), ...property(ics, "DTSTAMP")])
      expect(value).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("refuses a date it cannot write instead of writing a wrong one", () => {
    expect(() => icsCalendar([event({ start: new Date(Number.NaN) })])).toThrow(RangeError);
    expect(() => icsCalendar([event({ end: new Date("+012026-01-01T00:00:00Z") })])).toThrow(RangeError);
  });

  it("escapes backslashes, semicolons, commas and newlines, and strips other control characters", () => {
    const summary = "C:\\junk; sofa, bed\r\nline two\rline three\nfour\u0000\u0007\u001b[31m\u007f\u0085\ttab";
    const ics = icsCalendar([event({ summary })], { name: "Jobs, ours; all" });
    expect(property(ics, "SUMMARY")).toEqual(["C:\\\\junk\\; sofa\\, bed\\nline two\\nline three\\nfour[31mtab"]);
    expect(property(ics, "X-WR-CALNAME")).toEqual(["Jobs\\, ours\\; all"]);
    expect(unescape(property(ics, "SUMMARY")[0]!)).toBe("C:\\junk; sofa, bed\nline two\nline three\nfour[31mtab");
    checkLines(ics);
  });

  it("lets no text start a line of its own: an injected property or event stays inside its value", () => {
    const hostile = "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\nATTACH:http://evil.example\r\n END:VCALENDAR";
    const ics = icsCalendar(
      [event({ summary: hostile, description: hostile, location: hostile, uid: `u${hostile}`, url: `https://a.example/${hostile}` })],
      { name: hostile },
    );
    const lines = unfold(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("ATTACH") || l.startsWith("UID:evil") || l === "END:VCALENDAR")).toEqual(["END:VCALENDAR"]);
    expect(property(ics, "URL")).toEqual(["https://a.example/xEND:VEVENTBEGIN:VEVENTUID:evilATTACH:http://evil.example END:VCALENDAR"]);
    checkLines(ics);
  });

  it("folds long lines at 75 octets with a leading space, never inside a UTF-8 character or an escape", () => {
    // Every offset, so each kind of character (1 to 4 octets, a surrogate pair in JavaScript) and
    // each escape meets the 75th octet somewhere.
    for (let shift = 0; shift < 12; shift++) {
      const description = `${"x".repeat(shift)}${"Haul away: ".repeat(7)}é€🚚 中文 ${"ñ".repeat(80)}${"🚚".repeat(40)}${"€".repeat(40)}${"\\;,\n".repeat(30)}`;
      const ics = icsCalendar([event({ description })]);
      checkLines(ics);
      const lines = physicalLines(ics);
      const start = lines.findIndex((l) => l.startsWith("DESCRIPTION:"));
      expect(octets(lines[start]!)).toBeGreaterThan(71);
      expect(lines.slice(start + 1).filter((l) => l.startsWith(" ")).length).toBeGreaterThan(8);
      const bytes = new TextEncoder().encode(ics);
      // Split the octets (not the string) at every CRLF: each piece must be whole UTF-8 by itself.
      let from = 0;
      for (let i = 0; i + 1 < bytes.length; i++) {
        if (bytes[i] !== 13 || bytes[i + 1] !== 10) continue;
        expect(() => new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes.subarray(from, i))).not.toThrow();
        from = i + 2;
      }
      expect(unescape(property(ics, "DESCRIPTION")[0]!)).toBe(description);
    }
  });

  it("gives back any text after unfolding and unescaping, every line within 75 octets (property)", () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: "grapheme", maxLength: 200 }),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.string({ unit: fc.constantFrom("\\", ";", ",", "\n", "\r", "é", "🚚", "a", " "), maxLength: 300 }),
    );
    fc.assert(
      fc.property(anyText, anyText, anyText, (summary, description, name) => {
        const ics = icsCalendar([event({ summary, description, location: summary })], { name });
        checkLines(ics);
        for (const line of physicalLines(ics).slice(1)) expect(/^[ A-Z]/.test(line), line).toBe(true);
        expect(property(ics, "SUMMARY").map(unescape)).toEqual([expectedText(summary)]);
        expect(property(ics, "LOCATION").map(unescape)).toEqual(expectedText(summary) ? [expectedText(summary)] : []);
        const descriptions = property(ics, "DESCRIPTION").map(unescape);
        expect(descriptions).toEqual(
          expectedText(description) ? [expectedText(description), expectedText(summary)] : [expectedText(summary)],
        );
        if (name) expect(property(ics, "X-WR-CALNAME").map(unescape)).toEqual([expectedText(name)]);
      }),
      { numRuns: 400 },
    );
  });
});

describe("icsCalendar read by ical.js", () => {
  it("parses into the same events, times and reminder", () => {
    const first = event({
      description: "Couch, 2 chairs; back gate\nCall on arrival",
      location: "123 Main St, Spring, TX 77373",
      url: "https://springjunkremoval.example/q/42",
    });
    const second = event({
      uid: "q-43@springjunkremoval.example",
      summary: "Mudanza: José Ñúñez 🚚",
      start: new Date("2026-12-01T14:00:00Z"),
      end: new Date("2026-12-01T18:00:00Z"),
    });
    const calendar = new ICAL.Component(ICAL.parse(icsCalendar([first, second], { name: "Jobs" })));
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Spring Junk Removal//Booking//EN");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Jobs");
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    vevents.forEach((vevent, i) => {
      const source = [first, second][i]!;
      const parsed = new ICAL.Event(vevent);
      expect(parsed.uid).toBe(source.uid);
      expect(parsed.summary).toBe(source.summary);
      expect(parsed.description ?? undefined).toBe(source.description);
      expect(parsed.location ?? undefined).toBe(source.location);
      expect(parsed.startDate.toJSDate().getTime()).toBe(source.start.getTime());
      expect(parsed.endDate.toJSDate().getTime()).toBe(source.end.getTime());
      expect(parsed.startDate.zone?.tzid).toBe("UTC");
      expect((vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().getTime()).toBe(
        Math.floor(source.stamp.getTime() / 1000) * 1000,
      );
      const alarm = vevent.getFirstSubcomponent("valarm")!;
      expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
      expect((alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(-3600);
      expect(alarm.getFirstPropertyValue("description")).toBe(source.summary);
    });
    expect(vevents[0]!.getFirstPropertyValue("url")).toBe(first.url);
  });

  it("reads back any text the same (property)", () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "grapheme", maxLength: 150 }),
      fc.string({ unit: fc.constantFrom("\\", ";", ",", "\n", "é", "🚚", "a", ":", '"'), maxLength: 200 }),
    );
    fc.assert(
      fc.property(anyText, anyText, (summary, description) => {
        const vevent = new ICAL.Component(ICAL.parse(icsCalendar([event({ summary, description })]))).getFirstSubcomponent("vevent")!;
        const parsed = new ICAL.Event(vevent);
        expect(parsed.summary).toBe(expectedText(summary));
        if (expectedText(description)) expect(parsed.description).toBe(expectedText(description));
      }),
      { numRuns: 300 },
    );
  });
});
