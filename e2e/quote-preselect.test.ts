import type { Page } from "@playwright/test";
import { signIn, uniqueSuffix } from "./admin-helpers";
import { expect, phone, test } from "./fixtures";
import { form, ownClientAddress, submitButton } from "./quote-helpers";

// Issue 13, item 3 on a 390 px phone, with and without JavaScript: a service page's quote form has
// its service chosen already, the visitor can send it as it is, and the owner sees the page it
// came from on the request.
const preselected = [
  ["/junk-removal", "junk-removal", "Junk Removal"],
  ["/furniture-removal", "junk-removal", "Junk Removal"],
  ["/appliance-removal", "junk-removal", "Junk Removal"],
  ["/moving-services", "moving-services", "Moving Services"],
  ["/complete-cleanouts", "cleanout-services", "Cleanout Services"],
  ["/demo-removal", "demo-removal", "Demo & Removal"],
] as const;

const serviceSelect = (page: Page) => form(page).getByLabel("Service Type");
/** The option the visitor sees in the closed select. */
const shownOption = (page: Page) => serviceSelect(page).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? "");
/** Once hydrated the island turns off the browser's own validation (it checks fields itself). */
// The form wakes as it nears the screen (src/islands/wake.ts), as when a visitor scrolls to it.
async function hydratedForm(page: Page) {
  await form(page).scrollIntoViewIfNeeded();
  await expect(form(page)).toHaveAttribute("data-awake", "");
}

/** Everything but the service, which the page has chosen. */
async function fillAllButService(page: Page, lastName: string) {
  const values = {
    "First Name": "Jordan",
    "Last Name": lastName,
    Phone: "(281) 555-0166",
    Email: `jordan.${lastName.toLowerCase()}@example.com`,
    "Project Details": "Two-bedroom apartment to a house in Klein.",
  };
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
}

/** Signs the owner in and opens the request with this last name. */
async function openInOwnerInbox(page: Page, owner: { username: string; password: string }, lastName: string) {
  await page.goto("/admin");
  await signIn(page, owner);
  await page.waitForURL("/admin");
  await page.getByLabel("Search").fill(lastName);
  await page.getByLabel("Sent from").selectOption({ label: "Moving Services" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  await expect(page.getByText("· from Moving Services")).toBeVisible();
  await page.getByRole("link", { name: `Jordan ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Jordan ${lastName}` })).toBeVisible();
}

/** The request detail's "Sent from" row. */
/** The value of a row of the owner's request detail (its <dt>/<dd> list). */
const detail = (page: Page, term: string) => page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
const sentFrom = (page: Page) => detail(page, "Sent from");

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";

  test.describe(`the service chosen on a service page (${mode})`, () => {
    test.use({ ...phone, javaScriptEnabled: javaScript, extraHTTPHeaders: ownClientAddress });

    for (const [path, value, label] of preselected) {
      test(`${path} shows ${label} in the quote form (${mode})`, async ({ page, problems }) => {
        await page.goto(path);
        if (javaScript) await hydratedForm(page);
        await expect(serviceSelect(page)).toHaveValue(value);
        expect(await shownOption(page)).toBe(label);
        expect(problems).toEqual([]);
      });
    }

    test(`the home page and a city page choose none (${mode})`, async ({ page }) => {
      for (const path of ["/", "/the-woodlands-tx"]) {
        await page.goto(path);
        if (javaScript) await hydratedForm(page);
        await expect(serviceSelect(page), path).toHaveValue("");
        expect(await shownOption(page), path).toBe("Select a service");
      }
    });

    if (javaScript) {
      test("a visitor who picks another service sends that one with the page; the next request starts with the page's own again", async ({
        page,
      }) => {
        await page.goto("/demo-removal");
        await hydratedForm(page);
        // Answered here: this test is about what the island sends and shows, not about storing.
        await page.route("**/api/quote-requests", (route) =>
          route.fulfill({
            status: 201,
            contentType: "application/json",
            body: JSON.stringify({ id: crypto.randomUUID(), status: "pending", createdAt: new Date().toISOString() }),
          }),
        );
        await fillAllButService(page, "Switcher");
        await serviceSelect(page).selectOption("junk-removal");
        const sent = page.waitForRequest("**/api/quote-requests");
        await submitButton(page).click();
        expect((await sent).postDataJSON()).toMatchObject({ serviceType: "junk-removal", sourcePage: "/demo-removal" });
        await form(page).getByRole("button", { name: "Send another request" }).click();
        await expect(serviceSelect(page)).toHaveValue("demo-removal");
        await expect(form(page).getByLabel("Last Name")).toHaveValue("");
      });
    }

    test(`a request sent from /moving-services as chosen shows that page to the owner; the next request starts chosen again (${mode})`, async ({
      page,
      owner,
      problems,
    }) => {
      const lastName = `Preselect${javaScript ? "Js" : "NoJs"}${uniqueSuffix()}`;
      await page.goto("/moving-services");
      if (javaScript) await hydratedForm(page);
      await fillAllButService(page, lastName);
      await submitButton(page).click();
      if (!javaScript) await page.waitForURL(/\/moving-services\?quote=received&my=[\w-]{43}#quote-form$/);
      await expect(form(page).getByRole("status")).toHaveText(/Quote request received/);

      // "Send another request": the form again, empty but for the page's own service.
      await form(page)
        .getByRole(javaScript ? "button" : "link", { name: "Send another request" })
        .click();
      if (!javaScript) await page.waitForURL(/\/moving-services#quote-form$/);
      await expect(form(page).getByLabel("First Name")).toHaveValue("");
      await expect(serviceSelect(page)).toHaveValue("moving-services");
      expect(await shownOption(page)).toBe("Moving Services");

      await openInOwnerInbox(page, owner, lastName);
      // The service row (the sent-from row below names the page, which has the same name here).
      await expect(detail(page, "Service")).toHaveText("Moving Services");
      await expect(sentFrom(page)).toHaveText("Moving Services /moving-services");
      await expect(sentFrom(page).getByRole("link", { name: "Moving Services" })).toHaveAttribute("href", "/moving-services");
      expect(problems).toEqual([]);
    });
  });
}
