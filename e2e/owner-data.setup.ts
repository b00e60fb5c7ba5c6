import { writeFileSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { createOwner, customerLinkSql, d1Execute, quoteSql, seedFailureInD1, seedQuotesInD1 } from "./admin-helpers";
import {
  customerQuote,
  deviceOwner,
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
  async ({ request, baseURL }) => {
    createOwner(owner.username, owner.password);
    createOwner(deviceOwner.username, deviceOwner.password);
    seedQuotesInD1([...Object.values(leads), longNameLead, longWordLead, ...Object.values(urgentLeads)], "moving-services");
    seedQuotesInD1(Object.values(journeys));
    d1Execute(
      [
        ...Object.values(journeys).map((j) => customerLinkSql(j.id, j.token)),
        quoteSql(journeys.customer.id, { ...customerQuote, by: owner.username }),
      ].join("; "),
    );
    seedFailureInD1();

    // Signed in once, as the form posts it: every test's browser gets these cookies (fixtures.ts,
    // ownerPage), instead of filling the form again. The form itself is admin.test.ts's.
    const signIn = await request.post("/admin/sign-in", {
      form: { username: owner.username, password: owner.password, next: "/admin" },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(signIn.status(), "the owner signs in").toBe(303);
    const cookies = signIn
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value.split(";")[0]!)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));
    expect(cookies.map((c) => c.name)).toContain("__Host-session");
    writeFileSync(ownerSessionFile(), JSON.stringify(cookies));

    // Last night's backup (its Cron Trigger, through wrangler dev's /__scheduled): the Backups screen
    // lists its snapshot (admin-screens.test.ts). The server writes it, not this process.
    expect((await request.get("/__scheduled?cron=30+8+*+*+*")).status()).toBe(200);
  },
);
