import { expect, hasHorizontalScroll, phone, test } from "./fixtures";
import { awake, ownClientAddress } from "./quote-helpers";
import { hydrated } from "./site-helpers";

// The Spanish twin in a browser (issue #14): the form's states in Spanish, the language switch
// between twins, and a request sent in Spanish reaching the owner marked as Spanish.

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

const spanishForm = (page: import("@playwright/test").Page) => page.getByRole("form", { name: "Solicite su cotización gratis" });

async function fillSpanish(page: import("@playwright/test").Page, lastName: string) {
  const form = spanishForm(page);
  await form.getByLabel("Nombre", { exact: true }).fill("Rosa");
  await form.getByLabel("Apellido", { exact: true }).fill(lastName);
  await form.getByLabel("Teléfono", { exact: true }).fill("(281) 555-0188");
  await form.getByLabel("Correo electrónico", { exact: true }).fill("rosa@example.com");
  await form.getByLabel("Tipo de servicio").selectOption("moving-services");
  await form.getByLabel("Detalles del trabajo").fill("Mudanza de un apartamento de dos recámaras en Spring.");
}

test.describe("the quote form on a Spanish page", () => {
  test("says what is missing in Spanish, then sends and confirms in Spanish", async ({ page, problems }) => {
    await page.goto("/es/servicios-de-mudanza");
    await expect(spanishForm(page).getByLabel("Tipo de servicio")).toHaveValue("moving-services");
    await page.goto("/es/");
    await hydrated(page);
    const form = spanishForm(page);
    await awake(form);
    await form.getByRole("button", { name: "Solicite su cotización gratis" }).click();
    // Exact: "Todos los campos son obligatorios..." above the fields would match a substring at once.
    await expect(form.getByText("Obligatorio", { exact: true }).first()).toBeVisible();
    expect(await form.getByText("Obligatorio", { exact: true }).count()).toBeGreaterThanOrEqual(5);
    await expect(form.getByLabel("Nombre", { exact: true })).toBeFocused();

    await fillSpanish(page, `Spanish${Date.now()}`);
    await form.getByRole("button", { name: "Solicite su cotización gratis" }).click();
    await expect(page.getByText("¡Solicitud de cotización enviada!", { exact: true })).toBeVisible();
    await expect(page.getByText(/Le responderemos con una cotización gratis en menos de 24 horas\./).first()).toBeVisible();
    await expect(form.getByRole("heading", { name: "Recibimos su solicitud de cotización" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("shows the failure toast and the advice in Spanish when the server fails, and keeps the values", async ({ page }) => {
    await page.route("**/api/quote-requests", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }),
    );
    await page.goto("/es/");
    await hydrated(page);
    await fillSpanish(page, "Fallo");
    await spanishForm(page).getByRole("button", { name: "Solicite su cotización gratis" }).click();
    await expect(
      page.getByText("No se pudo enviar su solicitud de cotización. Por favor, inténtelo de nuevo.", { exact: true }),
    ).toBeVisible();
    await expect(spanishForm(page).getByText(/llámenos al/i)).toBeVisible();
    await expect(spanishForm(page).getByLabel("Apellido", { exact: true })).toHaveValue("Fallo");
  });

  test("works without JavaScript: Spanish messages from the server, then the Spanish confirmation", async ({ browser }) => {
    const context = await browser.newContext({
      ...phone,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "cf-connecting-ip": "10.251.0.9" },
    });
    const page = await context.newPage();
    await page.goto("/es/spring-tx");
    await spanishForm(page).getByRole("button", { name: "Solicite su cotización gratis" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(spanishForm(page).getByText("Obligatorio").first()).toBeVisible();
    await fillSpanish(page, "SinJS");
    await spanishForm(page).getByRole("button", { name: "Solicite su cotización gratis" }).click();
    await expect(spanishForm(page).getByRole("heading", { name: "Recibimos su solicitud de cotización" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/es/spring-tx");
    await context.close();
  });
});

test.describe("the language switch", () => {
  test("leads from an English page to its Spanish twin and back, from the header and the footer", async ({ page }) => {
    await page.goto("/junk-removal");
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/retiro-de-basura$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retiro de Basura");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/junk-removal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("on the Spanish 404, leads to the English home page", async ({ page }) => {
    const response = await page.goto("/es/pagina-que-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Página no encontrada");
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  });
});

test("a request sent from a Spanish page reaches the owner marked Prefers Spanish", async ({ page, ownerPage }) => {
  const lastName = `Espanol${Date.now()}`;
  const visitor = await page
    .context()
    .browser()!
    .newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": "10.252.0.7" } });
  const tab = await visitor.newPage();
  await tab.goto("/es/");
  await hydrated(tab);
  await fillSpanish(tab, lastName);
  await spanishForm(tab).getByRole("button", { name: "Solicite su cotización gratis" }).click();
  await expect(spanishForm(tab).getByRole("heading", { name: "Recibimos su solicitud de cotización" })).toBeVisible();
  await visitor.close();

  await ownerPage.goto(`/admin?q=${lastName}`);
  const row = ownerPage.getByRole("listitem").filter({ hasText: lastName });
  await expect(row.getByText("Prefers Spanish")).toBeVisible();
});
