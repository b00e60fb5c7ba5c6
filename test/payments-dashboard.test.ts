import { beforeAll, describe, expect, it } from "vitest";
import { recentWeeks } from "../src/calendar/weeks";
import { recordRefund } from "../src/db/payments";
import { saveCompletion } from "../src/db/job-completions";
import { addDays, houstonTime } from "../src/lib/houston-time";
import { call, db, seedRequest, signedIn } from "./admin-helpers";
import { card } from "./dashboard-helpers";
import { seedPayment } from "./stripe-helpers";

// Issue 46 part B: deposits and online payments on the dashboard (the range's figures) and in the
// CSV export (deposit, paid online, refunded), against a small seeded set worked out by hand.

let cookie = "";
const weeks = recentWeeks(12);
const at = (i: number, day: number) => houstonTime(addDays(weeks[i]!.start, day), 10);
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ cookie } = await signedIn());
  // A: $50 deposit charged, later $20 refunded; completed at $300 with the $250 balance paid online.
  const a = await seedRequest({ firstName: "Paola", lastName: "Onlinepay", status: "completed" });
  const deposit = await seedPayment(a.id, { status: "paid", capturedCents: 5_000, paidAt: at(10, 1) });
  await seedPayment(a.id, { kind: "balance", amountCents: 25_000, status: "paid", capturedCents: 25_000, paidAt: at(10, 3) });
  await recordRefund(db, {
    stripeRefundId: "re_test_dash",
    paymentId: deposit.id,
    cents: 2_000,
    reason: "",
    refundedBy: "owner",
    refundedAt: at(10, 4),
  });
  await saveCompletion(db, a, { finalCents: 30_000, paymentMethod: "online", workDone: "", disposal: null }, "owner", at(10, 2));
  // B: a card held for $80, captured for $60.
  const b = await seedRequest({ firstName: "Hugo", lastName: "Onlinepay", status: "scheduled" });
  await seedPayment(b.id, { status: "captured", capture: "manual", amountCents: 8_000, capturedCents: 6_000, paidAt: at(11, 0) });
  // C: a hold still waiting (nothing charged), and D: a deposit confirmed long before the range.
  const c = await seedRequest({ firstName: "Ines", lastName: "Onlinepay" });
  await seedPayment(c.id, { status: "held", capture: "manual", paidAt: at(11, 0) });
  const d = await seedRequest({ firstName: "Dora", lastName: "Onlinepay" });
  await seedPayment(d.id, { status: "paid", capturedCents: 5_000, paidAt: new Date(Date.UTC(2020, 0, 1)) });
  Object.assign(ids, { a: a.id, b: b.id });
});

describe("online payments on the dashboard", () => {
  it("gives the range's paid online, deposits and refunds", async () => {
    const html = (await (await call("/admin/dashboard", { cookie })).text()).replaceAll("<!-- -->", "");
    const figures = Object.fromEntries(
      [...card(html, "jobs").matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]),
    );
    // $50 + $250 + $60 charged or captured in the range; deposits: A's $50 and B's $60 captured hold.
    expect(figures).toMatchObject({ "Paid online": "$360", "Deposits (2)": "$110", Refunded: "$20" });
    expect(html).toContain("$360 paid online, $110 of it in 2 deposits");
  });
});

describe("online payments in the CSV export", () => {
  it("adds deposit, paid online and refunded columns", async () => {
    const res = await call("/admin/export.csv?q=Onlinepay", { cookie });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]!.endsWith(",Review Clicks,Deposit (USD),Paid Online (USD),Refunded (USD)")).toBe(true);
    const line = (name: string) => lines.find((l) => l.includes(`,${name},Onlinepay,`))!;
    expect(line("Paola").endsWith(",50.00,300.00,20.00")).toBe(true);
    expect(line("Hugo").endsWith(",60.00,60.00,0.00")).toBe(true);
    // A hold not captured: nothing paid online.
    expect(line("Ines").endsWith(",,,")).toBe(true);
  });
});
