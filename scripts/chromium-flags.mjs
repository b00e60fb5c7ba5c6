// Flags for the system Chromium on a headless, offline, sandbox-less machine: shared by the
// browser tests (e2e/browser.ts) and the audit (scripts/audit/chromium.mjs).
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
