// The one browser setup, shared by the browser tests (playwright.config.ts) and the audit
// (scripts/audit.mjs): the system Chromium, its flags on a headless, offline, sandbox-less machine,
// and the two screen sizes every page is checked at. Never `npx playwright install`: no downloads here.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const desktop = { viewport: { width: 1440, height: 900 } };
