// npm run first-screen: writes src/styles/first-screen-classes.txt, the class names the first screen
// of some public page uses, from which scripts/build-assets.mjs builds the CSS every public page
// inlines. Starts the site, loads every public page and the 404 page at 390 x 844 and 1440 x 900
// with the whole stylesheet, and keeps the classes of each element drawn on the first screen; of an
// element not drawn there but whose parent is (a closed menu), only what hides it; never the classes
// of a pointer or keyboard state (hover:, focus:...). Run it after a change to what a first screen
// shows: e2e/first-paint.test.ts fails until then.
import { rmSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, desktop, phone } from "../tools/browser.mjs";
import { notFoundRoute, siteRoutes } from "../tools/site-routes.mjs";
import { startLocalServer } from "./local-server.mjs";

const interactive = /(?:^|:)(?:hover|focus|focus-visible|focus-within|active|group-hover|group-focus)[^:]*:/;
const transition = /^(?:[^:]+:)*(?:transition|duration|ease|delay)(?:-|$)/;
const out = new URL("../src/styles/first-screen-classes.txt", import.meta.url).pathname;
const server = await startLocalServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const classes = new Set();
try {
  for (const device of [phone, desktop]) {
    // Without JavaScript: the first screen is the server's HTML, and the whole stylesheet is linked at once (noscript).
    const context = await browser.newContext({ ...device, reducedMotion: "reduce", javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [...siteRoutes, notFoundRoute]) {
      await page.goto(server.baseUrl + path, { waitUntil: "load" });
      const found = await page.evaluate(() => {
        const hides = /^(?:[^:]+:)*(?:hidden|block|flex|inline|inline-flex|inline-block|grid|contents|sr-only|invisible)$/;
        const onScreen = (el) => {
          const box = el.getBoundingClientRect();
          return box.bottom >= 0 && box.top < innerHeight && box.right >= 0 && box.left < innerWidth;
        };
        // The element's box parent: its nearest ancestor that is not display: contents.
        const boxParent = (el) => {
          let e = el.parentElement;
          while (e && getComputedStyle(e).display === "contents") e = e.parentElement;
          return e;
        };
        const found = [];
        for (const el of [document.body, ...document.body.querySelectorAll("[class]")]) {
          const tokens = el.getAttribute("class").split(/\s+/).filter(Boolean);
          if (el.getClientRects().length) {
            if (onScreen(el)) found.push(...tokens);
          } else {
            // Hidden by its own classes inside something drawn (a closed menu): what hides it.
            const parent = boxParent(el);
            if (parent?.getClientRects().length && onScreen(parent)) found.push(...tokens.filter((t) => hides.test(t)));
          }
        }
        return found;
      });
      // A pointer or keyboard state cannot show in the first paint, nor a transition (it runs on a
      // change); the whole sheet styles them soon after.
      for (const c of found) if (!interactive.test(c) && !transition.test(c)) classes.add(c);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.persistTo, { recursive: true, force: true });
}
writeFileSync(out, [...classes].sort().join("\n") + "\n");
console.log(`${classes.size} classes written to ${out}`);
