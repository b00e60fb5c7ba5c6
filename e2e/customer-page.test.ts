import { expect, hasHorizontalScroll, ownerHeaders, phone, test } from "./fixtures";
import { houstonDay, journeys } from "./owner-data";
import { fillValid, form, ownClientAddress, submitButton } from "./quote-helpers";

// Issue 32: the customer's journey on their own page, on a 390 px phone, clicked through once: the
// quote approved, the booking moved (a window taken meanwhile refused, with the reason focused).
// The request and its quote are seeded (owner-data.ts); the owner's bookings go through the JSON API.
// Each answer, in English and in Spanish, with and without JavaScript, is the worker tests'
// (test/customer-page.test.ts, test/customer-page-spanish.test.ts, test/customer-link-confirmation.test.ts).

test.use(phone);

test.describe(() => {
  // Its own client address: other tests use up the quote rate limit on purpose (quote-form.test.ts).
  test.use({ extraHTTPHeaders: ownClientAddress });

  test("the quote form's confirmation links the customer's page, which opens their request", async ({ page }) => {
    await page.goto("/junk-removal");
    await fillValid(page, { "Last Name": `Mypage${Date.now().toString(36)}` });
    await submitButton(page).click();
    await expect(form(page).getByText("This link is your page for this job")).toBeVisible();
    await form(page).getByRole("link", { name: "Open your page" }).click();
    await expect(page).toHaveURL(/\/my\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText("We've got your request")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your receipt" })).toHaveCount(0);
  });
});

test("the customer approves the quote and moves the booking; a window taken meanwhile is refused", async ({
  page,
  request,
  pageProblems,
}) => {
  // The refused move is answered 409 Conflict on purpose (the page says why): Chromium logs that status.
  pageProblems.expect(/status of 409 \(Conflict\)/, "the move to a window taken meanwhile is refused with 409", 1);
  const lead = journeys.customer;
  const book = async (id: string, date: string, window: string) => {
    const res = await request.put(`/api/quote-requests/${id}/booking`, { headers: ownerHeaders(), data: { date, window } });
    expect(res.status(), `booking ${id}`).toBe(200);
  };

  await page.goto(lead.myPage);
  await expect(page.getByText("Your quote is ready")).toBeVisible();
  const quote = page.getByRole("region", { name: "Your quote" });
  await expect(quote).toContainText("$180–$240");
  expect(await hasHorizontalScroll(page), "the quote at 390 px").toBe(false);
  await quote.getByRole("button", { name: "Approve the quote" }).click();
  await expect(page.locator("#notice")).toHaveText("Thank you! Your approval is in.");
  await expect(quote).toContainText("You approved this quote on");
  await expect(quote.getByRole("button", { name: "Approve the quote" })).toHaveCount(0);

  // The owner books tomorrow 9–11 AM; the customer sees it and asks for another time.
  const later = houstonDay(3);
  await book(lead.id, houstonDay(1), "09-11");
  await page.reload();
  await expect(page.getByText(/^Booked for \w+day, \w+ \d{1,2}, 9–11 AM$/)).toBeVisible();
  const booking = page.getByRole("region", { name: "Your booking" });
  await expect(booking.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /\/calendar\.ics$/);
  await booking.getByRole("link", { name: "I need another time" }).click();
  const laterDay = new Date(`${later}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  });
  await booking.getByRole("link", { name: new RegExp(`^${laterDay}`) }).click();
  await booking.getByRole("radio", { name: "1–3 PM" }).check();

  // Meanwhile the last place at 1–3 PM that day goes to another job: the customer is told, and keeps their booking.
  await book(journeys.filler.id, later, "13-15");
  await booking.getByRole("button", { name: "Move my booking here" }).click();
  const refused = page.getByRole("alert");
  await expect(refused).toHaveText("Sorry, that time was just taken. Please choose another.");
  await expect(refused, "the reason is where the phone's focus lands").toBeFocused();
  await expect(page.getByText(/^Booked for \w+day, \w+ \d{1,2}, 9–11 AM$/)).toBeVisible();

  // Another window that day is open: the move goes through.
  await page.getByRole("radio", { name: "3–5 PM" }).check();
  await page.getByRole("button", { name: "Move my booking here" }).click();
  await expect(page.getByRole("status")).toContainText("Done: your booking is now");
  await expect(page.getByText(/^Booked for \w+day, \w+ \d{1,2}, 3–5 PM$/)).toBeVisible();
  expect(await hasHorizontalScroll(page), "the booking at 390 px").toBe(false);
});
