import { expect, phone, test } from "./fixtures";
import { ownClientAddress } from "./quote-helpers";

// Issue 44, what needs a browser: on a 390 px phone the owner's tab row shows that it scrolls (its
// last tabs fade at the edge, and the last one scrolls clear of the fade); on a 360 px phone the
// Spanish bottom bar's "Cotización gratis" stays on one line. The markup itself is the worker tests'
// (test/admin-owner-phone.test.ts, test/es-polish.test.ts).

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

test("the owner's tab row fades where it scrolls on a 390 px phone, and its last tab scrolls clear of the fade", async ({
  ownerPage: page,
}) => {
  const row = page.getByRole("navigation", { name: "Owner screens" }).getByRole("list");
  const facts = await row.evaluate((ul) => ({
    overflows: ul.scrollWidth > ul.clientWidth,
    mask: getComputedStyle(ul).maskImage || getComputedStyle(ul).webkitMaskImage,
  }));
  expect(facts.overflows, "six tabs are wider than the phone").toBe(true);
  expect(facts.mask).toContain("linear-gradient");
  const last = page.getByRole("link", { name: "Backups" });
  await last.scrollIntoViewIfNeeded();
  await row.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: "instant" }));
  const [tab, list] = await Promise.all([last.boundingBox(), row.boundingBox()]);
  // The fade is the row's last 3 rem (48 px): the last tab ends before it begins.
  expect(tab!.x + tab!.width).toBeLessThanOrEqual(list!.x + list!.width - 48 + 1);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the Spanish bottom bar says Cotización gratis on one line", async ({ page }) => {
    await page.goto("/es/retiro-de-basura");
    const quote = page.getByRole("navigation", { name: "Llamar o pedir una cotización" }).getByRole("link", { name: "Cotización gratis" });
    await expect(quote).toBeVisible();
    const lines = await quote.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});
