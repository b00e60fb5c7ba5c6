import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { uniqueSuffix } from "./admin-helpers";
import { expect, hasHorizontalScroll, phone, test } from "./fixtures";

// Issue 31 on a 390 px phone, with the starter price book in force (prices-data.setup.ts): the
// screens the price book adds, as the owner sees them. The Prices form (every field labelled, a
// refused save said at the top and by the field), a Spanish request sent with the visitor's estimate
// (its estimate panel, and a quote written, copied to the clipboard in Spanish), and the dashboard's
// estimate cards, none wider than the phone. What each screen says, what a save or a quote stores and
// what the copy and the mailto hold are the worker tests' (test/admin-prices, admin-estimate,
// admin-quote, dashboard-prices).

test.use({ ...phone, permissions: ["clipboard-read", "clipboard-write"] });

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the owner's price screens on a phone: the Prices form, an estimate and a quote copied in Spanish, the dashboard", async ({
  ownerPage: page,
  pageProblems,
}) => {
  // The refused save is answered 400 on purpose (the page says why): Chromium logs that status.
  pageProblems.expect(/status of 400 \(Bad Request\)/, "the refused save of a range the wrong way round is answered 400", 1);
  await page.getByRole("navigation", { name: "Owner screens" }).getByRole("link", { name: "Prices" }).click();
  await expect(page.getByRole("heading", { name: "Prices", level: 1 })).toBeVisible();
  await expect(page.getByLabel("1/4 truck, low")).toHaveValue("150");
  await expect(page.getByLabel("1/4 truck, low")).toHaveAttribute("inputmode", "decimal");
  const unlabelled = await page
    .locator("form[action='/admin/prices'] :is(input:not([type=hidden]), textarea, select)")
    .evaluateAll((fields) => fields.filter((f) => !(f as HTMLInputElement).labels?.length).map((f) => f.outerHTML));
  expect(unlabelled).toEqual([]);
  expect(await hasHorizontalScroll(page), "prices").toBe(false);

  // A range the wrong way round: refused (nothing saved, the other prices tests keep the starter book).
  await page.getByLabel("1/2 truck, low").fill("500");
  await page.getByRole("button", { name: "Save prices" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading", { name: "Nothing was saved: 1 thing needs fixing" })).toBeVisible();
  await summary.getByRole("link", { name: "1/2 truck, low: The low end ($500) is above the high end ($420)" }).click();
  await expect(page.getByLabel("1/2 truck, low"), "the summary's link leads to the field").toBeFocused();
  await expect(page.getByLabel("1/2 truck, low")).toHaveAttribute("aria-invalid", "true");
  expect(await hasHorizontalScroll(page), "prices, refused").toBe(false);
  await page.screenshot({ path: "reports/screens/prices-error-phone.png" });

  // A Spanish request with the visitor's estimate, through the public JSON API as the form island sends it.
  const lastName = `Cotiza${uniqueSuffix()}`;
  const sent = await page.request.post("/api/quote-requests", {
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
      estimate: { load: "quarter", items: { mattress: 2 }, stairs: 1 },
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await page.goto(`/admin/requests/${id}`);
  await expect(page.getByRole("region", { name: "Visitor's estimate" }).getByRole("listitem")).toHaveText([
    "1/4 truck",
    "2 × Mattress",
    "1 flight of stairs",
  ]);
  const panel = page.getByRole("region", { name: "Quote" });
  await panel.getByLabel("From ($)").fill("180");
  await panel.getByLabel("To ($)").fill("240");
  await panel.getByRole("button", { name: "Save quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quote v1 saved: $180–$240." })).toBeVisible();

  // Copy: the text in the customer's language lands on the clipboard.
  await panel.getByRole("button", { name: "Copy quote text" }).click();
  await expect(panel.getByRole("status")).toHaveText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")[0]).toBe("Hola, Lucía:");
  expect(copied).toContain("Rango de precio: $180–$240");
  expect(copied).toContain("El precio final se confirma en el lugar antes de empezar.");
  expect(await hasHorizontalScroll(page), "the quoted detail with its estimate").toBe(false);
  expect(await axeViolations(page), "the quoted detail with its estimate").toEqual([]);
  await page.screenshot({ path: test.info().outputPath("quoted.png"), fullPage: true });

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Requests with an estimate" }).getByRole("img")).toHaveAccessibleName(/came with one/);
  await expect(page.getByRole("region", { name: "Quotes sent and booked" })).toContainText("Quoted vs booked:");
  expect(await hasHorizontalScroll(page), "the dashboard with estimates and quotes").toBe(false);
});
