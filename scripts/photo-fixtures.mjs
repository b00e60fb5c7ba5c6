// Writes test/photo-fixtures.ts: real pictures for the photo cleaner's tests (src/photos/clean.ts),
// drawn on a 64x48 canvas in the system Chromium and saved by its own encoders, plus a progressive
// JPEG made from the same picture by jpegtran (Debian's libjpeg-turbo-progs: apt-get install
// libjpeg-turbo-progs). Then checks, in the same Chromium, that every fixture and what the cleaner
// makes of it (and of the phone-style files test/photo-builders.ts builds from it) still decodes
// to the same pixels, turned by the EXIF Orientation it kept. The worker tests cannot decode
// pictures; this is where that is shown. Needs Node 24 (node_modules/.bin) to import the .ts files:
//   PATH=$PWD/node_modules/.bin:$PATH node scripts/photo-fixtures.mjs           # write, then check
//   PATH=$PWD/node_modules/.bin:$PATH node scripts/photo-fixtures.mjs --check   # check only
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tools/browser.mjs";

const fixturesFile = new URL("../test/photo-fixtures.ts", import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage();

if (!process.argv.includes("--check")) writeFixtures(await render());
await check();
await browser.close();

/** The picture: a gradient with a red square at the top left and a blue bar at the bottom, so a turn shows. */
async function render() {
  const urls = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const g = canvas.getContext("2d");
    const gradient = g.createLinearGradient(0, 0, 64, 48);
    gradient.addColorStop(0, "#f4e3b0");
    gradient.addColorStop(1, "#2f7d4f");
    g.fillStyle = gradient;
    g.fillRect(0, 0, 64, 48);
    g.fillStyle = "#d22";
    g.fillRect(2, 2, 14, 14);
    g.fillStyle = "#1846c4";
    g.fillRect(0, 40, 64, 8);
    g.fillStyle = "#111";
    g.font = "bold 14px sans-serif";
    g.fillText("SJR", 22, 30);
    const opaque = {
      jpeg: canvas.toDataURL("image/jpeg", 0.92),
      png: canvas.toDataURL("image/png"),
      webpLossy: canvas.toDataURL("image/webp", 0.8),
      webpLossless: canvas.toDataURL("image/webp", 1),
    };
    g.clearRect(44, 28, 20, 12);
    return { ...opaque, webpAlpha: canvas.toDataURL("image/webp", 0.8) };
  });
  const fixtures = Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, url.slice(url.indexOf(",") + 1)]));
  const dir = mkdtempSync(join(tmpdir(), "photo-fixtures-"));
  try {
    writeFileSync(join(dir, "in.jpg"), Buffer.from(fixtures.jpeg, "base64"));
    // Every 2 MCUs a restart marker, so the scans hold RSTn as well as FF 00 stuffing.
    const progressive = execFileSync("jpegtran", ["-copy", "all", "-progressive", "-restart", "2B", join(dir, "in.jpg")]);
    fixtures.progressiveJpeg = progressive.toString("base64");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return fixtures;
}

function writeFixtures(fixtures) {
  const notes = {
    jpeg: 'canvas.toDataURL("image/jpeg", 0.92): JFIF, an sRGB ICC profile (APP2), baseline',
    progressiveJpeg: "the JPEG through `jpegtran -copy all -progressive -restart 2B`: several scans with DHT between them, RSTn",
    png: 'canvas.toDataURL("image/png")',
    webpLossy: 'canvas.toDataURL("image/webp", 0.8): VP8X, ICCP, VP8',
    webpLossless: 'canvas.toDataURL("image/webp", 1): VP8X, ICCP, VP8L',
    webpAlpha: 'the bottom-right corner cleared, canvas.toDataURL("image/webp", 0.8): VP8X, ICCP, ALPH, VP8',
  };
  const entries = Object.keys(notes).map((name) => `  /** ${notes[name]}. */\n  ${name}:\n    "${fixtures[name]}",`);
  writeFileSync(
    fixturesFile,
    `// Real 64x48 pictures (a gradient, a red square top left, a blue bar at the bottom, "SJR"), drawn on
// a canvas in Chromium ${browser.version()} and saved by its encoders, as base64. Made by
// scripts/photo-fixtures.mjs, which also shows that Chromium decodes what the cleaner makes of them.
export const photoFixtures = {
${entries.join("\n")}
} as const;

export type PhotoFixture = keyof typeof photoFixtures;
`,
  );
  console.log(`wrote ${fixturesFile}`);
}

async function check() {
  const { cleanPhoto } = await import("../src/photos/clean.ts");
  const { fromBase64, phoneJpeg, pngChunk, pngWith, simpleWebp, text, webpWithMetadata } = await import("../test/photo-builders.ts");
  const { photoFixtures } = await import(`../test/photo-fixtures.ts?${Date.now()}`);
  const f = (name) => fromBase64(photoFixtures[name]);
  const cases = [
    ...Object.keys(photoFixtures).map((name) => [name, f(name)]),
    ["phone JPEG, Orientation 6 (MM)", phoneJpeg(f("jpeg"), { orientation: 6 })],
    ["phone JPEG, Orientation 3 (II), after JFIF", phoneJpeg(f("jpeg"), { orientation: 3, little: true, afterJfif: true })],
    ["phone JPEG, Orientation 1", phoneJpeg(f("jpeg"), { orientation: 1 })],
    ["phone progressive JPEG, Orientation 8", phoneJpeg(f("progressiveJpeg"), { orientation: 8 })],
    [
      "PNG with tEXt and tIME",
      pngWith(f("png"), { afterHeader: [pngChunk("tEXt", text("Comment\0hi"))], beforeEnd: [pngChunk("tIME", new Uint8Array(7))] }),
    ],
    ["WebP lossy with EXIF and XMP", webpWithMetadata(f("webpLossy"))],
    ["WebP alpha with EXIF and XMP", webpWithMetadata(f("webpAlpha"))],
    ["simple WebP (VP8)", simpleWebp(f("webpLossy"))],
    ["simple WebP (VP8L)", simpleWebp(f("webpLossless"))],
  ];
  let failures = 0;
  console.log("case | bytes in -> out | cleaner's size | Chromium: original -> cleaned | max pixel difference");
  for (const [label, input] of cases) {
    const result = cleanPhoto(input);
    if (!result.ok) {
      failures++;
      console.log(`${label} | ${input.length} | REFUSED: ${result.problem}`);
      continue;
    }
    const { bytes, type, width, height } = result.photo;
    const decoded = await page.evaluate(
      async ([a, b, type]) => {
        const decode = async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const g = canvas.getContext("2d");
          g.drawImage(bitmap, 0, 0);
          return { width: bitmap.width, height: bitmap.height, pixels: g.getImageData(0, 0, bitmap.width, bitmap.height).data };
        };
        const [before, after] = [await decode(a), await decode(b)];
        let diff = before.width === after.width && before.height === after.height ? 0 : Infinity;
        for (let i = 0; diff !== Infinity && i < before.pixels.length; i++)
          diff = Math.max(diff, Math.abs(before.pixels[i] - after.pixels[i]));
        return { before: `${before.width}x${before.height}`, after: `${after.width}x${after.height}`, diff };
      },
      [Buffer.from(input).toString("base64"), Buffer.from(bytes).toString("base64"), type],
    );
    // Decoding turns the picture by its Orientation: 5 to 8 swap width and height.
    const turned = decoded.after === `${width}x${height}` || decoded.after === `${height}x${width}`;
    if (!turned || decoded.diff > 2) failures++;
    console.log(
      `${label} | ${input.length} -> ${bytes.length} | ${width}x${height} | ${decoded.before} -> ${decoded.after} | ${decoded.diff}`,
    );
  }
  console.log(failures ? `${failures} FAILED` : "all decode as before");
  if (failures) process.exitCode = 1;
}
