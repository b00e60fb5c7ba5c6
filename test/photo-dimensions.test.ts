import { describe, expect, it } from "vitest";
import { cleanPhoto } from "../src/photos/clean";
import { animatedWebp, blankPng, fromBase64, jpegSized, pngSized, simpleWebp, webpSized } from "./photo-builders";
import { photoFixtures, type PhotoFixture } from "./photo-fixtures";

// A photo's size in pixels, read from its header, is at most 12,000 on a side and 50 megapixels:
// enough for any phone's camera, while a picture that says more costs gigabytes to draw in the
// owner's browser, however few bytes it is (a one-colour PNG deflates about a thousand times).
// The files here are the 64x48 fixtures with their headers rewritten: the cleaner never decodes.

const fixture = (name: PhotoFixture) => fromBase64(photoFixtures[name]);

const answer = (input: Uint8Array) => {
  const result = cleanPhoto(input);
  return result.ok ? { width: result.photo.width, height: result.photo.height } : result.problem;
};

/** Each header that states a size, and the largest side it can state. */
const formats: [string, (width: number, height: number) => Uint8Array, number][] = [
  ["a JPEG (SOF0)", (w, h) => jpegSized(fixture("jpeg"), w, h), 0xffff],
  ["a progressive JPEG (SOF2)", (w, h) => jpegSized(fixture("progressiveJpeg"), w, h), 0xffff],
  ["a PNG (IHDR)", (w, h) => pngSized(fixture("png"), w, h), 0x7fffffff],
  ["a simple lossy WebP (VP8)", (w, h) => webpSized(simpleWebp(fixture("webpLossy")), w, h), 0x3fff],
  ["a simple lossless WebP (VP8L)", (w, h) => webpSized(simpleWebp(fixture("webpLossless")), w, h), 0x4000],
  ["an extended WebP (VP8X canvas and its VP8)", (w, h) => webpSized(fixture("webpLossy"), w, h), 0x3fff],
  ["an extended lossless WebP (VP8X canvas and its VP8L)", (w, h) => webpSized(fixture("webpLossless"), w, h), 0x4000],
  ["an animated WebP (VP8X canvas)", (w, h) => animatedWebp(fixture("webpLossy"), w, h), 0x1000000],
];

describe("cleanPhoto: pixel dimensions", () => {
  it("refuses a real PNG of 20000 x 20000 pixels, a few dozen KB, as too large", async () => {
    const input = await blankPng(20000, 20000);
    expect(input.length).toBeLessThan(100 * 1024);
    expect(answer(input)).toBe("dimensions");
    // The same picture at a size a phone takes is a photo like any other.
    expect(answer(await blankPng(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it.each(formats)("accepts %s declaring 12000 x 4000 (48 MP), 4000 x 12000 and 10000 x 5000 (50 MP exactly)", (_, sized) => {
    for (const [width, height] of [
      [12000, 4000],
      [4000, 12000],
      [10000, 5000],
      [64, 48],
    ] as const) {
      expect(answer(sized(width, height)), `${width} x ${height}`).toEqual({ width, height });
    }
  });

  it.each(formats)("refuses %s declaring 8000 x 7000 (56 MP), 10000 x 5001 or 12001 pixels on a side", (_, sized) => {
    for (const [width, height] of [
      [8000, 7000],
      [7000, 8000],
      [10000, 5001],
      [12001, 100],
      [100, 12001],
    ] as const) {
      expect(answer(sized(width, height)), `${width} x ${height}`).toBe("dimensions");
    }
  });

  it.each(formats)("refuses %s declaring the largest size its header can hold, and 65535 x 65535 where it fits", (_, sized, largest) => {
    const sizes = [
      [largest, largest],
      [largest, 1],
      [1, largest],
    ];
    if (largest >= 0xffff) sizes.push([0xffff, 0xffff]);
    for (const [width, height] of sizes) expect(answer(sized(width!, height!)), `${width} x ${height}`).toBe("dimensions");
  });

  it("refuses a PNG declaring 2147483647 x 2147483647 and a JPEG declaring 65535 x 65535 pixels", () => {
    expect(answer(pngSized(fixture("png"), 2147483647, 2147483647))).toBe("dimensions");
    expect(answer(jpegSized(fixture("jpeg"), 65535, 65535))).toBe("dimensions");
  });

  it("finds an extended still WebP whose canvas is not its picture's size damaged, as libwebp does", () => {
    const canvasOnly = (w: number, h: number) => {
      const input = fixture("webpLossy").slice();
      input.set([(w - 1) & 0xff, ((w - 1) >> 8) & 0xff, (w - 1) >> 16, (h - 1) & 0xff, ((h - 1) >> 8) & 0xff, (h - 1) >> 16], 24);
      return input;
    };
    expect(answer(canvasOnly(64, 48))).toEqual({ width: 64, height: 48 });
    expect(answer(canvasOnly(65535, 65535))).toBe("damaged");
    expect(answer(canvasOnly(0x1000000, 0x1000000))).toBe("damaged");
    expect(answer(canvasOnly(32, 48))).toBe("damaged");
  });
});
