import { customerPageData, markQuoteViewed } from "../../db/customer-page";
import { customerSubscriptionsOf } from "../../db/customer-push-subscriptions";
import type { QuoteRequest } from "../../db/schema";
import { bookableStatuses } from "../../db/window-capacity";
import { isCalendarDate } from "../../lib/houston-time";
import type { Core } from "../deps";
import { windowChoices, type WindowChoices } from "./windows";

/**
 * What the customer's page shows: its data, and whether some phone already gets its notifications.
 * A person opening it marks the quote seen; a link preview (the messaging app fetching the link it
 * was sent, before anyone taps it) does not: the owner would read "seen" for a page no one saw.
 */
export async function customerPageView({ db, now }: Core, request: QuoteRequest, { preview = false } = {}) {
  const [data, phones] = await Promise.all([customerPageData(db, request), customerSubscriptionsOf(db, request.id)]);
  if (data.quote && !preview) await markQuoteViewed(db, data.quote, now);
  return { data, notificationsOn: phones.length > 0 };
}

/** What the chooser's "pay" purpose asks (issue 46): the deposit, whether the card is held, the quote version approved. */
export type ChooserDeposit = { cents: number; hold: boolean; version: number };

/**
 * The windows chooser's state: what it books, moves or books with a deposit paid first ("pay"), the
 * day asked for (?move=<day>), and what went wrong.
 */
export type ChooserState = WindowChoices & { purpose: "book" | "move" | "pay"; day?: string; error?: string; deposit?: ChooserDeposit };

/** Whether the page books the job: its quote approved, the request not booked nor closed. */
export const booksNow = (request: QuoteRequest, approved: boolean) => approved && bookableStatuses.includes(request.status);

/**
 * The chooser, when the page shows one: always to book an approved job (the window asked for on the
 * form first); to move a booking when asked (?move=days, or ?move=<day> for that day's windows); to
 * book with a deposit (`deposit`: the customer pressed Approve where the owner's rule asks one).
 */
export async function windowChooser(
  deps: Core,
  { request, approved, deposit }: { request: QuoteRequest; approved: boolean; deposit?: ChooserDeposit },
  asked: string | undefined,
  error?: string,
): Promise<ChooserState | undefined> {
  const purpose = booksNow(request, approved)
    ? "book"
    : request.status === "scheduled" && asked
      ? "move"
      : deposit && bookableStatuses.includes(request.status)
        ? "pay"
        : undefined;
  if (!purpose) return undefined;
  const choices = await windowChoices(deps, request);
  const day = asked && isCalendarDate(asked) && choices.days.some((d) => d.date === asked) ? asked : undefined;
  return { ...choices, purpose, ...(day ? { day } : {}), ...(error ? { error } : {}), ...(purpose === "pay" ? { deposit } : {}) };
}
