import { Hono } from "hono";
import type { AdminEnv } from "../../auth/admin-env";
import { backupRoutes } from "./backups";
import { dashboardRoutes } from "./dashboard";
import { privateResponse } from "./guards";
import { inboxRoutes } from "./inbox";
import { installedAppRoutes } from "./installed-app";
import { adminPhotoRoutes } from "./photos";
import { priceRoutes } from "./prices";
import { requestRoutes } from "./requests";
import { scheduleRoutes } from "./schedule";
import { signInRoutes } from "./sign-in";
import { accountRoutes } from "./account";
import { teamRoutes } from "./team";

// /admin, mounted there by src/index.tsx: each folder or file below is mounted at the prefix its
// URLs share, and applies that prefix's guards once (its own use("*", …)). Signing in and the
// installable app's files are public; the inbox and its export name their guard themselves.
// The members' JSON API is ./api, mounted at /api.
export const adminRoutes = new Hono<AdminEnv>();

// Every /admin response (pages, redirects, the CSV, even a 404) stays out of caches and indexes.
adminRoutes.use("*", privateResponse);
adminRoutes.route("/", signInRoutes);
adminRoutes.route("/", installedAppRoutes);
adminRoutes.route("/", inboxRoutes);
adminRoutes.route("/requests/:id", requestRoutes);
adminRoutes.route("/photos", adminPhotoRoutes);
adminRoutes.route("/schedule", scheduleRoutes);
adminRoutes.route("/dashboard", dashboardRoutes);
adminRoutes.route("/account", accountRoutes);
adminRoutes.route("/team", teamRoutes);
adminRoutes.route("/prices", priceRoutes);
adminRoutes.route("/backups", backupRoutes);
