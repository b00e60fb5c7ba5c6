// Where CI's time goes: each stage's wall time (reports/stages.tsv, written by .ci/run), then the 10
// slowest browser test files (reports/playwright.json) and the 10 slowest worker test files
// (reports/vitest.json). A file's time is the sum of its tests' times (retries included) for the
// browser tests, and its own start-to-end time for the worker tests: the time a worker spent on it.
// The suite's budget and how to read the table: README, "Test budget".
//   node scripts/test-timings.mjs [--top N] [--reports DIR]
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { top: { type: "string", default: "10" }, reports: { type: "string", default: "reports" } } });
const top = Number(values.top);
const read = (name) => {
  const file = join(values.reports, name);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Prints rows of cells as a table with aligned columns; numbers right-aligned. */
function table(title, header, rows) {
  console.log(`\n${title}`);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[\d.,]+( s|%)?$/.test(String(r[i]))));
  for (const row of all)
    console.log("  " + row.map((cell, i) => (numeric[i] ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join("  "));
}

const stages = read("stages.tsv");
if (stages) {
  const rows = stages
    .trim()
    .split("\n")
    .map((line) => line.split("\t"))
    .map(([stage, ms, load]) => [stage, seconds(Number(ms)), load ?? ""]);
  const total = stages
    .trim()
    .split("\n")
    .reduce((sum, line) => sum + Number(line.split("\t")[1]), 0);
  rows.push(["total", seconds(total), ""]);
  table("Stages (wall time; load average at the stage's end)", ["stage", "time", "load"], rows);
}

const playwright = read("playwright.json");
if (playwright) {
  const report = JSON.parse(playwright);
  /** @type {Map<string, { ms: number, tests: number }>} */
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? { ms: 0, tests: 0 };
      for (const t of spec.tests) {
        entry.tests += 1;
        for (const r of t.results) entry.ms += r.duration;
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const sum = [...files.values()].reduce((s, f) => s + f.ms, 0);
  const rows = [...files.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, top)
    .map(([file, f]) => [`e2e/${file}`, f.tests, seconds(f.ms), `${((100 * f.ms) / sum).toFixed(0)}%`]);
  table(
    `Slowest browser test files (${files.size} files, ${seconds(sum)} of test time on ${report.config?.workers ?? "?"} workers, ${seconds(report.stats.duration)} wall)`,
    ["file", "tests", "time", "share"],
    rows,
  );
}

const vitest = read("vitest.json");
if (vitest) {
  const report = JSON.parse(vitest);
  const files = report.testResults.map((f) => ({
    file: f.name.startsWith(process.cwd()) ? relative(process.cwd(), f.name) : (f.name.match(/\/((?:test|src)\/.*)$/)?.[1] ?? f.name),
    tests: f.assertionResults.length,
    ms: f.endTime - f.startTime,
  }));
  const sum = files.reduce((s, f) => s + f.ms, 0);
  const rows = files
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map((f) => [f.file, f.tests, seconds(f.ms), `${((100 * f.ms) / sum).toFixed(0)}%`]);
  table(`Slowest worker test files (${files.length} files, ${seconds(sum)} of file time)`, ["file", "tests", "time", "share"], rows);
}
