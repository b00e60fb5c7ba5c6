import { expect, phone, test } from "./fixtures";
import { askedWindows, journeys } from "./owner-data";
import { fillValid, ownClientAddress, submitButton } from "./quote-helpers";

// Issue 44, the customer's side on a 390 px phone, once per language: the confirmation's keep-the-link
// (Copy link into the clipboard, the sms: link with the page's address; Web Share where the phone has
// it), then approve and book the window asked for on the form in one tap. The requests with their
// quotes and asked-for windows are seeded (owner-data.setup.ts). Each answer's words and statuses are
// the worker tests' (test/customer-page-stages.test.ts).

test.use({ ...phone, extraHTTPHeaders: ownClientAddress, permissions: ["clipboard-read", "clipboard-write"] });

const dayOf = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

test("English: the confirmation keeps the link; approve, then book the window asked for in one tap", async ({ page }) => {
  await page.goto("/junk-removal");
  await fillValid(page, { "Last Name": `Keep${Date.now().toString(36)}` });
  await submitButton(page).click();
  const keep = page.getByText("This link is your page for this job").locator("..");
  await expect(keep).toBeVisible();
  const address = await keep.locator("p.font-mono").textContent();
  expect(address).toMatch(/^http:\/\/[^/]+\/my\/[\w-]{43}$/);
  await keep.getByRole("button", { name: "Copy link" }).click();
  await expect(keep.getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // No Web Share in this browser: the sms: link, with the address filled in.
  await expect(keep.getByRole("link", { name: "Text it to yourself" })).toHaveAttribute(
    "href",
    `sms:?&body=${encodeURIComponent(address!)}`,
  );

  const lead = journeys.book;
  await page.goto(lead.myPage);
  await page.getByRole("region", { name: "Your quote" }).getByRole("button", { name: "Approve the quote" }).click();
  await expect(page.locator("#notice")).toHaveText("Thank you! Your approval is in.");
  await expect(page.getByText("Quote approved: now choose your time")).toBeVisible();
  const when = `${dayOf(askedWindows.book.date, "en-US")}, 1–3 PM`;
  await page.getByRole("button", { name: `Book ${when}` }).click();
  await expect(page.locator("#notice")).toHaveText(`Booked: we'll see you ${when}. We've been told.`);
  await expect(page.getByText(`Booked for ${when}`)).toBeVisible();
  await expect(page.getByText(/call you to book/)).toHaveCount(0);
});

test("Spanish: the confirmation keeps the link; approve, then book the window asked for in one tap", async ({ page }) => {
  const lead = journeys.bookEs;
  await page.goto(`/es/?quote=received&my=${lead.token}#quote-form`);
  const keep = page.getByText("Este enlace es su página para este trabajo").locator("..");
  await keep.scrollIntoViewIfNeeded();
  await keep.getByRole("button", { name: "Copiar enlace" }).click();
  await expect(keep.getByRole("status")).toHaveText("Copiado");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^http://[^/]+${lead.myPage}$`));
  await expect(keep.getByRole("link", { name: "Enviárselo por mensaje" })).toHaveAttribute("href", /^sms:\?&body=http/);
  await keep.getByRole("link", { name: "Abrir su página" }).click();
  await expect(page).toHaveURL(new RegExp(`${lead.myPage}$`));

  await page.getByRole("button", { name: "Aprobar la cotización" }).click();
  await expect(page.locator("#notice")).toHaveText("¡Gracias! Recibimos su aprobación.");
  const book = page.getByRole("button", { name: /^Agendar el / });
  await expect(book).toHaveText(new RegExp(`^Agendar el ${dayOf(askedWindows.bookEs.date, "es-US")}, 3–5`));
  await book.click();
  await expect(page.locator("#notice")).toContainText("Agendado: nos vemos el");
  await expect(page.getByText(/^Agendado para el .+, 3–5/)).toBeVisible();
});

test("on an iPhone in a browser tab, the notifications card says how to add the page to the Home Screen", async ({ browser }) => {
  const iphone = await browser.newContext({
    ...phone,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  // Safari in a tab has no PushManager.
  await iphone.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  const page = await iphone.newPage();
  await page.goto(journeys.early.myPage);
  const card = page.getByRole("region", { name: "Notifications" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Tap Share, then Add to Home Screen.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Notify me on this phone" })).toBeHidden();
  await iphone.close();
});
