import type { Page, Request } from "@playwright/test";
import { formatCents, formatRange } from "../src/lib/pricing/money";
import { expect, phone, test } from "./fixtures";
import { e2ePriceBook } from "./price-helpers";
import { awake, ownClientAddress } from "./quote-helpers";

// Issue 31, part 2, on a 390 px phone with the starter price book in force: "How much is going?"
// opens, the truck picker comes (its code fetched only then), a load is picked by touch and by the
// keyboard, the range appears and changes with an item, and the confirmation says it; without
// JavaScript the same choices are plain radios and number fields, and the confirmation says it too.

const book = e2ePriceBook;
const range = (low: number, high: number, locale: string) => formatRange({ low, high }, locale);

const languages = {
  en: {
    path: "/junk-removal",
    form: "Request Free Quote",
    fields: {
      "First Name": "Maria",
      "Last Name": "Lopez",
      Phone: "(281) 555-0199",
      Email: "maria@example.com",
      "Project Details": "Old sectional sofa and a treadmill from the garage.",
    },
    section: "How much is going? (optional)",
    group: "How much of the truck will it fill?",
    load: (size: string, low: number, high: number) => `${size}, ${formatCents(low)} to ${formatCents(high)}`,
    quarter: "1/4 truck",
    threeEighths: "3/8 truck",
    mattress: "Mattress · $75",
    mattressName: "Mattress",
    more: "One more: ",
    fewer: "One fewer: ",
    plainQuarter: "1/4 truck · $150–$250",
    note: book.rangeNote.en,
    yours: "Your estimate:",
    submit: "Request Free Quote",
    received: "Quote request received",
  },
  es: {
    path: "/es/retiro-de-basura",
    form: "Solicite su cotización gratis",
    fields: {
      Nombre: "Rosa",
      Apellido: "Garza",
      Teléfono: "(281) 555-0188",
      "Correo electrónico": "rosa@example.com",
      "Detalles del trabajo": "Un sofá viejo y una caminadora del garaje.",
    },
    section: "¿Cuánto hay que llevar? (opcional)",
    group: "¿Cuánto del camión va a ocupar?",
    load: (size: string, low: number, high: number) => `${size}, de ${formatCents(low, "es")} a ${formatCents(high, "es")}`,
    quarter: "1/4 de camión",
    threeEighths: "3/8 de camión",
    mattress: "Colchón · $75",
    mattressName: "Colchón",
    more: "Uno más: ",
    fewer: "Uno menos: ",
    plainQuarter: "1/4 de camión · $150–$250",
    note: book.rangeNote.es,
    yours: "Su estimado:",
    submit: "Solicite su cotización gratis",
    received: "Recibimos su solicitud de cotización",
  },
} as const;
type Language = (typeof languages)[keyof typeof languages];

async function fill(page: Page, t: Language) {
  const form = page.getByRole("form", { name: t.form });
  for (const [label, value] of Object.entries(t.fields)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

const sentence = (t: Language, low: number, high: number) => `${range(low, high, t === languages.es ? "es" : "en")}, ${t.note}`;
/** The breakdown of a load and some mattresses, as the page says it (issue 44): "1/4 truck $150–$250 + 2 × Mattress $150". */
function parts(t: Language, size: string, load: { low: number; high: number }, mattresses: number) {
  const locale = t === languages.es ? "es" : "en";
  return `${size} ${range(load.low, load.high, locale)} + ${mattresses} × ${t.mattressName} ${formatCents(mattresses * book.items[0]!.cents, locale)}`;
}
/** The confirmation's sentence with the breakdown after the amounts. */
const told = (t: Language, low: number, high: number, breakdown: string) =>
  `${t.yours} ${range(low, high, t === languages.es ? "es" : "en")} (${breakdown}), ${t.note}`;

test.describe("the visitor's estimate on a phone", () => {
  test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

  test("picks a load on the truck by touch and by keyboard, sees the range, and is told it once sent (en, then es)", async ({ page }) => {
    for (const t of Object.values(languages)) {
      const pickerAsked: string[] = [];
      const onRequest = (r: Request) => void (/\/build\/chunks\/picker-\w+\.js$/.test(r.url()) && pickerAsked.push(r.url()));
      page.on("request", onRequest);
      await page.goto(t.path);
      const form = await fill(page, t);
      await awake(form);
      expect(pickerAsked, "the picker's code is not fetched before the section opens").toEqual([]);

      await form.getByText(t.section).tap();
      const group = form.getByRole("group", { name: t.group });
      const quarter = group.getByRole("radio", { name: t.load(t.quarter, book.loads.quarter.low, book.loads.quarter.high) });
      await expect(quarter).toBeVisible();
      expect(pickerAsked).toHaveLength(1);
      const live = form.locator('#estimate [aria-live="polite"]');

      await quarter.tap();
      await expect(quarter).toBeChecked();
      await expect(live).toHaveText(sentence(t, book.loads.quarter.low, book.loads.quarter.high));

      // The keyboard: arrows move along the group, as in any radio group.
      await quarter.focus();
      await page.keyboard.press("ArrowRight");
      const threeEighths = group.getByRole("radio", {
        name: t.load(t.threeEighths, book.loads.threeEighths.low, book.loads.threeEighths.high),
      });
      await expect(threeEighths).toBeChecked();
      await expect(threeEighths).toBeFocused();
      await expect(live).toHaveText(sentence(t, book.loads.threeEighths.low, book.loads.threeEighths.high));

      // A single item adds its price.
      await form.getByRole("spinbutton", { name: t.mattress }).fill("2");
      const low = book.loads.threeEighths.low + 2 * book.items[0]!.cents;
      const high = book.loads.threeEighths.high + 2 * book.items[0]!.cents;
      await expect(live).toHaveText(sentence(t, low, high));
      // Its + and − step the count, and the range follows (issue 44).
      const mattress = form.getByRole("spinbutton", { name: t.mattress });
      await form.getByRole("button", { name: `${t.more}${t.mattress}` }).tap();
      await expect(mattress).toHaveValue("3");
      const item = book.items[0]!.cents;
      await expect(live).toHaveText(sentence(t, low + item, high + item));
      await form.getByRole("button", { name: `${t.fewer}${t.mattress}` }).tap();
      await expect(mattress).toHaveValue("2");
      await expect(live).toHaveText(sentence(t, low, high));
      const breakdown = parts(t, t.threeEighths, book.loads.threeEighths, 2);
      await expect(form.getByText(breakdown, { exact: true })).toBeVisible();

      await form.getByRole("button", { name: t.submit }).tap();
      const status = page.getByRole("status").filter({ hasText: t.received });
      await expect(status).toBeVisible();
      await expect(status).toContainText(told(t, low, high, breakdown));
      page.off("request", onRequest);
    }
  });
});

test.describe("the visitor's estimate without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress });

  test("offers plain radios and number fields, and the confirmation says the range (en, then es)", async ({ page }) => {
    for (const t of Object.values(languages)) {
      await page.goto(t.path);
      const form = await fill(page, t);
      await form.getByText(t.section).tap();
      const quarter = form.getByRole("radio", { name: t.plainQuarter });
      await expect(quarter).toBeVisible();
      await quarter.check();
      await form.getByRole("spinbutton", { name: t.mattress }).fill("1");
      // Its − and + would do nothing without a script: they are not shown.
      await expect(form.getByRole("button", { name: `${t.more}${t.mattress}` })).toBeHidden();
      const [redirect] = await Promise.all([
        page.waitForResponse("**/api/quote-requests"),
        form.getByRole("button", { name: t.submit }).click(),
      ]);
      expect(redirect.status()).toBe(303);
      await page.waitForURL(/\?quote=received&.*#quote-form$/);
      const low = book.loads.quarter.low + book.items[0]!.cents;
      const high = book.loads.quarter.high + book.items[0]!.cents;
      await expect(page.getByRole("status"), t.path).toContainText(told(t, low, high, parts(t, t.quarter, book.loads.quarter, 1)));
    }
  });
});
