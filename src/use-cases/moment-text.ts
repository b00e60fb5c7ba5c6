import { bookingOf } from "../calendar/booking";
import { issueConfirmationCode, redeemConfirmationCode } from "../auth/confirmation-codes";
import { issueCustomerLink } from "../auth/customer-links";
import { customerEventsOf, type CustomerEvent } from "../db/customer-events";
import { movedBookings } from "../db/customer-event-details";
import { latestQuote } from "../db/quotes";
import { requestById } from "../db/request-by-id";
import type { Quote, QuoteRequest } from "../db/schema";
import { absoluteUrl, customerPage } from "../lib/paths";
import { bookedText, quoteText, rescheduledText, type TextMoment } from "./customer-texts";
import type { TextOffer } from "./customer-texts-tell";
import type { Core } from "./deps";

// After a quote is saved or a job booked, the detail's form redirects (post/redirect/get: a reload
// must not write another quote version) to the detail with a one-time code, the same kind of code
// as the visitor's confirmation (src/auth/confirmation-codes.ts): the customer's page token never
// goes in an address. The detail exchanges the code once, within its life, for a fresh link and the
// text that carries it; what the text says is read back from the request, its quote and its
// timeline (the "notified" rows the action wrote), so a code cannot make it say what did not happen.

/** A code for the detail's redirect after an action that offers the text. */
export const momentTextCode = ({ db, now }: Pick<Core, "db" | "now">, id: string) => issueConfirmationCode(db, id, now);

type Exchange = { id: string; code: string; by: string; requestUrl: string };
type Env = { env: { SITE_URL?: string } };

/** The moments whose text carries a fresh link to the customer's page (and so comes through a code). */
const linked: readonly TextMoment[] = ["quote", "booked", "rescheduled"];

const detailOf = (e: CustomerEvent) => e.detail as Record<string, unknown> | null;

/** The last offered moment with a link, and the other ways the customer was told of it then. */
function lastOffered(events: CustomerEvent[]) {
  const notified = events.filter((e) => e.kind === "notified");
  const offered = notified.findLast((e) => detailOf(e)?.channel === "text" && linked.includes(detailOf(e)?.moment as TextMoment));
  if (!offered) return null;
  const moment = detailOf(offered)?.moment as TextMoment;
  const sent = (channel: string) =>
    notified.some((e) => e.at.getTime() === offered.at.getTime() && detailOf(e)?.moment === moment && detailOf(e)?.channel === channel);
  return { moment, email: sent("email"), push: sent("push") };
}

/**
 * The text the detail offers once after the redirect, with a fresh link to the customer's page;
 * null for a code that opens nothing (used, stale, unknown, another request's) or nothing to offer.
 */
export async function exchangeMomentText(deps: Pick<Core, "db" | "now"> & Env, { id, code, by, requestUrl }: Exchange) {
  const { db, env, now } = deps;
  if ((await redeemConfirmationCode(db, code, now)) !== id) return null;
  const [request, events, quote] = await Promise.all([requestById(db, id), customerEventsOf(db, id), latestQuote(db, id)]);
  const told = lastOffered(events);
  if (!request || !told) return null;
  const make = textMaker(told.moment, request, quote, events);
  if (!make) return null;
  const pageUrl = absoluteUrl(env, requestUrl, customerPage(await issueCustomerLink(db, id, by, now)));
  const offer: TextOffer = { ...told, text: make(pageUrl) };
  return { offer, pageUrl };
}

/** How the moment's text is written around its link; null when the request no longer has what it speaks of. */
function textMaker(moment: TextMoment, request: QuoteRequest, quote: Quote | null, events: CustomerEvent[]) {
  const booking = bookingOf(request);
  const lastMove = events.findLast((e) => e.kind === "rescheduled");
  const { from, to } = movedBookings(lastMove ? detailOf(lastMove) : null);
  if (moment === "quote" && quote) return (url: string) => quoteText(request, quote, url);
  if (moment === "booked" && booking) return (url: string) => bookedText(request, booking, url);
  if (moment === "rescheduled" && from && to) return (url: string) => rescheduledText(request, from, to, url);
  return null;
}
