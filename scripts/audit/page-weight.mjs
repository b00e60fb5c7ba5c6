// The bytes a visitor downloads for one page, by kind, as a compressing server would send them:
// text (HTML, CSS, JS, SVG, JSON) gzipped; fonts and raster images as they are.
import { gzipSync } from "node:zlib";

const kindOf = (type, url) => {
  if (type === "document") return "html";
  if (type === "stylesheet") return "css";
  if (type === "script") return "js";
  if (type === "font") return "fonts";
  if (type === "image" || /\.(svg|png|jpe?g|webp|avif|gif|ico)(\?|$)/.test(url)) return "images";
  return "other";
};
const compressible = (contentType) => /text\/|javascript|json|svg|xml/.test(contentType);

/** Loads the page, scrolls to the end so lazy content loads too, and sums what came over the wire. */
export async function pageWeight(context, url) {
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (res) =>
    bodies.push(
      res.body().then(
        (body) => ({
          kind: kindOf(res.request().resourceType(), res.url()),
          bytes: compressible(res.headers()["content-type"] ?? "") ? gzipSync(body).length : body.length,
        }),
        () => null, // redirects and aborted requests have no body
      ),
    ),
  );
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const totals = { html: 0, css: 0, js: 0, fonts: 0, images: 0, other: 0 };
  for (const item of await Promise.all(bodies)) if (item) totals[item.kind] += item.bytes;
  await page.close();
  return { ...totals, total: Object.values(totals).reduce((a, b) => a + b, 0) };
}
