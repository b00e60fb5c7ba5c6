import type { Week } from "../calendar/weeks";
import { int } from "./dashboard-sql";

// Issue 46 on the dashboard: the money taken online in the range. A payment counts when Stripe
// confirmed it (paid_at), at what was charged or captured (a hold not captured counts nothing);
// refunds count when made. One query in the dashboard's batch (./dashboard.ts).

export type OnlineRow = { deposits: number; depositCents: number; payments: number; onlineCents: number; refundedCents: number };

export const onlineSql = (weeks: Week[]) => {
  const [from, to] = [int(weeks[0]!.from.getTime()), int(weeks.at(-1)!.to.getTime())];
  return `SELECT
  count(CASE WHEN kind = 'deposit' THEN 1 END) AS deposits,
  coalesce(sum(CASE WHEN kind = 'deposit' THEN captured_cents END), 0) AS depositCents,
  count(*) AS payments,
  coalesce(sum(captured_cents), 0) AS onlineCents,
  (SELECT coalesce(sum(cents), 0) FROM refunds WHERE refunded_at >= ${from} AND refunded_at < ${to}) AS refundedCents
FROM payments WHERE captured_cents > 0 AND paid_at >= ${from} AND paid_at < ${to}`;
};
