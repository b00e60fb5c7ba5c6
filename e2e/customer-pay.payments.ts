import { expect, phone, test } from "./fixtures";
import { payJourneys, payWindows } from "./payment-data";
import { ownClientAddress } from "./quote-helpers";
import { startStripeDouble, stripeDoubleOrigin } from "./stripe-double-server";

// Issue 46 in a browser, once per language on a 390 px phone: with the owner's $50 deposit rule
// (payments-data.setup.ts), approve → the window asked for → Stripe's Checkout (the double's stand-in
// page) → Pay → back on the page, "confirming" until the webhook arrives → booked. The webhook is
// held by the double until the test lets it go, so the page back from Checkout is seen before it.
// The states' words, amounts and refusals are the worker tests' (test/customer-pay.test.ts).

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });
test.describe.configure({ mode: "serial" });

let double: Awaited<ReturnType<typeof startStripeDouble>>;
test.beforeAll(async ({}, info) => {
  double = await startStripeDouble(info.project.use.baseURL!);
  double.state.holdWebhooks = true;
});
test.afterAll(() => double.close());

const dayOf = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

const journeys = [
  {
    locale: "en" as const,
    approve: "Approve and pay the deposit",
    pay: "Pay $50 and book",
    confirming: "We're confirming your payment",
    paid: "Your $50 deposit is paid.",
    booked: (when: string) => `Booked for ${when}`,
    when: dayOf(payWindows.en.date, "en-US"),
  },
  {
    locale: "es" as const,
    approve: "Aprobar y pagar el depósito",
    pay: "Pagar $50 y reservar",
    confirming: "Estamos confirmando su pago",
    paid: "Su depósito de $50 está pagado.",
    booked: (when: string) => `Agendado para el ${when}`,
    when: dayOf(payWindows.es.date, "es-US"),
  },
];

for (const j of journeys)
  test(`${j.locale}: approve, pay the deposit on Checkout, back to the page, booked once the webhook confirms`, async ({ page }) => {
    const lead = payJourneys[j.locale];
    await page.goto(lead.myPage);
    await page.getByRole("button", { name: j.approve }).click();
    await page.getByRole("button", { name: j.pay }).click();

    // Stripe's hosted page (the double's stand-in): the amount, Pay.
    await expect(page).toHaveURL(new RegExp(`^${stripeDoubleOrigin()}/pay/cs_test_`));
    await expect(page.locator("[data-amount]")).toHaveText("$50.00");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // Back on the page before the webhook: not booked by the redirect.
    await expect(page).toHaveURL(new RegExp(`${lead.myPage}\\?done=paying#notice$`));
    await expect(page.locator("#notice")).toContainText(j.confirming);
    await expect(page.getByText(j.confirming).first()).toBeVisible();

    await double.deliver();
    await page.reload();
    await expect(page.locator("#notice")).toHaveText(j.paid);
    await expect(page.getByText(j.booked(j.when)).first()).toBeVisible();
  });
