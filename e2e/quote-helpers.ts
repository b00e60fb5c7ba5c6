import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { desktop, openPage } from "./browser.ts";

// The e2e server runs with QUOTE_RATE_LIMIT_BYPASS=e2e (scripts/e2e.mjs): browsers that send this
// header are not rate limited, so the tests can submit as often as they need.
export const bypassHeaders = { "x-quote-rate-limit-bypass": "e2e" };

export function openQuoteForm(browser: Browser, options: BrowserContextOptions = desktop, path = "/") {
  return openPage(browser, path, { ...options, extraHTTPHeaders: { ...bypassHeaders, ...options.extraHTTPHeaders } });
}

export const form = (page: Page) => page.getByRole("form", { name: "Request Free Quote" });
export const submitButton = (page: Page) => form(page).getByRole("button", { name: /Request Free Quote|Submitting\.\.\./ });
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li");

export async function fillValid(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "First Name": "Maria",
    "Last Name": "Lopez",
    Phone: "(281) 555-0199",
    Email: "maria@example.com",
    "City or ZIP (optional)": "77379",
    "Project Details": "Old sectional sofa and a treadmill from the garage.",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value ?? "");
  await page.getByLabel("Service Type").selectOption("junk-removal");
}

export const fieldValues = (page: Page) =>
  form(page).evaluate((f: HTMLFormElement) =>
    Object.fromEntries(["firstName", "lastName", "phone", "email", "serviceType", "cityZip", "description"].map((n) => [n, (f.elements.namedItem(n) as HTMLInputElement).value])),
  );
