import { windowText } from "../../calendar/days";
import { wallParts } from "../../lib/houston-time";
import type { QuoteRequestRow } from "../../db/quote-requests";
import { serviceTypeLabel } from "../../content/i18n";
import { localeName, trafficSourceLabel } from "../../pages/admin/format";
import { toCsv } from "./csv";
import { owner } from "../../content/i18n/en/owner";
import { estimateSummary } from "../../content/i18n/en/owner-estimate";
import type { Db } from "../../db";
import { estimateBooks, namesFor, type EstimateBook } from "../../db/estimate-books";
import { completionsOf, type CompletionFacts } from "../../db/completions-of";
import { paymentMoneyOf, type RequestMoney } from "../../db/payment-money";
import { ui } from "../../content/i18n/en/ui";
import { divertedPercent, type Disposal } from "../../lib/completion";

// "2026-11-22 14:05" in Houston time: sorts as text and every spreadsheet reads it as a date.
const two = (n: number) => String(n).padStart(2, "0");
export function spreadsheetTime(date: Date | null) {
  if (!date) return "";
  const p = wallParts(date);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/** Cents as a spreadsheet sums them: "180.00", a plain number in dollars without a sign. */
const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

// The completed job (issue 33), after every earlier column; empty cells for a request not completed.
const completionHeader = [
  "Completed At",
  "Final Amount (USD)",
  "Payment Method",
  "Donated %",
  "Recycled %",
  "Landfill %",
  "Review Asked At",
  "Review Clicked At",
  "Review Clicks",
];

/** Whole percents of the load by destination: as recorded, or from the list of items (adding up to divertedPercent's share). */
function loadShares(disposal: Disposal | null) {
  if (disposal?.shares) return [disposal.shares.donated, disposal.shares.recycled, disposal.shares.landfill];
  const diverted = divertedPercent(disposal);
  const items = disposal?.items ?? [];
  if (diverted === null || !items.length) return ["", "", ""];
  const donated = Math.round((100 * items.filter((i) => i.went === "donated").length) / items.length);
  return [donated, diverted - donated, 100 - diverted];
}

// Online payments (issue 46), after the completion's columns: the deposit charged, all paid online, refunded.
const paymentHeader = ["Deposit (USD)", "Paid Online (USD)", "Refunded (USD)"];
const paymentCells = (m: RequestMoney | undefined) =>
  m ? [dollars(m.depositCents), dollars(m.paidOnlineCents), dollars(m.refundedCents)] : paymentHeader.map(() => "");

const completionCells = (c: CompletionFacts | undefined) =>
  c
    ? [
        spreadsheetTime(c.completedAt),
        dollars(c.finalCents),
        ui.payments[c.paymentMethod] ?? c.paymentMethod,
        ...loadShares(c.disposal),
        spreadsheetTime(c.reviewAskedAt),
        spreadsheetTime(c.reviewClickedAt),
        c.reviewClicks,
      ]
    : completionHeader.map(() => "");

export function quoteRequestsCsv(
  items: QuoteRequestRow[],
  books: Map<number, EstimateBook> = new Map(),
  completions: Map<string, CompletionFacts> = new Map(),
  money: Map<string, RequestMoney> = new Map(),
) {
  const rows = items.map((r) => [
    spreadsheetTime(r.createdAt),
    r.firstName,
    r.lastName,
    r.phone,
    r.email,
    serviceTypeLabel(r.serviceType),
    r.cityZip,
    r.status,
    r.description,
    spreadsheetTime(r.statusChangedAt),
    r.statusChangedBy,
    localeName(r.locale),
    r.sourcePage,
    // Days stay "YYYY-MM-DD" (they sort as text and read as dates); windows as the owner reads them.
    r.preferredDate,
    r.preferredWindow && windowText(r.preferredWindow),
    r.photoUrls.length,
    r.bookedDate,
    r.bookedWindow && windowText(r.bookedWindow),
    r.id,
    // Added after Id, so that the columns of sheets built on earlier exports stay where they were.
    // Visitors' own text: csvCell keeps a tag like "=HYPERLINK(...)" from running as a formula.
    r.landingPage,
    r.trafficSource && trafficSourceLabel(r.trafficSource),
    r.referrerHost,
    r.utmSource,
    r.utmMedium,
    r.utmCampaign,
    // The owner's newest note (issue 17), last so that earlier sheets' columns stay put.
    r.lastNote,
    // The visitor's estimate (issue 31): picks and range in words, the range as numbers, the book's version.
    estimateSummary(r, namesFor(books, r), { withVersion: false }),
    dollars(r.estimateLowCents),
    dollars(r.estimateHighCents),
    r.priceBookVersion,
    ...completionCells(completions.get(r.id)),
    ...paymentCells(money.get(r.id)),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (accented names stay intact).
  return "\uFEFF" + toCsv([[...owner.csvHeader, ...completionHeader, ...paymentHeader], ...rows]);
}

/**
 * The export with each estimate's items named as in the price book version it was priced with, and
 * the completed jobs' facts (one query each for them all).
 */
export async function exportCsv(db: Db, items: QuoteRequestRow[]) {
  const ids = items.map((r) => r.id);
  const [books, completions, money] = await Promise.all([estimateBooks(db, items), completionsOf(db, ids), paymentMoneyOf(db, ids)]);
  return quoteRequestsCsv(items, books, completions, money);
}

export const exportFileName = (now = new Date()) => `quote-requests-${spreadsheetTime(now).slice(0, 10)}.csv`;
