import ogs from "open-graph-scraper";
import { expect, phone, test } from "./fixtures";

// What a messaging app's link preview sees: a reader that only parses the server HTML.
const pages = ["/", "/junk-removal", "/the-woodlands-tx"];

function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)], "PNG signature").toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test.describe("link previews", () => {
  for (const path of pages) {
    test(`${path}: a link-preview reader finds title, description and a 1200x630 PNG image`, async ({ baseURL, request }) => {
      const { error, result } = await ogs({ url: baseURL + path });
      expect(error).toBe(false);
      expect(result.ogTitle && result.ogTitle.length >= 30, `og:title ${result.ogTitle}`).toBeTruthy();
      expect(result.ogDescription && result.ogDescription.length >= 70, `og:description ${result.ogDescription}`).toBeTruthy();
      expect(result.twitterCard).toBe("summary_large_image");
      expect(result.ogUrl).toBe(baseURL + path);
      const image = result.ogImage?.[0];
      expect(image, "og:image present").toBeTruthy();
      expect(String(image!.width)).toBe("1200");
      expect(String(image!.height)).toBe("630");
      expect(image!.url).toMatch(/^https?:\/\/.+\/api\/og-image/);
      const res = await request.get(image!.url);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const bytes = new Uint8Array(await res.body());
      expect(bytes.length <= 300 * 1024, `${bytes.length} bytes`).toBe(true);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    });
  }
});

test.describe("structured data in Chromium", () => {
  test.use(phone);

  test("the home page's JSON-LD blocks parse in the browser and cause no console problems", async ({ page, problems }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")["@type"]));
    expect(types).toEqual(["MovingCompany", "WebPage"]);
    expect(problems).toEqual([]);
  });
});
