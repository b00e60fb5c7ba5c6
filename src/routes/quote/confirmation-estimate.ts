import { createMiddleware } from "hono/factory";
import { catalogue } from "../../content/i18n";
import { localeOfPath } from "../../content/locale";
import { getDb } from "../../db";
import { bookForPicks } from "../../db/price-book";
import type { AppEnv } from "../../env";
import { within } from "../../lib/deadline";
import { estimateQueryKeys, picksFromQuery } from "../../lib/estimate-fields";
import { estimateRange, picksFor } from "../../lib/pricing/estimate";
import { formatRange } from "../../lib/pricing/money";
import { wordsIn, type LoadSize } from "../../lib/pricing/book";
import { copyFor } from "../../content/site-copy";
import { breakdownText, withBreakdown } from "../../islands/quote-form/estimate/breakdown";
import { makePicksSchema } from "../../lib/pricing/picks-schema";
import { loadPrices } from "../../middleware/prices";
import { log } from "../../trace/log";
import { fillIn, withNote } from "../../islands/quote-form/estimate/view";

// The confirmation after a plain post (?quote=received) says the visitor's estimate: its link
// carries the picks, the service and the price-book version (estimate.ts estimateQuery), and the
// range is worked out here again as the request was priced: with that version's book when it is
// the one in force or the one just before it, else with the one in force (bookForPicks). No amount
// is ever read from the link: a changed link can only show what a current book gives for its picks.

const picksSchema = makePicksSchema("not a pick");
/** An older version is read from D1: the confirmation does not wait long for it. */
const bookWaitMs = 500;

export const confirmationEstimate = createMiddleware<AppEnv>(async (c, next) => {
  const version = c.req.method === "GET" && c.req.query("quote") === "received" ? Number(c.req.query(estimateQueryKeys.version)) : NaN;
  if (!Number.isSafeInteger(version) || version <= 0) return next();
  const note = await estimateNote(c, version).catch((err: unknown) => {
    log.error("pricing a confirmation's estimate failed: the confirmation says none", err);
    return null;
  });
  if (note) c.set("quoteForm", { received: true, estimateNote: note });
  return next();
});

async function estimateNote(c: Parameters<typeof confirmationEstimate>[0], version: number) {
  const query = c.req.query();
  const picks = picksSchema.safeParse(picksFromQuery(query));
  const service = query[estimateQueryKeys.service] ?? "";
  if (!picks.success) return null;
  // With prices switched off (or none), nothing priced shows, the confirmation included.
  const current = await loadPrices(c);
  if (!current.prices) return null;
  const prices = await within(bookForPicks(getDb(c.env), version, current), bookWaitMs, "reading a confirmation's price book");
  if (!prices) return null;
  const kept = picksFor(prices.book, service, picks.data);
  const sameDay = query[estimateQueryKeys.sameDay] === "1";
  const range = kept && estimateRange(prices.book, service, kept, { sameDay });
  if (!range) return null;
  const locale = localeOfPath(c.req.path);
  const words = catalogue(locale).ui.form.estimate;
  const sizeName = (size: LoadSize) => copyFor(locale).labels.loadSizes[size];
  const breakdown = breakdownText({ book: prices.book, serviceType: service, picks: kept, sameDay }, words, sizeName, locale);
  const amounts = withBreakdown(formatRange(range, locale), breakdown);
  return fillIn(words.yours, { estimate: withNote(amounts, wordsIn(prices.book.rangeNote, locale)) });
}
