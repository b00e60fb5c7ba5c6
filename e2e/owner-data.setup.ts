import { expect, test as setup } from "@playwright/test";
import { createOwner, customerLinkSql, d1Execute, failureSql, quoteSql, quotesSql, signIn } from "./admin-helpers";
import {
  askedWindows,
  customerQuote,
  journeys,
  leads,
  longNameLead,
  longWordLead,
  owner,
  ownerSessionFile,
  urgentLeads,
} from "./owner-data";

setup(
  "the owner account (npm run owner:create), the leads and journeys of the owner tests, and the owner's session",
  async ({ page, request }) => {
    // Each wrangler call takes seconds (a minute or more on a busy machine, where the default 60 s would run out).
    setup.setTimeout(600_000);
    createOwner(owner.username, owner.password);
    // One call for all the rows: the leads of the owner-screens tests, the journeys' requests with their
    // customers' pages and the quote the customer approves, and a failed lead e-mail.
    d1Execute(
      [
        quotesSql([...Object.values(leads), longNameLead, longWordLead, ...Object.values(urgentLeads)], "moving-services"),
        quotesSql(Object.values(journeys)),
        ...Object.values(journeys).map((j) => customerLinkSql(j.id, j.token)),
        quoteSql(journeys.customer.id, { ...customerQuote, by: owner.username }),
        ...(["book", "bookEs"] as const).flatMap((k) => [
          quoteSql(journeys[k].id, { ...customerQuote, by: owner.username }),
          `UPDATE quote_requests SET preferred_date = '${askedWindows[k].date}', preferred_window = '${askedWindows[k].window}' WHERE id = '${journeys[k].id}'`,
        ]),
        failureSql(),
      ].join("; "),
    );

    // Signed in once through the form: every test's browser gets this session's cookies, as the
    // browser stored them (fixtures.ts, ownerPage), instead of filling the form again. The form's own
    // test is admin.test.ts's.
    await page.goto("/admin/sign-in");
    await signIn(page, owner);
    await page.waitForURL("/admin");
    await page.context().storageState({ path: ownerSessionFile() });

    // Last night's backup (its Cron Trigger, through wrangler dev's /__scheduled): the Backups screen
    // lists its snapshot (admin-screens.test.ts). The server writes it, not this process.
    expect((await request.get("/__scheduled?cron=30+8+*+*+*")).status()).toBe(200);
  },
);
