import { Hono } from "hono";
import { receiptMoneyWords } from "../../content/i18n/receipt-money";
import { absoluteUrl, customerPage } from "../../lib/paths";
import { textBodyLimit } from "../../middleware/body-limit";
import { startBalanceCheckout } from "../../use-cases/payments/balance";
import type { CustomerEnv } from "./guards";
import { back, customerDeps, localeOf, renderPage, tokenOf } from "./page";

// "Pay the balance" on the receipt (issue 46, part B): POST /my/<token>/pay-balance answers 303 to
// Stripe's hosted Checkout for the balance due; the webhook records it. Stripe down: the page
// again, saying so (503), nothing charged.
export const customerBalanceRoutes = new Hono<CustomerEnv>();

customerBalanceRoutes.post("/:token/pay-balance", textBodyLimit(1024), async (c) => {
  const { deps, request } = customerDeps(c);
  const completion = await deps.db.query.jobCompletions.findFirst({ where: (j, { eq }) => eq(j.quoteRequestId, request.id) });
  const pageUrl = absoluteUrl(c.env, c.req.url, customerPage(tokenOf(c)));
  const started = await startBalanceCheckout(deps, request, completion ?? null, pageUrl);
  if (started.ok) return c.redirect(started.url, 303);
  if (started.reason === "stripe-down") return renderPage(c, { status: 503, notice: receiptMoneyWords(localeOf(c)).stripeDown });
  // Nothing due (paid meanwhile, or not online): the receipt says where it stands.
  return back(c, "receipt");
});
