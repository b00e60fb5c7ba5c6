// Builds the site's CSS (Tailwind) and the islands bundles (esbuild) into public/build/
// with content-hashed names, then writes the manifest the Worker reads to link them.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "public/build");
const hash = (data) => createHash("sha256").update(data).digest("hex").slice(0, 12);

// Old hashed files are kept for an hour rather than wiped: a running dev server or test run may
// still link them while another build writes new ones.
mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) {
  const path = join(outDir, name);
  if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
}

/** Bundles one browser entry: its file, and the chunks it imports statically (worth a modulepreload). */
async function bundle(name, entry) {
  const result = await build({
    entryPoints: { [name]: join(root, entry) },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
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
const site = await bundle("islands", "src/client/main.tsx");
const admin = await bundle("admin", "src/client/admin.tsx");

const tmpCss = join(outDir, `app.${process.pid}.tmp.css`);
execFileSync(join(root, "node_modules/.bin/tailwindcss"), ["-i", join(root, "src/styles/app.css"), "-o", tmpCss, "--minify"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
const css = readFileSync(tmpCss);
const cssName = `app-${hash(css)}.css`;
writeFileSync(join(outDir, cssName), css);
rmSync(tmpCss);

// The build id changes whenever any source, asset or dependency changes, so edge-cached
// HTML and share images keyed with it are never served stale after a deploy.
const buildHash = createHash("sha256");
const walk = (dir) =>
  readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
for (const file of [...walk(join(root, "src")), ...walk(join(root, "migrations")), join(root, "package-lock.json")]) {
  buildHash.update(relative(root, file)).update(readFileSync(file));
}
buildHash.update(css).update(readFileSync(site.file)).update(readFileSync(admin.file));

const manifest = {
  buildId: buildHash.digest("hex").slice(0, 16),
  css: `/build/${cssName}`,
  js: site.js,
  jsPreload: site.jsPreload,
  admin: { js: admin.js, jsPreload: admin.jsPreload },
};
const tmpManifest = join(outDir, `manifest.${process.pid}.tmp`);
writeFileSync(tmpManifest, JSON.stringify(manifest, null, 2) + "\n");
renameSync(tmpManifest, join(outDir, "manifest.json"));
console.log(`assets built: ${manifest.css} ${manifest.js} ${manifest.admin.js} (build ${manifest.buildId})`);
