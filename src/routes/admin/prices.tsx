import { Hono, type Context } from "hono";
import type { AdminEnv } from "../../auth/admin-env";
import { getDb } from "../../db";
import { latestPriceBook, priceBookHistory } from "../../db/price-book";
import { starterPriceBook } from "../../lib/pricing/starter";
import { bookToValues, type FieldError, type PriceFormValues } from "../../pages/admin/prices/form-values";
import { Prices } from "../../pages/admin/prices/Prices";
import { savePrices } from "../../use-cases/request-actions";
import { formLimit, ownersScreens } from "../guard-sets";
import { useCaseDeps } from "./deps";
import { takeNotice, setNotice } from "./flash";
import { formOf } from "./form";
import { checkPriceForm, readPriceForm } from "./price-form";
import { checkDepositForm, readDepositForm } from "./deposit-form";
import { depositRuleHistory } from "../../db/deposit-rules";
import { saveDepositRule } from "../../db/payments";
import { depositValuesOf, depositRuleText, type DepositErrors, type DepositFormValues } from "../../pages/admin/prices/deposit-values";
import { paymentsConfigured } from "../../payments/stripe-client";

// The owner's price book (owners only): the form prefilled with the newest version (or, on a new
// site, the starter figures, not in force until saved), and every save a new version.
export const priceRoutes = new Hono<AdminEnv>();
priceRoutes.use("*", ownersScreens);

/** The form's post, with every item's row at its longest in Spanish: room to spare, never a whole upload. */
export const pricesFormLimit = 64 * 1024;
const tooLarge = "The prices form sent more than 64 KB, more than it can hold. Go back, shorten the longest texts and save again.";

type Typed = { values: PriceFormValues; errors: FieldError[] };
type DepositTyped = { values: DepositFormValues; errors: DepositErrors };

async function renderPrices(c: Context<AdminEnv>, typed?: Typed, depositTyped?: DepositTyped) {
  const db = getDb(c.env);
  const [latest, versions, rules] = await Promise.all([latestPriceBook(db), priceBookHistory(db), depositRuleHistory(db)]);
  const values = typed?.values ?? (latest ? bookToValues(latest.book, latest.enabled) : bookToValues(starterPriceBook, true));
  const saved = !latest ? "none" : latest.enabled ? "shown" : "off";
  return c.render(
    <Prices
      username={c.get("member").username}
      values={values}
      saved={saved}
      versions={versions}
      notice={takeNotice(c)}
      errors={typed?.errors}
      deposit={{
        values: depositTyped?.values ?? depositValuesOf(rules[0] ?? null),
        errors: depositTyped?.errors,
        configured: paymentsConfigured(c.env),
        versions: rules,
      }}
    />,
    { title: "Prices", noindex: true },
  );
}

priceRoutes.get("/", (c) => renderPrices(c));

priceRoutes.post("/", formLimit(pricesFormLimit, tooLarge), async (c) => {
  const body = await formOf(c);
  const values = readPriceForm(body);
  const result = checkPriceForm(values);
  if (!result.ok) {
    c.status(400);
    return renderPrices(c, { values, errors: result.errors });
  }
  const row = await savePrices(useCaseDeps(c), { book: result.book, enabled: result.enabled, by: c.get("member").username });
  setNotice(
    c,
    row.enabled
      ? `Saved as version ${row.version}. Visitors see it within a minute.`
      : `Saved as version ${row.version}, switched off: within a minute visitors see no prices.`,
  );
  return c.redirect("/admin/prices", 303);
});

// The deposit rule, its own small form: saved as a new version even without Stripe's keys (the
// owner sets the rule while setting up; nothing is asked of a customer until the keys are set).
priceRoutes.post("/deposit", formLimit(), async (c) => {
  const values = readDepositForm(await formOf(c));
  const checked = checkDepositForm(values);
  if (!checked.ok) {
    c.status(400);
    return renderPrices(c, undefined, { values, errors: checked.errors });
  }
  const row = await saveDepositRule(getDb(c.env), { ...checked.rule, createdAt: new Date(), createdBy: c.get("member").username });
  const off = paymentsConfigured(c.env) ? "" : " No customer is asked for it until the Stripe keys are set.";
  setNotice(c, `Deposit rule saved as version ${row.version}: ${depositRuleText(row)}.${off}`);
  return c.redirect("/admin/prices", 303);
});
