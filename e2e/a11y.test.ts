import AxeBuilder from "@axe-core/playwright";
import { desktop, expect, phone, test } from "./fixtures";
import { hydrated } from "./site-helpers";

// The Spanish twins share the templates; one of each kind is checked in Spanish too.
const pages = [
  "/",
  "/junk-removal",
  "/moving-services",
  "/spring-tx",
  "/privacy",
  "/no-such-page",
  "/es/",
  "/es/retiro-de-basura",
  "/es/spring-tx",
  "/es/privacidad",
  "/es/no-existe",
];

test.describe("accessibility (axe-core): no serious or critical violations", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test.describe(() => {
      test.use({ ...viewport, reducedMotion: "reduce" });

      for (const path of pages) {
        test(`${path} on ${name}`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
          const bad = results.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.nodes
                  .map((n) => n.target.join(" "))
                  .slice(0, 5)
                  .join(", ")}`,
            );
          expect(bad).toEqual([]);
        });
      }
    });
  }
});
