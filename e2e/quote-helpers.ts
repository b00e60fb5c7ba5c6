import type { Page } from "@playwright/test";

// The e2e server runs with QUOTE_RATE_LIMIT_BYPASS=e2e (playwright.config.ts): browsers that send
// this header are not rate limited, so the tests can submit as often as they need. Use it with
// test.use({ extraHTTPHeaders: bypassHeaders }).
export const bypassHeaders = { "x-quote-rate-limit-bypass": "e2e" };

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

const fieldNames = ["firstName", "lastName", "phone", "email", "serviceType", "cityZip", "description"] as const;

export const fieldValues = (page: Page) =>
  form(page).evaluate(
    (f: HTMLFormElement, names) => Object.fromEntries(names.map((n) => [n, (f.elements.namedItem(n) as HTMLInputElement).value])),
    fieldNames,
  ) as Promise<Record<(typeof fieldNames)[number], string>>;
