import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { desktop, launch, openPage, phone } from "./browser.ts";
import { hydrated } from "./site-helpers.ts";

const pages = ["/", "/junk-removal", "/spring-tx", "/no-such-page"];

describe("accessibility (axe-core): no serious or critical violations", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  for (const [name, viewport] of [["phone", phone], ["desktop", desktop]] as const) {
    for (const path of pages) {
      it(`${path} on ${name}`, async () => {
        const { page, context } = await openPage(browser, path, { ...viewport, reducedMotion: "reduce" });
        await hydrated(page);
        const results = await new AxeBuilder({ page: page as never }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const bad = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
        assert.deepEqual(bad, []);
        await context.close();
      });
    }
  }
});
