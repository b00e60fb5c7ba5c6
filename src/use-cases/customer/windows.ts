import type { Booking } from "../../calendar/booking";
import { customerMoveDays } from "../../config/time";
import { pricesInForce } from "../../db/price-book";
import type { QuoteRequest } from "../../db/schema";
import { openWindows, type OpenDay } from "../../db/window-capacity";
import { houstonDate } from "../../lib/houston-time";
import { log } from "../../trace/log";
import type { Core } from "../deps";

// The windows a customer's page offers, to book an approved job or to move a booking: the next two
// weeks' windows not yet begun, full ones too (shown "Full", never taken), the customer's own window
// left out. Today comes with the price book's same-day fee; with no price book in force the fee is
// not known, so today is not offered here (the page says to call for it).

export type WindowChoices = {
  days: OpenDay[];
  /** The same-day fee in cents (0: none), or null when today is not offered. */
  sameDayCents: number | null;
  today: string;
};

export async function windowChoices({ db, now, background }: Core, request: QuoteRequest): Promise<WindowChoices> {
  const [open, prices] = await Promise.all([
    openWindows(db, { now, days: customerMoveDays, except: request.id, withFull: true }),
    pricesInForce(db, background).catch((err: unknown) => {
      log.error("reading the price book for the same-day fee failed", request.id, err);
      return null;
    }),
  ]);
  const today = houstonDate(now);
  const sameDayCents = prices?.prices ? prices.prices.book.sameDayCents : null;
  const days = open
    .filter((d) => d.date !== today || sameDayCents !== null)
    .map((d) => ({ ...d, windows: d.windows.filter((w) => d.date !== request.bookedDate || w.window !== request.bookedWindow) }));
  return { days, sameDayCents, today };
}

/** Whether the page offers this window with a free place. */
export const offersWindow = ({ days }: WindowChoices, { date, window }: Booking) =>
  days.some((d) => d.date === date && d.windows.some((w) => w.window === window && w.free > 0));

/** Whether the day is one the page shows (a window on it may still be full). */
export const showsDay = ({ days }: WindowChoices, date: string) => days.some((d) => d.date === date);

/** Whether any window is free. */
export const anyFree = ({ days }: WindowChoices) => days.some((d) => d.windows.some((w) => w.free > 0));
