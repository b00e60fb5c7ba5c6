// A VAPID key pair made for the tests only (npm run push:keys), never for a real site: the worker
// tests bind it (vitest.config.ts) and the browser tests' server gets it (playwright.config.ts),
// so push is configured in both without a .dev.vars.
export const testVapidKeys = {
  VAPID_PUBLIC_KEY: "BCWay2Bla5a4TOOwfxMtm5u5-GzJFsiPvlVMxycxsmR2O0JYxwdxk8z1UAwTmI30FH8GQaJQNc0x75tXF99K4EY",
  VAPID_PRIVATE_KEY: "4wMLsTiEw9-fMiHpPg6hWOSvsnBH4jTNVWwRXoXoglE",
};
