// Builds the site's CSS (Tailwind) and the islands bundles (esbuild) into public/build/
// with content-hashed names, then writes the manifest the Worker reads to link them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { build } from "esbuild";
import { buildShareImages } from "./build-share-images.mjs";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "public/build");
const hash = (data) => createHash("sha256").update(data).digest("hex").slice(0, 12);

// Old hashed files are kept for an hour rather than wiped: a running dev server or test run may
// still link them while another build writes new ones. Files one by one: a folder's own time only
// changes when a file is added to it, and the share images in og/ are reused across builds.
mkdirSync(outDir, { recursive: true });
const filesUnder = (dir) =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
for (const path of filesUnder(outDir)) {
  if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
}

/** Bundles one browser entry: its file, and the chunks it imports statically (worth a modulepreload). */
async function bundle(name, entry, define = {}) {
  const result = await build({
    entryPoints: { [name]: join(root, entry) },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"', ...define },
    // Files of this build named by URL (the lazy code above) are fetched at run time, not bundled.
    external: ["/build/*"],
    outdir: outDir,
    entryNames: "[name]-[hash]",
    // Code that islands load on demand (the quote form's toasts) goes in its own hashed chunks.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const [file, output] = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint);
  const jsPreload = output.imports.filter((i) => i.kind === "import-statement").map((i) => `/build/${relative(outDir, resolve(i.path))}`);
  return { file: resolve(file), js: `/build/${relative(outDir, resolve(file))}`, jsPreload };
}
// Two builds, not two entries of one: shared code would then be split into chunks both import,
// and the public pages' first load would grow by requests. The owner's screens load their own.
// The public pages' code that waits for an island to wake (React and its islands, the counters):
// built first, so that the small entry can name its files. The entry imports them by URL at run
// time, never statically, so the first load is that one file and no chunk it would share with them.
const lazyBundle = (name, entry) =>
  build({
    entryPoints: { [name]: join(root, entry) },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outdir: outDir,
    entryNames: "chunks/[name]-[hash]",
    // React's islands load the form's extras on demand; the counters are one small file.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
// Separate builds: a chunk shared between the two (esbuild's helpers) would be one more request for the counters.
const lazyBuilds = {
  "src/client/react-islands.ts": await lazyBundle("react-islands", "src/client/react-islands.ts"),
  "src/client/counters.ts": await lazyBundle("counters", "src/client/counters.ts"),
};
const lazyOutput = (entry) => Object.entries(lazyBuilds[entry].metafile.outputs).find(([, out]) => out.entryPoint?.endsWith(entry));
const lazyUrl = (entry) => `/build/${relative(outDir, resolve(lazyOutput(entry)[0]))}`;
/** What waking it fetches: the file and the chunks it imports statically (for npm run size). */
const wakeFiles = (entry) => [
  lazyUrl(entry),
  ...lazyOutput(entry)[1]
    .imports.filter((i) => i.kind === "import-statement")
    .map((i) => `/build/${relative(outDir, resolve(i.path))}`),
];
const site = await bundle("islands", "src/client/main.ts", {
  __REACT_ISLANDS__: JSON.stringify(lazyUrl("src/client/react-islands.ts")),
  __COUNTERS__: JSON.stringify(lazyUrl("src/client/counters.ts")),
});
const admin = await bundle("admin", "src/client/admin.tsx");
// The customer's own page (/my/<token>) loads only its notifications opt-in: no React, no islands.
const customerPush = await bundle("customer-push", "src/client/customer-push.ts");

// The installed inbox's icons, drawn from the brand's own mark (public/favicon.svg): "any" icons
// are the mark itself; the maskable and Apple ones fill the square with its red and keep the truck
// inside the safe zone the launcher may crop to; the badge is the truck alone, white on clear
// (Android draws it monochrome in the status bar).
await initWasm(readFileSync(join(root, "node_modules/@resvg/resvg-wasm/index_bg.wasm")));
const mark = readFileSync(join(root, "public/favicon.svg"), "utf8");
const truck = mark.match(/<path[^>]*\/>(?:<circle[^>]*\/>)*/)[0];
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c81e1e"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${truck}</g></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 30) scale(1.15) translate(-32 -32)" fill="#fff">${truck.replace(/fill="#0f172a"/g, 'fill="#fff"')}</g></svg>`;
const iconSources = {
  "icon-192": [mark, 192],
  "icon-512": [mark, 512],
  "icon-maskable-512": [fullBleed(0.78), 512],
  "apple-touch-icon": [fullBleed(0.9), 180],
  badge: [badge, 96],
};
mkdirSync(join(outDir, "icons"), { recursive: true });
const icons = {};
for (const [name, [svg, size]] of Object.entries(iconSources)) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  const file = `icons/${name}-${hash(png)}.png`;
  writeFileSync(join(outDir, file), png);
  icons[name] = `/build/${file}`;
}

// The service workers are served by the Worker (a stable URL, so that the browser sees each new
// version): the owner's at /admin/sw.js, the customers' at /my/sw.js. Each one's code travels in a
// JSON file the Worker imports. One source shows the notifications (src/client/push-worker.ts); each
// entry adds what its worker may open, and is bundled apart so that neither carries the other's.
async function serviceWorkerJson(name, entry) {
  const built = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
    legalComments: "none",
    logLevel: "warning",
    define: { __ALERT_ICON__: JSON.stringify(icons["icon-192"]), __ALERT_BADGE__: JSON.stringify(icons.badge) },
  });
  const source = built.outputFiles[0].text;
  const tmp = join(outDir, `${name}.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify({ source }) + "\n");
  renameSync(tmp, join(outDir, `${name}.json`));
  return source;
}
const serviceWorkerSource = await serviceWorkerJson("admin-sw", "src/client/admin-sw.ts");
const customerServiceWorkerSource = await serviceWorkerJson("customer-sw", "src/client/customer-sw.ts");

// Every page's share image, drawn here once rather than in the Worker (src/og/share-images.tsx).
const shareImages = await buildShareImages(root, outDir);

// Tailwind on a variant of app.css (written next to the output): `sources` replaces its @source
// line, `tail` is CSS added after its own. Returns the minified CSS.
const appCss = readFileSync(join(root, "src/styles/app.css"), "utf8");
const allSources = '@source "../../src";';
if (!appCss.includes(allSources)) throw new Error(`src/styles/app.css no longer has ${allSources}: update scripts/build-assets.mjs`);
function tailwind(name, sources, tail) {
  const input = join(outDir, `${name}.${process.pid}.tmp.in.css`);
  const output = join(outDir, `${name}.${process.pid}.tmp.css`);
  writeFileSync(input, `${appCss.replace(allSources, () => sources)}\n${tail}\n`);
  execFileSync(join(root, "node_modules/.bin/tailwindcss"), ["-i", input, "-o", output, "--minify"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const css = readFileSync(output, "utf8").trim();
  rmSync(input);
  rmSync(output);
  return css;
}

// Until the whole stylesheet has arrived, what lies below the first screen is styled in part only
// (a class of the first screen's CSS, such as flex, without its neighbours): it must not widen the
// page (a phone would zoom out to show it, a desktop grow a scroll bar). The first screen's CSS
// clips it; the whole stylesheet, which comes later in the document, undoes that.
const css = tailwind("app", `@source ${JSON.stringify(join(root, "src"))};`, "main,footer{overflow-x:visible}");
const cssName = `app-${hash(css)}.css`;
writeFileSync(join(outDir, cssName), css);

/** A page's one inline script: bundled and minified, with the CSP hash that allows exactly this text (middleware/security.ts). */
async function inlineScript(entry, define) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    write: false,
    legalComments: "none",
    logLevel: "warning",
    define,
    external: ["/build/*"],
  });
  const code = result.outputFiles[0].text.trim();
  return { code, cspHash: `'sha256-${createHash("sha256").update(code).digest("base64")}'` };
}
// The public pages' one inline script (src/client/loader.ts): it answers the menus and holds an
// early quote form submit from the moment the page is parsed, then links the whole stylesheet and
// starts the entry after the largest paint.
const loader = await inlineScript("src/client/loader.ts", {
  __ENTRY__: JSON.stringify(site.js),
  __CSS__: JSON.stringify(`/build/${cssName}`),
});
// A customer's own page's (src/client/customer-loader.ts): its notifications opt-in after the largest paint.
const customerLoader = await inlineScript("src/client/customer-loader.ts", { __ENTRY__: JSON.stringify(customerPush.js) });

// The first screen's CSS, inlined in every public page's <head> so that it paints without waiting
// for the stylesheet, which the page links at the end of its body instead (Head.tsx, renderer.tsx):
// preflight, the theme and app.css's own rules, and the utilities of the classes that some public
// page's first screen uses at 390 x 844 or 1440 x 900 (src/styles/first-screen-classes.txt, written by
// npm run first-screen; e2e/first-paint.test.ts fails when a first screen needs one it lacks). One
// text for every page, so the CSP names it by one hash.
const firstScreenClasses = readFileSync(join(root, "src/styles/first-screen-classes.txt"), "utf8").split(/\s+/).filter(Boolean);
const firstScreenTailwind = tailwind(
  "first-screen",
  `@source inline(${JSON.stringify(firstScreenClasses.join(" "))});`,
  "main,footer{overflow-x:clip}",
);
// Less to pay again on every page view: the @property fallbacks for browsers from before 2024
// (Safari 16.3, Firefox 127) wait for the whole stylesheet, which has them.
const withoutBlock = (code, opening) => {
  const start = code.indexOf(opening);
  if (start < 0) return code;
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    if (code[i] === "{") depth++;
    else if (code[i] === "}" && --depth === 0) return code.slice(0, start) + code.slice(i + 1);
  }
  return code;
};
// Nor the base rules for what no first screen has: form internals (placeholders, date, file and
// number inputs, textareas, option groups), code, tables, progress bars, summaries (the whole
// stylesheet has them before anyone scrolls there; e2e/first-paint.test.ts checks every first screen).
const notOnFirstScreens =
  /^(?:abbr\S*|code|kbd|samp|pre|small|sub|sup|table|progress|summary|textarea|:-moz-\S+|::-webkit-\S+|::file-selector-button|::placeholder|:where\(select\S*\)\s.*)$/;
function withoutUnusedBase(code) {
  const open = code.indexOf("@layer base{");
  if (open < 0) return code;
  const kept = [];
  let depth = 0;
  let ruleStart = open + "@layer base{".length;
  for (let i = ruleStart; i < code.length; i++) {
    if (code[i] === "{") depth++;
    else if (code[i] === "}") {
      if (depth === 0) return code.slice(0, open) + "@layer base{" + kept.join("") + code.slice(i);
      if (--depth === 0) {
        const rule = code.slice(ruleStart, i + 1);
        const selectors = rule.slice(0, rule.indexOf("{")).split(",");
        const unused = rule.startsWith("@supports")
          ? rule.includes("::placeholder")
          : selectors.every((sel) => notOnFirstScreens.test(sel.trim()));
        if (!unused) kept.push(rule);
        ruleStart = i + 1;
      }
    }
  }
  return code;
}
const firstScreenCode = withoutUnusedBase(withoutBlock(firstScreenTailwind, "@layer properties{"));
const firstScreenCss = { code: firstScreenCode, cspHash: `'sha256-${createHash("sha256").update(firstScreenCode).digest("base64")}'` };

// The build id changes whenever any source, asset or dependency changes, so edge-cached
// HTML keyed with it is never served stale after a deploy. (Share images need no such key:
// their file names carry their own hash.)
const buildHash = createHash("sha256");
for (const file of [...filesUnder(join(root, "src")), ...filesUnder(join(root, "migrations")), join(root, "package-lock.json")]) {
  buildHash.update(relative(root, file)).update(readFileSync(file));
}
buildHash
  .update(css)
  .update(firstScreenCode)
  .update(readFileSync(site.file))
  .update(readFileSync(admin.file))
  .update(readFileSync(customerPush.file))
  .update(serviceWorkerSource)
  .update(customerServiceWorkerSource);

const manifest = {
  buildId: buildHash.digest("hex").slice(0, 16),
  css: `/build/${cssName}`,
  firstScreenCss,
  js: site.js,
  jsPreload: site.jsPreload,
  loader,
  admin: { js: admin.js, jsPreload: admin.jsPreload },
  customerPush: { js: customerPush.js, jsPreload: customerPush.jsPreload, loader: customerLoader },
  wake: { react: wakeFiles("src/client/react-islands.ts"), counters: wakeFiles("src/client/counters.ts") },
  icons,
  shareImages: shareImages.images,
};
const tmpManifest = join(outDir, `manifest.${process.pid}.tmp`);
writeFileSync(tmpManifest, JSON.stringify(manifest, null, 2) + "\n");
renameSync(tmpManifest, join(outDir, "manifest.json"));
console.log(`assets built: ${manifest.css} ${manifest.js} ${manifest.admin.js} ${manifest.customerPush.js} (build ${manifest.buildId})`);
console.log(`share images: ${shareImages.drawn} drawn, ${shareImages.reused} reused, ${Math.round(shareImages.ms)} ms`);
