import { parseDollars } from "../../../lib/pricing/money";
import { adminRequest } from "../../../lib/paths";
import type { RefundFormState } from "../../../pages/admin/PaymentsPanel";
import { refundPayment, refundReasonMaxChars } from "../../../use-cases/payments/refund";
import { refusalStatus } from "../api/payments";
import { formLimit } from "../../guard-sets";
import { requestRouter, useCaseDeps } from "../deps";
import { formOf, textOf } from "../form";
import { renderDetail } from "./detail-page";

// The detail's refund form (owners only), one payment's refund: all that is left (the amount as
// filled in) or part of it, with a reason. The members' API refunds the same way (../api/payments.ts).
export const refundRoutes = requestRouter();

refundRoutes.post("/refund", formLimit(), async (c) => {
  if (c.get("member").role !== "owner") return c.text("Only an owner can refund a payment.", 403);
  const id = c.req.param("id");
  const body = await formOf(c);
  const typed = { paymentId: textOf(body.payment), amount: textOf(body.amount).trim(), reason: textOf(body.reason).trim() };
  const refuse = (status: 400 | 404 | 409 | 502 | 503, error: string) =>
    renderDetail(c, id, { refund: { ...typed, error } satisfies RefundFormState, status });
  const cents = typed.amount ? parseDollars(typed.amount) : null;
  if (typed.amount && !cents) return refuse(400, "Write the amount in dollars and cents, like 25 or 25.50.");
  if (!typed.reason) return refuse(400, "Say why, for the record: the reason is kept with the refund.");
  if (typed.reason.length > refundReasonMaxChars) return refuse(400, `The reason can be at most ${refundReasonMaxChars} characters.`);
  const done = await refundPayment(useCaseDeps(c), {
    requestId: id,
    paymentId: typed.paymentId,
    cents,
    reason: typed.reason,
    by: c.get("member").username,
  });
  if (!done.ok) return refuse(refusalStatus[done.reason], done.message);
  return c.redirect(`${adminRequest(id)}?refunded=${encodeURIComponent(done.payment.id)}`, 303);
});
