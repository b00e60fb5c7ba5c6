import { customerPageData, markQuoteViewed } from "../../db/customer-page";
import { customerSubscriptionsOf } from "../../db/customer-push-subscriptions";
import type { QuoteRequest } from "../../db/schema";
import { openWindows, type OpenDay } from "../../db/window-capacity";
import { customerMoveDays } from "../../config/time";
import { isCalendarDate } from "../../lib/houston-time";
import type { Core } from "../deps";

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

/** The windows a booking may move to (open, not begun, within the next two weeks), the customer's own one left out. */
export async function windowsToMoveTo({ db }: Core, request: QuoteRequest): Promise<OpenDay[]> {
  const open = await openWindows(db, { days: customerMoveDays, except: request.id });
  return open.map((d) => ({
    ...d,
    windows: d.windows.filter((w) => d.date !== request.bookedDate || w.window !== request.bookedWindow),
  }));
}

/** ?move=days: the days with open windows; ?move=<day>: that day's windows. Only for a scheduled booking. */
export async function moveChoices(deps: Core, request: QuoteRequest, asked: string | undefined, error?: string) {
  if (!asked || request.status !== "scheduled") return undefined;
  const days = await windowsToMoveTo(deps, request);
  const day = isCalendarDate(asked) && days.some((d) => d.date === asked) ? asked : undefined;
  return { days, ...(day ? { day } : {}), ...(error ? { error } : {}) };
}
