import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import ogs from "open-graph-scraper";
import type { Browser } from "playwright-core";
import { BASE_URL, launch, openPage, phone } from "./browser.ts";

// What a messaging app's link preview sees: a reader that only parses the server HTML.
const pages = ["/", "/junk-removal", "/the-woodlands-tx"];

function pngSize(bytes: Uint8Array) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "PNG signature");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("link previews", () => {
  for (const path of pages) {
    it(`${path}: a link-preview reader finds title, description and a 1200x630 PNG image`, async () => {
      const { error, result } = await ogs({ url: BASE_URL + path });
      assert.equal(error, false);
      assert.ok(result.ogTitle && result.ogTitle.length >= 30, `og:title ${result.ogTitle}`);
      assert.ok(result.ogDescription && result.ogDescription.length >= 70, `og:description ${result.ogDescription}`);
      assert.equal(result.twitterCard, "summary_large_image");
      assert.equal(result.ogUrl, BASE_URL + path);
      const image = result.ogImage?.[0];
      assert.ok(image, "og:image present");
      assert.equal(String(image.width), "1200");
      assert.equal(String(image.height), "630");
      assert.match(image.url, /^https?:\/\/.+\/api\/og-image/);
      const res = await fetch(image.url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/png");
      const bytes = new Uint8Array(await res.arrayBuffer());
      assert.ok(bytes.length <= 300 * 1024, `${bytes.length} bytes`);
      assert.deepEqual(pngSize(bytes), { width: 1200, height: 630 });
    });
  }
});

describe("structured data in Chromium", () => {
  let browser: Browser;
  before(async () => (browser = await launch()));
  after(() => browser.close());

  it("the home page's JSON-LD blocks parse in the browser and cause no console problems", async () => {
    const { page, context, problems } = await openPage(browser, "/", phone);
    await page.waitForLoadState("networkidle");
    const types = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")["@type"]));
    assert.deepEqual(types, ["MovingCompany"]);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
