import { customerQuote, customerLead, houstonDay } from "./owner-data";

// Issue 46's browser journeys: the owner's deposit rule in force and a quoted request per language,
// with the window asked for on the form. Written by payments-data.setup.ts after every other test
// but the outage's (playwright.config.ts): with a rule in force, every quote's Approve would ask a
// deposit, and the other journeys run with none, as a new site has.

export const depositRule = { fixedCents: 5_000 };
export const payJourneys = {
  en: customerLead("pay", { firstName: "Grace", status: "quoted" }),
  es: customerLead("pago", { firstName: "Inés", locale: "es", status: "quoted" }),
};
/** Days of their own, so no other journey's booking fills them. */
export const payWindows = { en: { date: houstonDay(9), window: "09-11" }, es: { date: houstonDay(9), window: "11-13" } };
export { customerQuote };
