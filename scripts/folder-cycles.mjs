// Counts the cycles between src/'s top-level folders (src/pages/admin counts as src/pages), which
// the README's layering forbids: `node scripts/folder-cycles.mjs`. Prints each cycle with the imports
// that close it, and the count; exits non-zero when there is one. `npm run deps` enforces the same
// thing through the layer rules in .dependency-cruiser.cjs; this is the number to quote.
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const tsConfig = extractTSConfig("tsconfig.json");
const { output } = await cruise(
  ["src"],
  { tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" }, tsConfig: { fileName: "tsconfig.json" } },
  {},
  { tsConfig },
);

const folderOf = (path) => /^src\/([^/]+)/.exec(path)?.[1] ?? null;
const imports = new Map(); // "a -> b" => the module imports behind it
for (const module of output.modules) {
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!from || !to || from === to) continue;
    const key = `${from} -> ${to}`;
    if (!imports.has(key)) imports.set(key, []);
    imports.get(key).push(`${module.source} -> ${dependency.resolved}`);
  }
}
const next = new Map();
for (const key of imports.keys()) {
  const [from, to] = key.split(" -> ");
  next.set(from, [...(next.get(from) ?? []), to]);
}

// Every elementary cycle once: it starts at its alphabetically first folder.
const cycles = [];
const walk = (start, path) => {
  for (const to of next.get(path.at(-1)) ?? []) {
    if (to === start) cycles.push(path);
    else if (to > start && !path.includes(to)) walk(start, [...path, to]);
  }
};
for (const start of [...next.keys()].sort()) walk(start, [start]);

for (const cycle of cycles) {
  console.log(cycle.concat(cycle[0]).join(" -> "));
  cycle.forEach((from, i) => console.log(`   ${imports.get(`${from} -> ${cycle[(i + 1) % cycle.length]}`)[0]}`));
}
console.log(`${cycles.length} cycle(s) between top-level folders of src/`);
process.exitCode = cycles.length ? 1 : 0;
