import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { e2ePriceBook } from "./price-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { uniqueSuffix } from "./admin-helpers";

// Issue 31, item 4: on a phone, the owner writes a quote on a request a visitor sent in Spanish,
// sees it Quoted and on the timeline, copies its text (in Spanish) and has the e-mail link; then
// writes a second version, and the first stays listed.

test.use({ ...phone, permissions: ["clipboard-read", "clipboard-write"] });

/** A Spanish request through the public JSON API, as the form island sends it; its id. */
async function sendSpanishRequest(page: Page, lastName: string) {
  const res = await page.request.post("/api/quote-requests", {
    headers: {
      origin: new URL(page.url()).origin,
      "cf-connecting-ip": `10.231.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: {
      firstName: "Lucía",
      lastName,
      phone: "(281) 555-0123",
      email: `lucia.${lastName.toLowerCase()}@example.com`,
      serviceType: "junk-removal",
      description: "Un sofá viejo y una lavadora en el garaje.",
      locale: "es",
      estimate: { load: "quarter" },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("write a quote on a phone, see it Quoted and on the timeline, copy it and e-mail it, then write version 2", async ({
  ownerPage: page,
  problems,
}) => {
  const lastName = `Cotiza${uniqueSuffix()}`;
  const id = await sendSpanishRequest(page, lastName);
  await page.goto(`/admin/requests/${id}`);
  const panel = page.getByRole("region", { name: "Quote" });
  await expect(panel.getByText("No quote yet.")).toBeVisible();
  // What is included starts as the price book's words, in the customer's language.
  await expect(panel.getByLabel("What is included")).toHaveValue(e2ePriceBook.included.es);

  await panel.getByLabel("From ($)").fill("180");
  await panel.getByLabel("To ($)").fill("240");
  await panel.getByRole("button", { name: "Save quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${id}\\?quote=1#quote-heading$`));
  await expect(page.getByRole("status").filter({ hasText: "Quote v1 saved: $180–$240." })).toBeVisible();
  await expect(page.locator("h1 + span")).toHaveText("Quoted");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(/^Quote v1: \$180–\$240, valid until \w{3}, \w{3} \d{1,2}$/)).toBeVisible();
  await expect(timeline.getByText("Pending → Quoted")).toBeVisible();

  // Copy: the text in the customer's language lands on the clipboard.
  await panel.getByRole("button", { name: "Copy quote text" }).click();
  await expect(panel.getByRole("status")).toHaveText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")[0]).toBe("Hola, Lucía:");
  expect(copied).toContain("Rango de precio: $180–$240");
  expect(copied).toContain("El precio final se confirma en el lugar antes de empezar.");

  const mail = panel.getByRole("link", { name: "E-mail the quote" });
  const href = (await mail.getAttribute("href"))!;
  expect(href.startsWith(`mailto:lucia.${lastName.toLowerCase()}@example.com?subject=Su%20cotizaci%C3%B3n`)).toBe(true);
  expect(new URLSearchParams(href.split("?")[1]).get("body")).toContain("Hola, Lucía:\r\n");

  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("quoted.png"), fullPage: true });

  // Version 2 starts from version 1; a single amount this time.
  await expect(panel.getByLabel("From ($)")).toHaveValue("180");
  await panel.getByLabel("To ($)").fill("");
  await panel.getByLabel("From ($)").fill("200");
  await panel.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote v2 saved: $200." })).toBeVisible();
  await expect(panel.getByText("Quote v2: $200", { exact: true })).toBeVisible();
  const earlier = panel.getByRole("listitem").filter({ hasText: "Quote v1: $180–$240" });
  await expect(earlier).toBeVisible();
  expect(problems).toEqual([]);
});
