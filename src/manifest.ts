// Written by scripts/build-assets.mjs (npm run build:assets, wrangler's [build]).
import manifest from "../public/build/manifest.json";

export const assets: { buildId: string; css: string; js: string; jsPreload: string[] } = manifest;
