import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";

// Issue 18: nothing competes with the first paint. A public page fetches one small entry script,
// no modulepreload, and wakes its islands only when needed (src/islands/wake.ts): React and the
// islands' code arrive at the first interaction, or when the quote form comes near. The menu's
// first tap as the header wakes is e2e/first-second.test.ts's; the header woken at load by an
// address with a #hash, e2e/site-motion.test.ts's.

function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") urls.push(new URL(req.url()).pathname);
  });
  return urls;
}
const reactChunk = (urls: string[]) => urls.some((u) => u.includes("/chunks/react-islands-"));

test.describe("islands wake when needed", () => {
  test.use(phone);

  for (const path of ["/junk-removal", "/spring-tx", "/es/conroe-tx", "/privacy"]) {
    test(`${path}: one small entry script and no React until the visitor scrolls`, async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
      expect(scripts, "only the entry before any interaction").toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/build\/islands-\w+\.js$/);
      await expect(page.locator("header[data-enhanced]")).toHaveCount(0);

      await page.mouse.wheel(0, 300);
      await expect(page.locator("header[data-enhanced]")).toBeAttached();
      expect(reactChunk(scripts)).toBe(true);
    });
  }

  test("the home page runs the counters' few lines at load, with no React; a tap wakes the header", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/");
    await expect(page.locator("[data-counters]")).toHaveAttribute("data-counters", /running|done/);
    await page.waitForLoadState("networkidle");
    expect(scripts.map((u) => u.replace(/-\w+\.js$/, ""))).toEqual(["/build/islands", "/build/chunks/counters"]);
    await page.locator("h1").tap();
    await expect(page.locator("header[data-enhanced]")).toBeAttached();
    expect(reactChunk(scripts)).toBe(true);
  });

  test("the quote form wakes as it nears the screen, and keeps what was typed before it woke", async ({ page }) => {
    await page.goto("/junk-removal");
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: "Request Free Quote" });
    await expect(form).not.toHaveAttribute("data-awake", "");
    // Typing at once, before the form's code has arrived: the focus wakes it.
    await page.getByLabel("First Name").fill("Rosa");
    await expect(form).toHaveAttribute("data-awake", "");
    await page.getByLabel("Last Name").fill("Diaz");
    // The island checks the fields itself: First Name counts as filled, Phone does not.
    await form.getByRole("button", { name: "Request Free Quote" }).click();
    await expect(page.getByLabel("First Name")).toHaveValue("Rosa");
    await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  });
});
