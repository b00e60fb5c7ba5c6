import type { Background } from "../trace/background";
import type { Db } from "../db";
import { ownerWords, serviceTypeLabel } from "../content/i18n";
import { estimateRangeText, ownerEstimate } from "../content/i18n/en/owner-estimate";
import { defaultLocale, type Locale } from "../content/locale";
import { pushConfig, type PushEnv } from "./config";
import { pushToAll, type Alert } from "./send";
import { adminRequest } from "../lib/paths";

type LeadFacts = {
  id: string;
  firstName: string;
  lastName: string;
  serviceType: string;
  cityZip: string;
  description: string;
  /** The range the visitor was shown (issue 31), when there was one. */
  estimateLowCents?: number | null;
  estimateHighCents?: number | null;
};

// A lock screen shows two or three lines: the words that tell the owner whether to call now.
const firstWords = (text: string, words = 12) => {
  const all = text.trim().split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
};

// The alert and its reminder share a tag: the reminder replaces a forgotten alert instead of stacking.
const tagOf = (id: string) => `lead-${id}`;

const serviceAndPlace = (lead: LeadFacts, locale: Locale) =>
  `${serviceTypeLabel(lead.serviceType, locale)}${lead.cityZip ? ` · ${lead.cityZip}` : ""}`;

// The range on the first line, which a lock screen always shows: with the service, it says how big
// the job is. The picks stay for the detail: the alert has no room for them.
const estimateOf = (lead: LeadFacts) => {
  const range = estimateRangeText({
    estimate: null,
    priceBookVersion: null,
    estimateLowCents: lead.estimateLowCents ?? null,
    estimateHighCents: lead.estimateHighCents ?? null,
  });
  return range ? ` · ${ownerEstimate.mark(range)}` : "";
};

/** The owner's alert for a new request, in the owner's language (a test may pass another: test/pseudo-locale.test.tsx). */
export function leadAlert(lead: LeadFacts, locale: Locale = defaultLocale, { databaseDown = false } = {}): Alert {
  const words = ownerWords(locale).push;
  return {
    title: (databaseDown ? words.newLeadDatabaseDown : words.newLead)(`${lead.firstName} ${lead.lastName}`),
    body: `${serviceAndPlace(lead, locale)}${estimateOf(lead)}\n${firstWords(lead.description)}`,
    url: adminRequest(lead.id),
    tag: tagOf(lead.id),
  };
}

export function reminderAlert(lead: LeadFacts, hoursLeft: number, locale: Locale = defaultLocale): Alert {
  const words = ownerWords(locale).push;
  return {
    title: words.reminder(`${lead.firstName} ${lead.lastName}`),
    body: `${words.reminderBody(hoursLeft)}\n${serviceAndPlace(lead, locale)}`,
    url: adminRequest(lead.id),
    tag: tagOf(lead.id),
  };
}

/**
 * From the quote routes: pushes after the response (waitUntil), starting only once the response
 * has been handed back, so no query, encryption or push call shares the visitor's wait. A failure
 * is only logged.
 */
export function alertNewLead(
  env: PushEnv & { DB: D1Database },
  db: Db,
  lead: LeadFacts,
  background: Background,
  how: { databaseDown?: boolean } = {},
) {
  if (!pushConfig(env)) return; // no VAPID keys: nothing could be sent, so nothing is queried
  const afterResponse = new Promise((resolve) => setTimeout(resolve, 0));
  background(
    afterResponse.then(() => pushToAll(env, db, leadAlert(lead, defaultLocale, how), lead.id)),
    "lead push",
    lead.id,
  );
}
