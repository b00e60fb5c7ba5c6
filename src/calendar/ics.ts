// Booked jobs as an iCalendar file (RFC 5545), for the owner's phone or desktop calendar. Times are
// written in UTC ("Z") so no calendar has to know Texas's time zone rules: each shows the job in its
// own. Text comes from visitors (a name, an address, a description), so it is cleaned of control
// characters and escaped: a line break in it can never start a property or an event of its own.

export type CalendarEvent = {
  uid: string; // globally unique, e.g. `${id}@example.com`
  start: Date; // instant (UTC)
  end: Date;
  stamp: Date; // DTSTAMP
  summary: string;
  description?: string;
  location?: string;
  url?: string;
};

const PRODID = "-//Spring Junk Removal//Booking//EN";
const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** A VCALENDAR with one VEVENT per event, CRLF line ends, lines folded at 75 octets (UTF-8 aware: never split a multi-byte character), TEXT values escaped (\\ ; , and newlines as \n). */
export function icsCalendar(events: CalendarEvent[], options: { name?: string } = {}): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (options.name) lines.push(`X-WR-CALNAME:${textValue(options.name)}`);
  for (const event of events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return lines.map(fold).join(CRLF) + CRLF;
}

function eventLines(event: CalendarEvent) {
  const summary = textValue(event.summary);
  return [
    "BEGIN:VEVENT",
    `UID:${textValue(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${summary}`,
    ...optionalText("DESCRIPTION", event.description),
    ...optionalText("LOCATION", event.location),
    ...(event.url && uriValue(event.url) ? [`URL:${uriValue(event.url)}`] : []),
    // A reminder an hour before, shown by the calendar itself.
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT1H",
    `DESCRIPTION:${summary}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

function optionalText(name: string, value: string | undefined) {
  const text = value === undefined ? "" : textValue(value);
  return text ? [`${name}:${text}`] : [];
}

/** 20261124T150000Z: DATE-TIME in UTC (RFC 5545 3.3.5, form 2), to the second. */
function utcDateTime(date: Date) {
  const iso = Number.isNaN(date.getTime()) ? "" : date.toISOString();
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.\d{3}Z$/.exec(iso);
  // An invalid date or a year past 9999 is a caller's mistake, not something to write down.
  if (!match) throw new RangeError(`icsCalendar: ${iso || "invalid date"} is not a date iCalendar can hold`);
  const [, year, month, day, hours, minutes, seconds] = match;
  return `${year}${month}${day}T${hours}${minutes}${seconds}Z`;
}

/**
 * CR and CRLF become a newline and every other control character goes (a raw CR or LF would end
 * the line, and the rest have no business in a calendar). Lone UTF-16 surrogates, which have no
 * UTF-8 form, become U+FFFD rather than three octets the length count did not expect.
 */
function cleanText(value: string) {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** TEXT (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
function textValue(value: string) {
  return cleanText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** URI values are not escaped (a comma in a URL stays a comma), so they lose every control character, newlines too. */
function uriValue(value: string) {
  return cleanText(value).replace(/\n/g, "");
}

function utf8Length(character: string) {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Lines longer than 75 octets go on in lines that start with a space (RFC 5545 3.1). A cut falls
 * between characters, never inside one's UTF-8 bytes; nor inside an escape like \n, which a
 * careless reader that unfolds after unescaping would otherwise misread.
 */
function fold(line: string) {
  let folded = "";
  let octets = 0;
  for (const [unit] of line.matchAll(/\\.|[^]/gu)) {
    let size = 0;
    for (const character of unit) size += utf8Length(character);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += unit;
    octets += size;
  }
  return folded;
}
