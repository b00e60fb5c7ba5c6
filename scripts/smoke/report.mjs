// What the smoke check prints: a table of every check, a summary line, and on a failure the
// failures again with how to go back to the version that was live before.

const columns = [
  ["check", (r) => r.check],
  ["target", (r) => r.target],
  ["result", (r) => (r.ok ? "ok" : "FAIL")],
  ["detail", (r) => r.detail],
];

/** The rows as an aligned text table; the last column is not padded. */
export function table(rows) {
  const cells = [columns.map(([name]) => name), ...rows.map((r) => columns.map(([, cell]) => cell(r)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) => values.map((v, i) => (i < values.length - 1 ? v.padEnd(widths[i]) : v)).join("  ");
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function summary(origin, rows) {
  const failed = rows.filter((r) => !r.ok).length;
  return failed
    ? `Smoke check of ${origin}: ${failed} of ${rows.length} checks FAILED.`
    : `Smoke check of ${origin}: all ${rows.length} checks passed.`;
}

/** The failures, one line each, and the way back: `wrangler rollback` makes the previous version live again. */
export function failureReport(rows) {
  const failures = rows.filter((r) => !r.ok).map((r) => `  - ${r.check} ${r.target}: ${r.detail}`);
  return [
    "Failed:",
    ...failures,
    "",
    "If this follows a deploy, the broken version is live. To go back to the one before it:",
    '  npx wrangler rollback --message "smoke check failed"',
    "(`npx wrangler deployments list` shows the versions; `npx wrangler rollback <version-id>` picks one.)",
    "A rollback restores the Worker's code and settings only: database migrations already applied stay applied.",
  ].join("\n");
}
