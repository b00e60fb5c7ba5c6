// The site's public pages, for the benchmark, the audit and the browser tests: read from the one
// page list (src/content/site-map.ts), bundled in memory with esbuild, so they never drift apart.
import { build } from "esbuild";

const { outputFiles } = await build({
  entryPoints: [new URL("../src/content/site-map.ts", import.meta.url).pathname],
  bundle: true,
  format: "esm",
  platform: "neutral",
  write: false,
  logLevel: "warning",
});
/** @type {{ pages: Array<{ kind: "home" | "service" | "city"; path: string }> }} */
const { pages } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString("base64")}`);

/** @type {string[]} */
export const serviceRoutes = pages.filter((p) => p.kind === "service").map((p) => p.path);
/** @type {string[]} */
export const cityRoutes = pages.filter((p) => p.kind === "city").map((p) => p.path);
/** @type {string[]} */
export const siteRoutes = pages.map((p) => p.path);
/** A path no page has: the 404 page. */
export const notFoundRoute = "/this-page-does-not-exist";
/** A path under /es/ no page has: the Spanish 404 page. */
export const spanishNotFoundRoute = "/es/no-existe";
