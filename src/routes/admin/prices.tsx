import { Hono, type Context } from "hono";
import { getDb } from "../../db";
import { latestPriceBook, priceBookHistory, savePriceBook } from "../../db/price-book";
import { starterPriceBook } from "../../lib/pricing/starter";
import { bookToValues, type FieldError, type PriceFormValues } from "../../pages/admin/prices/form-values";
import { Prices } from "../../pages/admin/prices/Prices";
import { ownersForm, ownersOnly } from "../guard-sets";
import { takeNotice, setNotice } from "./flash";
import type { AdminEnv } from "./guards";
import { checkPriceForm, readPriceForm } from "./price-form";

// The owner's price book (owners only): the form prefilled with the newest version (or, on a new
// site, the starter figures, not in force until saved), and every save a new version.
export const priceRoutes = new Hono<AdminEnv>();

/** The form's post, with every item's row at its longest in Spanish: room to spare, never a whole upload. */
export const pricesFormLimit = 64 * 1024;
const tooLarge = "The prices form sent more than 64 KB, more than it can hold. Go back, shorten the longest texts and save again.";

async function renderPrices(c: Context<AdminEnv>, typed?: { values: PriceFormValues; errors: FieldError[] }) {
  const db = getDb(c.env);
  const [latest, versions] = await Promise.all([latestPriceBook(db), priceBookHistory(db)]);
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
    />,
    { title: "Prices", noindex: true },
  );
}

priceRoutes.get("/admin/prices", ownersOnly, (c) => renderPrices(c));

priceRoutes.post("/admin/prices", ownersForm(pricesFormLimit, tooLarge), async (c) => {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const values = readPriceForm(body);
  const result = checkPriceForm(values);
  if (!result.ok) {
    c.status(400);
    return renderPrices(c, { values, errors: result.errors });
  }
  const row = await savePriceBook(getDb(c.env), result.book, result.enabled, c.get("member").username);
  setNotice(
    c,
    row.enabled
      ? `Saved as version ${row.version}. Visitors see it within a minute.`
      : `Saved as version ${row.version}, switched off: within a minute visitors see no prices.`,
  );
  return c.redirect("/admin/prices", 303);
});
