// The owner's words outside the /admin screens: the lead e-mail, the morning digest, the push alerts,
// the booking form's refusals, the booked job's calendar event and the CSV export's header. The
// owner reads English, so only English has them (src/content/i18n/types.ts: the Catalogue is what
// every language has; this is English only).
import { business } from "../../../config/business";
import type { Locale } from "../../locale";

/** Each of the site's languages as the owner names it (the inbox's filter and badge, the CSV, the lead e-mail). */
export const languageNames: Record<Locale, string> = { en: "English", es: "Spanish" };

// Houston time with its zone, as the owner reads it: "Sun, Nov 22, 2026, 2:00 AM CST".
const houstonClock = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

// A time in the last day or so, as the digest lists it: "Sun 2:00 AM".
const houstonWeekdayTime = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});

export const owner = {
  leadEmail: {
    /** "Prefers Spanish": said first, subject included, when a request came from another language's pages. */
    prefers: (language: string) => `Prefers ${language}`,
    subject: (service: string, name: string, prefers?: string) =>
      `New quote request${prefers ? ` (${prefers})` : ""}: ${service} for ${name}`,
    intro: `A new quote request came in through the website (reply within ${business.quoteReplyHours} hours).`,
    /** A request kept while D1 could not take it (src/use-cases/submit-request.ts): said first, subject included. */
    databaseDown: "Arrived while the database was down",
    databaseDownNote:
      "Arrived while the database was down: the request is kept safely and appears in the inbox once the database is back. Everything you need to answer is below.",
    prefersNote: (prefers: string, language: string) =>
      `${prefers}: it was sent from the ${language} site, so answer in ${language} if you can.`,
    name: "Name",
    phone: "Phone",
    email: "Email",
    service: "Service",
    cityZip: "City or ZIP",
    preferredTime: "Preferred time",
    photos: "Photos",
    received: "Received",
    reference: "Reference",
    details: "Project details:",
    notGiven: "(not given)",
    photoCount: (count: number) => `${count} (see them in the inbox)`,
    noPhotos: "none",
    /** When the request came in, on Houston's clock. */
    time: (at: Date) => houstonClock.format(at),
  },
  push: {
    newLead: (name: string) => `New quote request: ${name}`,
    /** The alert for a request kept while D1 could not take it: the inbox has it once D1 is back. */
    newLeadDatabaseDown: (name: string) => `New quote request (arrived while the database was down): ${name}`,
    reminder: (name: string) => `Reply due soon: ${name}`,
    reminderBody: (hoursLeft: number) => `Still pending, ${hoursLeft} hours left of the ${business.quoteReplyHours}-hour promise.`,
  },
  /** The morning digest e-mail (src/jobs/digest.ts); days come in already formatted ("Tuesday, November 24, 2026"). */
  digest: {
    subject: (day: string, fresh: number, overdue: number, dueSoon: number) =>
      `Leads for ${day}: ${fresh} new, ${overdue} overdue, ${dueSoon} due soon`,
    greeting: (day: string) => `Good morning. Your leads for ${day}:`,
    overdue: (hours: number, count: number) => `Overdue: pending more than ${hours} hours (${count})`,
    noneOverdue: "None: every request has had an answer in time.",
    dueSoon: (hours: number, count: number) => `Due soon: pending more than ${hours} hours (${count})`,
    noneDueSoon: "None.",
    fresh: (count: number) => `New since yesterday 7 AM (${count})`,
    noneFresh: "No new requests.",
    noCityZip: "no City/ZIP",
    received: (at: Date) => `received ${houstonWeekdayTime.format(at)}`,
    callTaps: (day: string, total: number) => `Call taps yesterday (${day}): ${total}`,
    inbox: (url: string) => `The inbox: ${url}`,
  },
  /** Side effects that failed (src/db/failures.ts): the digest's block and the inbox's notice. */
  failures: {
    /** Each kind as the owner reads it, with what it means for them. */
    kinds: {
      "lead-email": "Lead e-mail not sent",
      "customer-email": "E-mail to a customer (booking or reminder) not sent",
      push: "Push alert not delivered",
      "customer-push": "Notification to a customer's phone not delivered",
      "photo-write": "Photo not saved",
      "photo-delete": "Photo not deleted",
      backup: "Backup failed",
      "kept-request": "Request kept during an outage not yet in the inbox",
    },
    digestHeading: (total: number) => `Failures since yesterday 7 AM (${total}):`,
    digestNone: "Failures since yesterday 7 AM: none.",
    count: (kind: string, count: number) => `- ${kind}: ${count}`,
    digestHint: "Each is in the logs under its request id; the inbox shows the latest.",
    noticeHeading: (total: number) => `${total} ${total === 1 ? "thing" : "things"} failed in the last 24 hours`,
    noticeText: "The website went on working, but check these: a lead whose e-mail or alert failed may still be waiting for a call.",
    latest: "Latest",
    request: "Open the request",
    at: (when: string) => `at ${when}`,
    /** The trace id, for whoever looks into the failure in the logs: the owner passes it on. */
    reference: (id: string) => `reference ${id}`,
  },
  /** The nightly backup's words: its line in the morning digest (src/jobs/backup/digest-lines.ts) and the Backups screen. */
  backups: {
    size: (bytes: number) =>
      bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
    age: (hours: number) => (hours < 48 ? `${Math.max(0, Math.round(hours))} hours` : `${Math.floor(hours / 24)} days`),
    ok: (age: string, day: string, size: string) => `Backup: the last snapshot is ${age} old (${day}, ${size}).`,
    unknown: "Backup: its status could not be read this morning (see the Backups screen).",
    missing: (age: string) => `BACKUP MISSING: the last snapshot is ${age} old. See /admin/backups and the Worker's logs.`,
    none: "BACKUP MISSING: no snapshot has been taken yet. See /admin/backups and the Worker's logs.",
    failed: (at: Date, error: string) => `BACKUP FAILED on ${houstonClock.format(at)}: ${error}`,
  },
  /** The booking form's and API's refusals (src/calendar/booking.ts); days and windows come in already formatted. */
  booking: {
    noDate: "Choose the day of the job (a date like 2026-11-24).",
    past: (day: string) => `${day} has passed: choose today or a later day.`,
    tooFar: (lastDay: string) => `Choose a day within a year: ${lastDay} at the latest.`,
    noWindow: (firstWindow: string, lastWindow: string) => `Choose one of the arrival windows, ${firstWindow} to ${lastWindow}.`,
  },
  calendarEvent: { phone: "Phone", email: "Email" },
  /** The CSV export's header row (src/routes/admin/export.ts), one per column in order. */
  csvHeader: [
    "Received (Central Time)",
    "First Name",
    "Last Name",
    "Phone",
    "Email",
    "Service Type",
    "City or ZIP",
    "Status",
    "Project Details",
    "Status Changed",
    "Status Changed By",
    "Language",
    "Sent From Page",
    "Preferred Day",
    "Preferred Window",
    "Photos",
    "Booked Day",
    "Booked Window",
    "Id",
    "Landing Page",
    "Source",
    "Referring Site",
    "UTM Source",
    "UTM Medium",
    "UTM Campaign",
    "Last Note",
    // The visitor's estimate (issue 31), after every earlier column.
    "Estimate",
    "Estimate Low (USD)",
    "Estimate High (USD)",
    "Price Book Version",
  ],
};

export type OwnerWords = typeof owner;
