import satori, { init as initSatori } from "satori/standalone";
import yoga from "satori/yoga.wasm";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { ReactNode } from "react";
import { underlay } from "./art";
import { fonts } from "./fonts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// Runs when the site is built (scripts/build-share-images.mjs bundles it for Node, the wasm and
// fonts as bytes) and in the worker tests, where workerd hands the wasm over precompiled (it refuses
// to compile wasm from bytes). The Worker itself never imports it. Both inits start once, and every
// render awaits the same promise.
const ready = Promise.all([initSatori(yoga), initWasm(resvgWasm)]);
// A failed init surfaces in renderPng (failing the build, or the test), not as an unhandled rejection.
ready.catch(() => {});

/** Renders a satori text layer over the card's shapes (art.ts) to a 1200x630 PNG. */
export async function renderPng(element: ReactNode): Promise<Uint8Array> {
  await ready;
  const text = await satori(element, { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  // The static shapes go first inside satori's root <svg>, so the text paints over them.
  const svg = text.replace(/^<svg[^>]*>/, (open) => open + underlay);
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
