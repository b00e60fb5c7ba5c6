import { Hono, type Context } from "hono";
import type { BlankSchema } from "hono/types";
import { z } from "zod";
import type { AdminEnv } from "../../../auth/admin-env";
import { getDb } from "../../../db";
import { paymentsOf, refundsOf } from "../../../db/payments";
import { requestById } from "../../../db/request-by-id";
import { refundPayment, refundReasonMaxChars, type RefundOutcome } from "../../../use-cases/payments/refund";
import { apiLimit } from "../../guard-sets";
import { jsonBody } from "../../validate";
import { useCaseDeps } from "../deps";

// /api/quote-requests/:id/payments: a request's online payments and their refunds, and the owner's
// refund of one (the detail's form refunds the same way: ../requests/refund.ts). Guarded where
// ./requests.ts is mounted; giving money back is the owner's alone.
export const paymentApi = new Hono<AdminEnv, BlankSchema, "/:id">();

const example = 'Body must be JSON like {"cents": 2500, "reason": "Half the load was left"} (cents left out: all that is left)';
const refundJson = z.object(
  {
    cents: z
      .number({ error: "cents must be a whole number of cents, like 2500 for $25.00" })
      .int({ error: "cents must be a whole number of cents, like 2500 for $25.00" })
      .min(1, { error: "cents must be at least 1" })
      .max(10_000_000, { error: "cents can be at most 10000000 ($100,000.00)" })
      .optional(),
    reason: z
      .string({ error: "reason is required: say why, for the record" })
      .trim()
      .min(1, { error: "reason is required: say why, for the record" })
      .max(refundReasonMaxChars, { error: `reason can be at most ${refundReasonMaxChars} characters` }),
  },
  { error: example },
);

/** A refused refund's status: 404 unknown, 409 the payment cannot give that back, 502 Stripe failed, 503 payments off. */
export const refusalStatus = {
  "not-found": 404,
  "nothing-paid": 409,
  "too-much": 409,
  "stripe-refused": 409,
  "stripe-down": 502,
  off: 503,
} as const;

const refused = (c: Context, done: Extract<RefundOutcome, { ok: false }>) =>
  c.json({ error: done.message, ...(done.reason === "too-much" ? { leftCents: done.leftCents } : {}) }, refusalStatus[done.reason]);

paymentApi.get("/", async (c) => {
  const db = getDb(c.env);
  if (!(await requestById(db, c.req.param("id")))) return c.json({ error: "Quote request not found" }, 404);
  const items = await paymentsOf(db, c.req.param("id"));
  return c.json({
    items,
    refunds: await refundsOf(
      db,
      items.map((p) => p.id),
    ),
  });
});

paymentApi.post("/:paymentId/refunds", apiLimit(), jsonBody(refundJson), async (c) => {
  if (c.get("member").role !== "owner") return c.json({ error: "Only an owner can refund a payment." }, 403);
  const body = c.req.valid("json");
  const done = await refundPayment(useCaseDeps(c), {
    requestId: c.req.param("id"),
    paymentId: c.req.param("paymentId"),
    cents: body.cents ?? null,
    reason: body.reason,
    by: c.get("member").username,
  });
  if (!done.ok) return refused(c, done);
  return c.json({ refund: done.refund, payment: done.payment }, 201);
});
