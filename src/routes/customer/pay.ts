import { Hono } from "hono";
import { customerPayWords } from "../../content/i18n/customer-pay";
import { isCalendarDate } from "../../lib/houston-time";
import { absoluteUrl, customerPage } from "../../lib/paths";
import { textBodyLimit } from "../../middleware/body-limit";
import { approveQuote } from "../../use-cases/customer/approve-quote";
import { bookApprovedJob } from "../../use-cases/customer/book-window";
import { depositOffer } from "../../use-cases/customer/deposit-offer";
import { windowChooser } from "../../use-cases/customer/page-view";
import { startDepositCheckout } from "../../use-cases/payments/start-checkout";
import { quoteInForce } from "../../db/customer-page";
import type { CustomerEnv } from "./guards";
import { back, customerDeps, localeOf, renderPage, tokenOf, wordsOf, type Ctx } from "./page";

// Approve and pay (issue 46): POST /my/<token>/pay with the quote version and the window confirmed or
// picked. Answers 303 to Stripe's hosted Checkout; the webhook approves and books once Stripe
// confirms. Stripe down: the page again, saying so, with the same window ready to try again.
export const customerPayRoutes = new Hono<CustomerEnv>();

const text = (v: unknown) => (typeof v === "string" ? v : "");

customerPayRoutes.post("/:token/pay", textBodyLimit(4096), async (c) => {
  const { deps, request } = customerDeps(c);
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const to = { date: text(form.date), window: text(form.window) };
  const version = Number(text(form.version));
  const pageUrl = absoluteUrl(c.env, c.req.url, customerPage(tokenOf(c)));
  const started = await startDepositCheckout(deps, request, { version, to, pageUrl });
  if (started.ok) return c.redirect(started.url, 303);
  switch (started.reason) {
    case "no-deposit":
      return approveAndBook(c, version, to);
    case "paid":
      return back(c, "paying");
    case "already":
      return back(c, "already");
    case "not-current":
      return back(c, "newer");
    case "expired":
    case "closed":
      return renderPage(c, { status: 409 });
    case "full":
    case "invalid":
    case "stripe-down": {
      const words = wordsOf(c);
      const error =
        started.reason === "stripe-down"
          ? customerPayWords(localeOf(c)).stripeDown
          : started.reason === "full"
            ? words.booking.full
            : words.booking.invalid;
      const status = started.reason === "stripe-down" ? 503 : started.reason === "full" ? 409 : 400;
      return renderPage(c, { status, move: await payChooser(c, to.date, error) });
    }
  }
});

/** The chooser to pay for a window again, on the day tried, with what went wrong. */
async function payChooser(c: Ctx, day: string, error: string) {
  const { deps, request } = customerDeps(c);
  const quote = await quoteInForce(deps.db, request.id);
  const offer = await depositOffer(deps, c.env, request, quote);
  const deposit = offer && quote ? { cents: offer.cents, hold: offer.capture === "manual", version: quote.version } : undefined;
  return windowChooser(deps, { request, approved: false, deposit }, isCalendarDate(day) ? day : "days", error);
}

/** The rule or Stripe went away between the page and the post: approve and book as a site without deposits does. */
async function approveAndBook(c: Ctx, version: number, to: { date: string; window: string }) {
  const { deps, request } = customerDeps(c);
  const approved = await approveQuote(deps, request, version);
  if (approved !== "approved" && approved !== "already") return back(c, approved === "not-current" ? "newer" : "approved");
  const booked = await bookApprovedJob(deps, request, to);
  return back(c, booked.ok ? "booked" : "approved");
}
