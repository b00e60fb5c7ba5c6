import { describe, expect, it } from "vitest";
import { get } from "./html";

// What a messaging app's link preview sees: a reader that only parses the server HTML. Read here
// with the runtime's own HTML parser (HTMLRewriter), not with the tests' head reader, so that markup
// a real parser reads differently from a regular expression would show.
const origin = "http://localhost";

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (s: string) => s.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e]!);

/** The Open Graph and Twitter tags of a page's HTML, as a link-preview reader finds them (the first of each). */
async function previewTags(html: string) {
  const tags = new Map<string, string>();
  await new HTMLRewriter()
    .on("meta", {
      element(el) {
        const key = el.getAttribute("property") ?? el.getAttribute("name");
        const content = el.getAttribute("content");
        if (key && content !== null && /^(?:og|twitter):/.test(key) && !tags.has(key)) tags.set(key, decode(content));
      },
    })
    .transform(new Response(html))
    .text();
  return tags;
}

function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)], "PNG signature").toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("link previews", () => {
  for (const path of ["/", "/junk-removal", "/the-woodlands-tx"]) {
    it(`${path}: a link-preview reader finds title, description and a 1200x630 PNG image`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const tags = await previewTags(await res.text());
      const title = tags.get("og:title") ?? "";
      const description = tags.get("og:description") ?? "";
      expect(title.length >= 30, `og:title ${title}`).toBe(true);
      expect(description.length >= 70, `og:description ${description}`).toBe(true);
      expect(tags.get("twitter:card")).toBe("summary_large_image");
      expect(tags.get("og:url")).toBe(origin + path);
      const image = tags.get("og:image") ?? "";
      expect(image).toMatch(/^https?:\/\/.+\/api\/og-image/);
      expect(tags.get("og:image:width")).toBe("1200");
      expect(tags.get("og:image:height")).toBe("630");
      const png = await get(image);
      expect(png.status).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await png.arrayBuffer());
      expect(bytes.length <= 300 * 1024, `${bytes.length} bytes`).toBe(true);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    });
  }
});

describe("structured data of the served home page", () => {
  it("has JSON-LD blocks, anywhere in the document, that parse: the business (MovingCompany) and the page (WebPage)", async () => {
    const bodies: string[] = [];
    await new HTMLRewriter()
      .on('script[type="application/ld+json"]', {
        element() {
          bodies.push("");
        },
        text({ text }) {
          bodies[bodies.length - 1] += text;
        },
      })
      .transform(await get("/"))
      .text();
    expect(bodies.map((body) => (JSON.parse(body) as { "@type": string })["@type"])).toEqual(["MovingCompany", "WebPage"]);
  });
});
