// Written by scripts/build-assets.mjs (npm run build:assets, wrangler's [build]).
import manifest from "../public/build/manifest.json";

type Bundle = { js: string; jsPreload: string[] };

/** The public pages' bundle at the top level; the owner's screens load `admin`, the customer's page `customerPush`. */
export const assets: {
  buildId: string;
  css: string;
  /** The first screen's CSS every public page inlines, and its CSP hash. */
  firstScreenCss: { code: string; cspHash: string };
  loader: { code: string; cspHash: string };
  admin: Bundle;
  /** The customer's own page (/my/<token>): its notifications opt-in only. */
  customerPush: Bundle;
  wake: { react: string[]; counters: string[] };
  icons: Record<"icon-192" | "icon-512" | "icon-maskable-512" | "apple-touch-icon" | "badge", string>;
  shareImages: Record<string, string> & { default: string };
} & Bundle = manifest;
