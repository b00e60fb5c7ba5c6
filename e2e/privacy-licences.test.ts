import { expect, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

// On a phone: the ways to the privacy page (footer, beside the quote form's submit button, with and
// without JavaScript), the moving page's licence numbers, and the social links' names and tap size.

const privacyHeading = { name: "Privacy Policy", level: 1 } as const;

test.describe("privacy page links (390 px phone)", () => {
  test.use(phone);

  test("the footer's Privacy Policy link opens /privacy", async ({ page, problems }) => {
    await page.goto("/spring-tx");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).tap();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", privacyHeading)).toBeVisible();
    await expect(page.getByRole("link", { name: "(281) 555-0147" }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the link under the quote form's submit button opens /privacy", async ({ page, problems }) => {
    await page.goto("/junk-removal");
    await hydrated(page);
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
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form's privacy link works too", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("form", { name: "Request Free Quote" }).getByRole("link", { name: "Privacy policy" }).tap();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole("heading", privacyHeading)).toBeVisible();
    });
  });
});

test.describe("trust details (390 px phone)", () => {
  test.use(phone);

  test("the moving page shows both licence numbers with the regulators' lookup links", async ({ page }) => {
    await page.goto("/moving-services");
    const box = page.getByRole("complementary", { name: "Licensed Texas mover" });
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeVisible();
    await expect(box.getByText("000000000C")).toBeVisible();
    await expect(box.getByText("0000000", { exact: true })).toBeVisible();
    await expect(box.getByRole("link", { name: "Look it up on TxDMV Truck Stop (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://apps.txdmv.gov/apps/mccs/truckstop/",
    );
    await expect(box.getByRole("link", { name: "Look it up on FMCSA SAFER (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://safer.fmcsa.dot.gov/CompanySnapshot.aspx",
    );
    await expect(page.getByRole("contentinfo").getByText("TxDMV No. 000000000C · USDOT No. 0000000")).toBeVisible();
  });

  test("each social link is named by its network and is at least 44 px square, in the contact card and the footer", async ({ page }) => {
    await page.goto("/");
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
        await expect(link.locator("svg")).toHaveAttribute("aria-hidden", "true");
        const box = await link.boundingBox();
        expect(box!.width, `${where} ${network} width`).toBeGreaterThanOrEqual(44);
        expect(box!.height, `${where} ${network} height`).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
