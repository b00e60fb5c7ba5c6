import { approvedVersion, movedText, onTheWayOf, photosAdded, questionText, reminderOf } from "../../db/customer-event-details";
import type { CustomerEvent } from "../../db/customer-events";
import { formatPaidCents } from "../../lib/pricing/money";
import { ownerDay } from "./QuotePanel";

/** A timeline line's kind: each has its dot colour (Timeline.tsx). */
export type Kind = "status" | "note" | "quote" | "customer";
/** One line of the timeline. `who` is null for what no one did by hand (the day-before reminder); `quoted` is the customer's own words (a question). */
export type Entry = { key: string; at: Date; who: string | null; kind: Kind; text: string; quoted?: string };

// One of the customer's page events as a line of the owner's timeline: what happened, and who did
// it (the customer, the member who tapped "On our way", or no one for the automatic reminder).

const channelNames: Record<string, string> = { email: "e-mail", push: "notification" };

const momentNames: Record<string, string> = {
  quote: "the quote and its link",
  booked: "the booking",
  rescheduled: "the new time",
  "on-the-way": "“On our way”",
  done: "the receipt and review link",
};

/** How the customer was told of a moment ("notified": { moment, channel, by }): the text offered, or what went by itself. */
function notifiedEntry(d: CustomerEvent["detail"], entry: (text: string, who?: string | null) => Entry) {
  const moment = typeof d?.moment === "string" ? (momentNames[d.moment] ?? d.moment) : "a moment of the job";
  const by = typeof d?.by === "string" ? d.by : null;
  if (d?.channel === "text") return entry(`Text offered to send: ${moment}`, by);
  const how = d?.channel === "push" ? "to their phone as a notification" : "by e-mail";
  return entry(`Sent ${moment} ${how}`, null);
}
/** A payment confirmed by Stripe (the customer's) or a refund (the owner's, or "Stripe" for one made in its Dashboard). */
function moneyEntry(e: CustomerEvent, entry: (text: string, who?: string | null) => Entry) {
  const d = e.detail;
  const cents = typeof d?.cents === "number" ? d.cents : 0;
  const kind = d?.kind === "balance" ? "balance" : "deposit";
  if (e.kind === "paid")
    return entry(d?.held ? `Card held for the ${formatPaidCents(cents)} ${kind}` : `Paid the ${formatPaidCents(cents)} ${kind} online`);
  const by = typeof d?.by === "string" ? d.by : null;
  return cents < 0 ? entry(`A ${formatPaidCents(-cents)} refund failed in Stripe`, null) : entry(`Refunded ${formatPaidCents(cents)}`, by);
}
const stringsOf = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

export function customerEntry(e: CustomerEvent, customer: string): Entry {
  const d = e.detail;
  const entry = (text: string, who: string | null = customer, quoted?: string): Entry => ({
    key: `c${e.id}`,
    at: e.at,
    who,
    kind: "customer",
    text,
    quoted,
  });
  switch (e.kind) {
    case "approved": {
      const version = approvedVersion(d);
      return entry(`Approved ${version ? `quote v${version}` : "the quote"} on their page`);
    }
    case "question":
      return entry("Asked a question on their page", customer, questionText(d));
    case "moved":
      return entry(`Moved the booking: ${movedText(d)}`);
    case "notifications-on":
      return entry("Turned notifications on");
    case "on-the-way": {
      const { minutes, crewLead, by } = onTheWayOf(d);
      const crew = crewLead ? ` (${crewLead} and the crew)` : "";
      return entry(`“On our way” sent${minutes ? `: about ${minutes} minutes` : ""}${crew}`, by);
    }
    case "photos-added": {
      const n = photosAdded(d);
      return entry(`Added ${n === 1 ? "a photo" : `${n} photos`} on their page`);
    }
    case "reminder-sent": {
      const { date, channels } = reminderOf(d);
      const how = channels.length ? ` by ${channels.map((c) => channelNames[c] ?? c).join(" and ")}` : "";
      return entry(`Day-before reminder sent${date ? ` for ${ownerDay(date)}` : ""}${how}`, null);
    }
    case "completed": {
      // Shown when the status was already Completed (set by hand first); else the status change says it.
      const by = typeof d?.by === "string" ? d.by : null;
      return entry("Job completed: the receipt is on their page", by);
    }
    case "review-asked": {
      const channels = stringsOf(d?.channels);
      // The team's own text goes from their phone: only its link was made here.
      if (channels.includes("sms")) return entry("Review link made for the team's text", null);
      const others = channels.filter((c) => c !== "page");
      const how = others.length ? `, and by ${others.map((c) => channelNames[c] ?? c).join(" and ")}` : "";
      return entry(`Review asked on their page${how}`, null);
    }
    case "review-reminded": {
      const channels = stringsOf(d?.channels);
      const how = channels.length ? ` by ${channels.map((c) => channelNames[c] ?? c).join(" and ")}` : "";
      return entry(`Review reminder sent${how}`, null);
    }
    case "review-clicked":
      return entry("Opened the review link");
    case "message":
      return entry("Sent a private message from their page", customer, questionText(d));
    case "rescheduled":
      return entry(`Rescheduled: ${movedText(d)}`, typeof d?.by === "string" ? d.by : null);
    case "notified":
      return notifiedEntry(d, entry);
    case "paid":
    case "refunded":
      return moneyEntry(e, entry);
    default:
      return entry(String((e as { kind: string }).kind));
  }
}
