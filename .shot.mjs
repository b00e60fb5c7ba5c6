import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, phone, desktop } from "./tools/browser.mjs";
const [,, base, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const spec of specs) {
  const [path, size, name, full] = spec.split(",");
  const ctx = await browser.newContext(size === "phone" ? { ...phone, deviceScaleFactor: 1 } : desktop);
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === "full" });
  console.log(name, await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]));
  await ctx.close();
}
await browser.close();
