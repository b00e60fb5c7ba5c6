import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Request, type TestInfo } from "@playwright/test";

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

export const api = "**/api/quote-requests";
export const emptyForm = { firstName: "", lastName: "", phone: "", email: "", serviceType: "", cityZip: "", description: "" };
export const phoneLink = { name: "Call (281) 555-0147", href: "tel:+12815550147" };
export const failedText = "Failed to submit quote request. Please try again.";

export const confirmation = (page: Page) => form(page).getByRole("status", { name: "Quote request received" });
export const failureNotice = (page: Page) => form(page).getByRole("alert");
export const serviceSelect = (page: Page) => form(page).getByLabel("Service Type");
/** The option the visitor sees in the closed select. */
export const shownOption = (page: Page) => serviceSelect(page).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? "");

/** The form's WCAG 2.x A/AA violations (axe-core), named with their elements. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("form")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export type Box = { top: number; bottom: number; left: number; right: number };
export const box = (locator: Locator) =>
  locator.evaluate((el): Box => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  });
export const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Scrolls until the element's top is `y` px from the viewport's top (again if a smooth scroll was still running). */
export const placeAt = (locator: Locator, y: number) =>
  expect
    .poll(() =>
      locator.evaluate((el, at) => {
        const top = Math.round(el.getBoundingClientRect().top);
        if (top !== at) window.scrollBy({ top: top - at, behavior: "instant" });
        return top;
      }, y),
    )
    .toBe(y);

/** Waits for the extras chunk (toasts, schema) that focusing a field loads, so an offline page still has it. */
export async function fillWithExtras(page: Page) {
  const extras = page.waitForResponse("**/build/chunks/extras-*.js");
  await fillValid(page);
  await extras;
}

/** Everything but the service, which a service page has chosen. */
export async function fillAllButService(page: Page, lastName: string, firstName = "Jordan") {
  const values = {
    "First Name": firstName,
    "Last Name": lastName,
    Phone: "(281) 555-0166",
    Email: `jordan.${lastName.toLowerCase()}@example.com`,
    "Project Details": "Two-bedroom apartment to a house in Klein.",
  };
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
}

/** Whether the element's top is on screen. Works without JavaScript (the fragment scroll is smooth: poll it). */
export const isOnScreen = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

/** Houston's date `days` from now, as the date input takes it. */
export const houstonDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date(Date.now() + days * 86_400_000));

/** A POST to the quote endpoint (the island's or the plain form's). */
export const isQuotePost = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/quote-requests";

/**
 * The production CSP for a page: no inline script or style but the page's one inline script and its
 * first screen's CSS, each allowed by its hash (worked out here rather than read from the server's policy).
 */
export const cspFor = (html: string) =>
  `default-src 'self'; script-src 'self' '${hashOf(html, /<script type="module">([^<]+)<\/script>/)}'; style-src 'self' '${hashOf(html, /<style>([\s\S]*?)<\/style>/)}'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
const hashOf = (html: string, element: RegExp) => `sha256-${createHash("sha256").update(html.match(element)![1]!).digest("base64")}`;
