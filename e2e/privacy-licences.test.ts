import { expect, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

// On a phone: the ways to the privacy page (footer, beside the quote form's submit button; without
// JavaScript: e2e/quote-bar.test.ts) and the social links' names and tap size. The links and texts themselves are
// server HTML (test/pages-privacy.test.ts, test/pages-common.test.ts); the moving page's licence box
// shows in e2e/service-faq.test.ts, its numbers are test/pages-licences.test.ts's.

const privacyHeading = { name: "Privacy Policy", level: 1 } as const;

test.describe("on a 390 px phone", () => {
  test.use(phone);

  test("each social link is named by its network and is at least 44 px square; the line under the quote form's submit button and the footer link open /privacy", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const lists = {
      contact: page.locator("#contact").getByRole("list", { name: "Social media" }),
      footer: page.getByRole("contentinfo").getByRole("list", { name: "Social media" }),
    };
    const expected = {
      contact: ["Facebook", "X", "Instagram", "YouTube", "TikTok", "Pinterest"],
      footer: ["Facebook", "X", "Instagram", "YouTube", "TikTok"],
    };
    for (const [where, list] of Object.entries(lists) as Array<[keyof typeof lists, (typeof lists)["contact"]]>) {
      const links = list.getByRole("link");
      await expect(links, where).toHaveCount(expected[where].length);
      for (const [i, network] of expected[where].entries()) {
        const link = links.nth(i);
        await expect(link, `${where} ${network}`).toHaveAccessibleName(`${network} (opens in a new tab)`);
        const box = await link.boundingBox();
        expect(box!.width, `${where} ${network} width`).toBeGreaterThanOrEqual(44);
        expect(box!.height, `${where} ${network} height`).toBeGreaterThanOrEqual(44);
      }
    }

    const form = page.getByRole("form", { name: "Request Free Quote" });
    const submit = form.getByRole("button", { name: "Request Free Quote" });
    const link = form.getByRole("link", { name: "Privacy policy" });
    await link.scrollIntoViewIfNeeded();
    await expect(form.getByText("We use your details only to answer your request.")).toBeVisible();
    const [button, note] = await Promise.all([submit.boundingBox(), link.boundingBox()]);
    expect(note!.y, "the line sits under the button").toBeGreaterThan(button!.y + button!.height);
    await link.tap();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", privacyHeading)).toBeVisible();

    await page.goto("/spring-tx");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).tap();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", privacyHeading)).toBeVisible();
    await expect(page.getByRole("link", { name: "(281) 555-0147" }).first()).toBeVisible();
  });
});
