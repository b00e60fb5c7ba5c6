import { Hono } from "hono";
import serviceWorker from "../../../public/build/admin-sw.json";
import { adminScope, adminThemeColor } from "../../content/admin-app";
import { business } from "../../config/business";
import { assets } from "../../manifest";
import type { AdminEnv } from "../../auth/admin-env";

// What makes the inbox an installable app: its web app manifest and its service worker. Neither
// holds anything private (a browser fetches a manifest without cookies), so neither asks for a session.
export const installedAppRoutes = new Hono<AdminEnv>();

const webAppManifest = {
  id: "/admin",
  name: `${business.shortName} leads`,
  short_name: "Leads",
  description: `Quote requests for ${business.name}: alerts, notes and the schedule.`,
  start_url: "/admin",
  scope: adminScope,
  display: "standalone",
  orientation: "portrait",
  background_color: "#f1f5f9",
  theme_color: adminThemeColor,
  icons: [
    { src: assets.icons["icon-192"], sizes: "192x192", type: "image/png", purpose: "any" },
    { src: assets.icons["icon-512"], sizes: "512x512", type: "image/png", purpose: "any" },
    { src: assets.icons["icon-maskable-512"], sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

installedAppRoutes.get("/manifest.webmanifest", (c) => {
  c.header("Content-Type", "application/manifest+json; charset=utf-8");
  return c.body(JSON.stringify(webAppManifest));
});

installedAppRoutes.get("/sw.js", (c) => {
  c.header("Content-Type", "text/javascript; charset=utf-8");
  // The script lives at /admin/sw.js, whose default scope would be "/admin/": this lets it also
  // control "/admin", the inbox itself, and still nothing outside the owner's screens.
  c.header("Service-Worker-Allowed", adminScope);
  // A worker obeys the policy its script came with: it may reach this origin only.
  c.header("Content-Security-Policy", "default-src 'self'");
  return c.body(serviceWorker.source);
});
