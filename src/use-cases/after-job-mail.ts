import { dayLabel } from "../calendar/days";
import { catalogue, knownLocale, serviceTypeLabel } from "../content/i18n";
import type { AfterJobWords } from "../content/i18n/en/after-job";
import type { Locale } from "../content/locale";
import { business } from "../config/business";
import type { JobCompletion, QuoteRequest } from "../db/schema";
import { destinations, hasDisposal, type Disposal } from "../lib/completion";
import { houstonDate } from "../lib/houston-time";
import { customerMail, oneLine } from "../lib/mail-text";
import { formatCents, formatPaidCents } from "../lib/pricing/money";
import { receiptMoneyWords } from "../content/i18n/receipt-money";
import type { ReceiptMoney } from "./payments/balance";
import { customerPage, customerReview } from "../lib/paths";

// The e-mails after a job (issue 33): the receipt with the review ask, sent once with the first
// completion, and the ask's one reminder three days later. Plain text, in the customer's language;
// the review link is the site's own /my/<token>/review (it counts the click, then goes on to the
// business's review page), the same link and the same words for every customer.

type Customer = Pick<QuoteRequest, "firstName" | "email" | "locale" | "serviceType">;
type Completed = Pick<JobCompletion, "finalCents" | "paymentMethod" | "workDone" | "disposal" | "completedAt">;

/** The links made for one e-mail: the customer's page (absent when the site's origin is unknown) and the review link. */
export type AfterJobLinks = { pageUrl?: string; reviewUrl: string };

/** "/my/<token>" and its review link, on `origin`. */
export const afterJobLinks = (origin: string, token: string): Required<AfterJobLinks> => ({
  pageUrl: `${origin}${customerPage(token)}`,
  reviewUrl: `${origin}${customerReview(token)}`,
});

const jobDay = (completion: Completed, locale: Locale) => dayLabel(houstonDate(completion.completedAt), locale);

export function receiptMessage(customer: Customer, completion: Completed, links: AfterJobLinks, money: ReceiptMoney | null = null) {
  const locale = knownLocale(customer.locale);
  const words = catalogue(locale).afterJob;
  const receipt = words.receiptEmail;
  const day = jobDay(completion, locale);
  const service = serviceTypeLabel(customer.serviceType, locale);
  const [firstDone = "", ...moreDone] = completion.workDone.split(/\r?\n/).map(oneLine).filter(Boolean);
  return customerMail(customer.email, {
    subject: receipt.subject(service, day),
    greeting: receipt.greeting(oneLine(customer.firstName)),
    body: [
      receipt.intro,
      "",
      receipt.heading,
      business.name,
      catalogue(locale).licences.footerLine,
      `${receipt.date}: ${day}`,
      `${receipt.service}: ${service}`,
      ...(firstDone ? [`${receipt.workDone}: ${firstDone}`, ...moreDone.map((line) => `  ${line}`)] : []),
      ...(money
        ? moneyLines(money, locale, `${receipt.paidBy}: ${catalogue(locale).ui.payments[completion.paymentMethod]}`, links.pageUrl)
        : [
            `${receipt.amount}: ${formatCents(completion.finalCents, locale)}`,
            `${receipt.paidBy}: ${catalogue(locale).ui.payments[completion.paymentMethod]}`,
          ]),
      "",
      ...loadLines(completion.disposal, words),
      ...(links.pageUrl ? [receipt.pageLine, links.pageUrl, ""] : []),
      words.review.heading,
      words.review.ask,
      links.reviewUrl,
      "",
    ],
    thanks: receipt.thanks,
  });
}

/** Issue 46: the final amount, what was paid online, refunds and the balance (due: where to pay it). */
function moneyLines(m: ReceiptMoney, locale: Locale, paidBy: string, pageUrl: string | undefined): string[] {
  const w = receiptMoneyWords(locale);
  const money = (cents: number) => formatPaidCents(cents, locale);
  const otherOnline = m.paidOnlineCents - m.depositCents;
  return [
    `${w.final}: ${money(m.finalCents)}`,
    ...(m.depositCents ? [`${w.depositPaid}: ${money(m.depositCents)}`] : []),
    ...(otherOnline > 0 ? [`${w.paidOnline}: ${money(otherOnline)}`] : []),
    ...(m.refundedCents ? [`${w.refunded}: ${money(m.refundedCents)}`] : []),
    ...(m.due
      ? [`${w.balanceDue}: ${money(m.balanceCents)}`, ...(m.canPay && pageUrl ? [w.payBalance(money(m.balanceCents))] : [])]
      : m.balanceCents > 0
        ? [`${w.balance}: ${money(m.balanceCents)}`, paidBy]
        : [`${w.balance}: ${money(0)}`]),
  ];
}

/** The one reminder: short, the review link first, then the page. */
export function reviewReminderMessage(customer: Customer, completion: Completed, links: AfterJobLinks) {
  const locale = knownLocale(customer.locale);
  const words = catalogue(locale).afterJob.reminderEmail;
  return customerMail(customer.email, {
    subject: words.subject,
    greeting: words.greeting(oneLine(customer.firstName)),
    body: [
      words.body(serviceTypeLabel(customer.serviceType, locale), jobDay(completion, locale)),
      "",
      words.ask,
      links.reviewUrl,
      "",
      ...(links.pageUrl ? [words.pageLine, links.pageUrl, ""] : []),
      words.last,
      "",
    ],
    thanks: words.thanks,
  });
}

/**
 * "Where your load went": a line per destination that has a share, a place or items, then the
 * charity's tax receipt line when anything was donated; nothing when no disposal was recorded.
 */
function loadLines(disposal: Disposal | null, words: AfterJobWords): string[] {
  if (!hasDisposal(disposal)) return [];
  const lines = destinations.flatMap((to) => {
    const percent = disposal.shares?.[to] || null;
    const place = oneLine(disposal.places?.[to] ?? "") || null;
    const items = (disposal.items ?? []).filter((i) => i.went === to).map((i) => oneLine(i.name));
    if (!percent && !place && !items.length) return [];
    return [{ to, line: `- ${words.receiptEmail.loadLine(words.destinations[to], percent, place, items)}` }];
  });
  if (!lines.length) return [];
  const donated = lines.some((l) => l.to === "donated");
  return [words.receiptEmail.loadHeading, ...lines.map((l) => l.line), ...(donated ? [words.receiptEmail.charityReceipt] : []), ""];
}
