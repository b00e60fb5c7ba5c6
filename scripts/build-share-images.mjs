// Draws every page's share image (src/og/share-images.tsx) into public/build/og/ for the Worker
// to serve at /api/og-image/<key>. The drawing code is bundled for Node (its wasm and fonts as
// bytes) and each file is named by the hash of that code and the image's words: a build whose
// code and words did not change reuses the files and draws nothing.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const hash = (data) => createHash("sha256").update(data).digest("hex").slice(0, 12);

/** Returns { images: { key: "/build/og/<key>-<hash>.png" }, drawn, reused, ms }. */
export async function buildShareImages(root, outDir) {
  const started = performance.now();
  const bundled = await build({
    stdin: {
      contents: 'export { pages } from "./src/content/site-map"; export { shareImagesFor, renderShareImage } from "./src/og/share-images";',
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    loader: { ".wasm": "binary", ".woff": "binary", ".ttf": "binary" },
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    legalComments: "none",
    logLevel: "warning",
  });
  const code = bundled.outputFiles[0].text;
  const codeHash = hash(code);
  const modulePath = join(tmpdir(), `share-images-${codeHash}-${process.pid}.mjs`);
  writeFileSync(modulePath, code);
  let renderer;
  try {
    renderer = await import(pathToFileURL(modulePath).href);
  } finally {
    rmSync(modulePath, { force: true });
  }

  mkdirSync(join(outDir, "og"), { recursive: true });
  const images = {};
  let drawn = 0;
  for (const image of renderer.shareImagesFor(renderer.pages)) {
    const file = `og/${image.key}-${hash(codeHash + JSON.stringify(image))}.png`;
    const path = join(outDir, file);
    if (existsSync(path)) {
      const now = new Date();
      utimesSync(path, now, now); // still linked: not an old file for the clean-up
    } else {
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, await renderer.renderShareImage(image));
      // Renamed into place whole, so a server reading the folder never sees half a PNG.
      renameSync(tmp, path);
      drawn++;
    }
    images[image.key] = `/build/${file}`;
  }
  return { images, drawn, reused: Object.keys(images).length - drawn, ms: performance.now() - started };
}
