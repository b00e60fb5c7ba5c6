import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { depositRuleInForce } from "../src/db/payments";
import { DepositSection } from "../src/pages/admin/prices/Deposit";
import { depositValuesOf } from "../src/pages/admin/prices/deposit-values";
import { call, db, postForm, signedIn } from "./admin-helpers";

// Issue 46 part B: the owner's deposit rule on the Prices screen, its own form: checked field by
// field (400 with the field's message), saved as a new version with who and what changed.

let cookie = "";
let username = "";
beforeAll(async () => {
  const s = await signedIn();
  cookie = s.cookie;
  username = s.owner.username;
});

const save = (fields: Record<string, string>) => postForm("/admin/prices/deposit", { "method-card": "yes", ...fields }, { cookie });
const page = async (res: Response) => (await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("the deposit rule", () => {
  it("refuses what is not a rule with a 400 and the field's message, saving nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ kind: "percent", percent: "0" }, "Write a whole percentage from 1 to 100, like 25"],
      [{ kind: "percent", percent: "101" }, "Write a whole percentage from 1 to 100, like 25"],
      [{ kind: "percent", percent: "12.5" }, "Write a whole percentage from 1 to 100, like 25"],
      [
        { kind: "fixed", fixed: "0" },
        "Write an amount in dollars and cents from $0.50 (Stripe's smallest charge) to $100,000.00, like 50 or 49.99",
      ],
      [{ kind: "fixed", fixed: "100000.01" }, "from $0.50 (Stripe's smallest charge) to $100,000.00"],
      [{ kind: "fixed", fixed: "fifty" }, "from $0.50"],
      [{ kind: "sometimes" }, "Choose no deposit, a fixed amount or a percentage"],
    ];
    for (const [fields, message] of cases) {
      const res = await save(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await page(res);
      expect(html).toContain(message);
      expect(html).toContain("Nothing was saved: the deposit rule needs fixing");
    }
    const noMethod = await postForm("/admin/prices/deposit", { kind: "none" }, { cookie });
    expect(noMethod.status).toBe(400);
    expect(await page(noMethod)).toContain("Tick at least one way to pay");
    expect(await depositRuleInForce(db)).toBeNull();
  });

  it("saves each rule as a version, with who, when and what changed", async () => {
    let res = await save({ kind: "fixed", fixed: "50" });
    expect(res.status).toBe(303);
    res = await save({ kind: "percent", percent: "25", holdCard: "yes", "method-link": "yes" });
    expect(res.status).toBe(303);
    expect(await depositRuleInForce(db)).toMatchObject({
      kind: "percent",
      percent: 25,
      fixedCents: null,
      holdCard: true,
      methods: ["card", "link"],
    });
    const notice = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin-notice="))!
      .split(";")[0]!;
    const html = await page(await call("/admin/prices", { cookie: `${cookie}; ${notice}` }));
    expect(html).toContain("Deposit rule saved as version 2: 25% of the approved quote's top, card held for jobs within 7 days.");
    expect(html).toMatch(/Version 2<span[^>]*> \(in force\)/);
    expect(html).toContain(`· ${username}`);
    expect(html).toContain(
      "Changed: $50 deposit → 25% of the approved quote's top, card held for jobs within 7 days · methods Card → Card, Link",
    );
    expect(html).toContain("The first rule saved.");
    // The form shows the rule in force.
    expect(html).toMatch(/name="percent"[^>]*value="25"|value="25"[^>]*name="percent"/);
  });

  it("says plainly when Stripe's keys are missing, and that saving still works", () => {
    const html = renderToString(<DepositSection values={depositValuesOf(null)} configured={false} versions={[]} />);
    expect(html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"')).toContain(
      'Deposits need the Stripe keys: run npm run setup -- --stripe-key, or see the README\'s "Book and pay online: deposits through Stripe". You can save a rule now: no customer is asked for a deposit until the keys are set.',
    );
  });
});
