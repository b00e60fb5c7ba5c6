// Written by scripts/build-assets.mjs (npm run build:assets, wrangler's [build]).
import manifest from "../public/build/manifest.json";

type Bundle = { js: string; jsPreload: string[] };
/** A page's one inline script, and the CSP hash that allows exactly its text. */
type InlineScript = { code: string; cspHash: string };

/** The public pages' bundle at the top level; the owner's screens load `admin`, the customer's page `customerPush`. */
export const assets: {
  buildId: string;
  css: string;
  /** The first screen's CSS every public page inlines, and its CSP hash. */
  firstScreenCss: { code: string; cspHash: string };
  /** The public pages' inline loader of their entry (client/loader.ts). */
  loader: InlineScript;
  admin: Bundle;
  /** The customer's own page (/my/<token>): its notifications opt-in only, asked for by its own inline loader (client/customer-loader.ts). */
  customerPush: Bundle & { loader: InlineScript };
  wake: { react: string[]; counters: string[] };
  icons: Record<"icon-192" | "icon-512" | "icon-maskable-512" | "apple-touch-icon" | "badge", string>;
  shareImages: Record<string, string> & { default: string };
} & Bundle = manifest;
