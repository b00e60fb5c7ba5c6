import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

// The e2e server is configured as production: the real quote rate limit (5 a minute per client
// address) applies, and nothing skips it. wrangler dev takes the client address from
// CF-Connecting-IP, so each test that posts quotes gets an address of its own:
// test.use({ extraHTTPHeaders: ownClientAddress }).
let testsInThisWorker = 0;
export const ownClientAddress = async ({}, use: (headers: Record<string, string>) => Promise<void>, testInfo: TestInfo) => {
  const n = testsInThisWorker++;
  await use({ "cf-connecting-ip": `10.${testInfo.workerIndex % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` });
};

export const form = (page: Page) => page.getByRole("form", { name: "Request Free Quote" });
export const submitButton = (page: Page) => form(page).getByRole("button", { name: /Request Free Quote|Submitting\.\.\./ });
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li");

/**
 * The form's island wakes as it nears the screen or takes the focus (src/islands/wake.ts), once the
 * page's entry script has arrived after the largest paint. Brings the form on screen and resolves
 * when the island has taken the form over (it marks it data-awake); a submit before then is held by
 * the page's early script and sent by the island once it is up (client/early/held-submit.ts).
 */
export async function awake(quoteForm: Locator) {
  await quoteForm.scrollIntoViewIfNeeded();
  await expect(quoteForm).toHaveAttribute("data-awake", "");
}

/** Fills the form with a valid request, and with JavaScript waits until its island is awake to send it. */
export async function fillValid(page: Page, overrides: Partial<Record<string, string>> = {}) {
  await fillFields(page, overrides);
  await awake(form(page));
}

/** Fills the form with a valid request (for pages without JavaScript, where the island never wakes). */
export async function fillFields(page: Page, overrides: Partial<Record<string, string>> = {}) {
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
