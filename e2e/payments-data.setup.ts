import { expect, test as setup } from "@playwright/test";
import { customerLinkSql, d1Execute, quoteSql, quotesSql } from "./admin-helpers";
import { owner } from "./owner-data";
import { customerQuote, depositRule, payJourneys, payWindows } from "./payment-data";

setup("the owner's deposit rule in force, and a quoted request per language, for the payment journeys", async ({ request }) => {
  setup.setTimeout(600_000);
  const leads = Object.values(payJourneys);
  d1Execute(
    [
      quotesSql(leads),
      ...leads.map((j) => customerLinkSql(j.id, j.token)),
      ...leads.map((j) => quoteSql(j.id, { ...customerQuote, by: owner.username })),
      ...(["en", "es"] as const).map(
        (k) =>
          `UPDATE quote_requests SET preferred_date = '${payWindows[k].date}', preferred_window = '${payWindows[k].window}' WHERE id = '${payJourneys[k].id}'`,
      ),
      `INSERT INTO deposit_rules (kind, fixed_cents, created_at, created_by) VALUES ('fixed', ${depositRule.fixedCents}, ${Date.now()}, 'owner')`,
    ].join("; "),
  );
  // The running server's database sees a write from outside it only after a while (as the price
  // book's setup waits too): until the pages open and ask the deposit, no journey starts.
  for (const lead of leads)
    await expect
      .poll(
        async () => (await (await request.get(lead.myPage, { headers: { "cf-connecting-ip": "10.250.0.1" } })).text()).includes("$50"),
        {
          message: "the server shows the seeded request and deposit rule",
          intervals: [250, 500, 1_000],
          timeout: 60_000,
        },
      )
      .toBe(true);
});
