import type { Page, Request } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { ownClientAddress } from "./quote-helpers";
import { frames } from "./site-helpers";

// Issue 45, item 4: an empty submit is answered at once, before any of the islands' code has
// arrived: the page's early script shows "Required" under each of the six required fields, in the
// page's language, and focuses the first; the island, once its code comes, takes that state over.
// The code (/build/chunks/*) is delayed 4 s, or never comes.

test.use({ ...phone, extraHTTPHeaders: ownClientAddress });

const pages = [
  { path: "/", required: "Required" },
  { path: "/es", required: "Obligatorio" },
] as const;

const quoteForm = (page: Page) => page.locator('form[action="/api/quote-requests"]');

/**
 * Delays every request for the islands' code by 4 s, or holds it for good. That code comes in
 * steps (React's chunk, the chunks it imports, the schema's chunk and its own), so the island has
 * woken and checked the held submit some 16 s later.
 */
const delayCode = (page: Page, arrives: boolean) =>
  page.route("**/build/chunks/*", async (route) => {
    await new Promise((resolve) => arrives && setTimeout(resolve, 4000));
    await route.continue().catch(() => {}); // the page may be gone
  });

/**
 * Taps the form's submit button and resolves with how long after the tap six messages were in the
 * page (measured in the page, apart from the test's own round trips). From then on the page counts
 * every frame in which the messages were not six (gone, or shown twice).
 */
async function emptySubmit(page: Page, word: string) {
  await quoteForm(page).scrollIntoViewIfNeeded();
  await page.evaluate((word) => {
    const w = window as unknown as { tappedAt?: number; shownAfter?: number; framesNotSix: number };
    const form = document.querySelector('form[action="/api/quote-requests"]')!;
    const count = () => [...form.querySelectorAll("p")].filter((p) => p.textContent === word).length;
    w.framesNotSix = 0;
    form.querySelector("button[type=submit]")!.addEventListener("click", () => (w.tappedAt = performance.now()), { once: true });
    new MutationObserver((_, observer) => {
      if (count() !== 6) return;
      w.shownAfter = performance.now() - w.tappedAt!;
      observer.disconnect();
      const watch = () => {
        if (count() !== 6) w.framesNotSix++;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }).observe(form, { subtree: true, childList: true, characterData: true });
  }, word);
  await quoteForm(page).locator("button[type=submit]").tap();
  await expect(quoteForm(page).getByText(word, { exact: true })).toHaveCount(6);
  return page.evaluate(() => (window as unknown as { shownAfter: number }).shownAfter);
}

/** The quote requests the page posts from now on. */
function quotePosts(page: Page) {
  const posts: Request[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/quote-requests") && posts.push(r));
  return posts;
}

const framesNotSix = (page: Page) => page.evaluate(() => (window as unknown as { framesNotSix: number }).framesNotSix);

// Filled in by id: the same in both languages.
const request = { firstName: "Maria", lastName: "Lopez", phone: "(281) 555-0199", email: "maria@example.com", description: "An old sofa." };

for (const { path, required } of pages)
  for (const arrives of [false, true])
    test(`${path}: an empty submit shows "${required}" under the six required fields within 300 ms and focuses the first, ${
      arrives
        ? path === "/"
          ? "and the island takes them over when its code arrives 4 s later"
          : "and once filled in meanwhile, the island sends the held submit when its code arrives 4 s later"
        : "with the code never arriving"
    }`, async ({ page }) => {
      await delayCode(page, arrives);
      const posts = quotePosts(page);
      // The island checks the held submit once its schema's code (delayed too) has come.
      const schemaCode = arrives && path === "/" && page.waitForResponse("**/build/chunks/extras-*.js", { timeout: 30_000 });
      await page.goto(path);
      expect(await emptySubmit(page, required)).toBeLessThan(300);
      const firstName = page.locator("#quote-firstName");
      await expect(firstName).toBeFocused();
      // The island's markup: the message names its field, and the field points to it.
      await expect(firstName).toHaveAttribute("aria-invalid", "true");
      await expect(firstName).toHaveAttribute("aria-describedby", "quote-firstName-error");
      await expect(page.locator("#quote-firstName-error")).toHaveText(required);
      await expect(quoteForm(page)).not.toHaveAttribute("data-awake");
      expect(await framesNotSix(page), "no frame without the messages, or with them twice").toBe(0);
      if (arrives && path !== "/") {
        for (const [name, value] of Object.entries(request)) await page.locator(`#quote-${name}`).fill(value);
        await page.locator("#quote-serviceType").selectOption("junk-removal");
        await expect(quoteForm(page).getByRole("status")).toBeVisible({ timeout: 30_000 });
        expect(posts).toHaveLength(1);
        expect(posts[0]!.postDataJSON()).toMatchObject({ ...request, serviceType: "junk-removal", locale: "es" });
        return;
      }
      if (arrives) {
        await expect(quoteForm(page)).toHaveAttribute("data-awake", "", { timeout: 30_000 });
        await schemaCode;
        await expect(quoteForm(page).locator("button[type=submit]")).toBeEnabled();
        await frames(page);
        await expect(quoteForm(page).getByText(required, { exact: true })).toHaveCount(6);
        await expect(firstName).toBeFocused();
        expect(await framesNotSix(page), "no frame without the messages, or with them twice").toBe(0);
      }
      expect(posts, "nothing posted").toEqual([]);
    });
