// axe-core on a page at rest as a visitor has it: loaded until the network is idle, its islands
// woken (the header at a first key press, the quote form as it nears the screen: src/islands/wake.ts)
// and back at the top, on a phone and a desktop at once (two contexts of the one browser: axe's
// findings do not depend on timing). Every rule axe runs by default, every impact. The home page,
// whose hero counts up and drives its truck with motion (under reduced motion the counters' targets
// show and the truck is parked), is checked both ways: the same page again after switching to
// reduced motion, which CSS answers at once.
import AxeBuilder from "@axe-core/playwright";
import { desktop, phone } from "../../tools/browser.mjs";

/** Resolves once selector matches, or rejects after timeout ms. */
const appears = (page, selector, timeout) => page.waitForSelector(selector, { state: "attached", timeout });

/**
 * The header wakes at the visitor's first interaction: a Shift press, repeated until it has (the
 * entry script starts only after the largest paint, and a press before it arrived wakes nothing),
 * as e2e/site-helpers.ts hydrated() does. Then the quote form, if the page has one, brought on
 * screen until its island has taken it over (data-awake); then back to the top.
 */
export async function wakeIslands(page) {
  const giveUp = Date.now() + 15_000;
  for (;;) {
    await page.keyboard.press("Shift");
    try {
      await appears(page, "header[data-enhanced]", 1_000);
      break;
    } catch (err) {
      if (Date.now() > giveUp) throw new Error(`the header did not wake on ${page.url()}`, { cause: err });
    }
  }
  const form = page.locator("#quote-form form");
  if (await form.count()) {
    await form.scrollIntoViewIfNeeded();
    await appears(page, "#quote-form form[data-awake]", 15_000);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await appears(page, 'header[data-nav][data-scrolled="false"]', 15_000);
  // At rest: the transitions that started (the header growing back at the top) have ended; the
  // endless ones (the home hero's truck) are the page at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

const findings = (device, motion, violations) =>
  violations.map((v) => ({ device, motion, id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));

async function auditOn(browser, url, [deviceName, device]) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "networkidle" });
    await wakeIslands(page);
    const found = findings(deviceName, "motion", (await new AxeBuilder({ page }).analyze()).violations);
    if (await page.locator("[data-counters]").count()) {
      await page.emulateMedia({ reducedMotion: "reduce" });
      found.push(...findings(deviceName, "reduced motion", (await new AxeBuilder({ page }).analyze()).violations));
    }
    return { status: response?.status(), found };
  } finally {
    await context.close();
  }
}

/** axe's violations on a phone and a desktop viewport, and the page's HTTP status. */
export async function axeAudit(browser, url) {
  const results = await Promise.all(
    [
      ["phone", phone],
      ["desktop", desktop],
    ].map((device) => auditOn(browser, url, device)),
  );
  return { status: results[0].status, violations: results.flatMap((r) => r.found) };
}
