import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminApi } from "./admin/api";
import { backupRoutes } from "./admin/backups";
import { requestApi } from "./admin/api-request";
import { bookingRoutes } from "./admin/booking";
import { bookingIcsRoutes } from "./admin/booking-ics";
import { customerLinkRoutes } from "./admin/customer-link";
import { dashboardRoutes } from "./admin/dashboard";
import { deleteRoutes } from "./admin/delete";
import { privateResponse } from "./admin/guards";
import { noteRoutes } from "./admin/notes";
import { onTheWayRoutes } from "./admin/on-the-way";
import { adminPhotoRoutes } from "./admin/photos";
import { installedAppRoutes } from "./admin/installed-app";
import { priceRoutes } from "./admin/prices";
import { pushRoutes } from "./admin/push";
import { quoteRoutes } from "./admin/quote";
import { scheduleRoutes } from "./admin/schedule";
import { screenRoutes } from "./admin/screens";
import { signInRoutes } from "./admin/sign-in";
import { teamRoutes } from "./admin/team";

// /admin screens and the owner-only quote API. Every route declares its own middleware: this app
// is mounted at "/", so a use("*") here would run for every public page too.
export const adminRoutes = new Hono<AppEnv>();
// Every /admin response (pages, redirects, the CSV, even a 404) stays out of caches and indexes.
adminRoutes.use("/admin", privateResponse);
adminRoutes.use("/admin/*", privateResponse);
adminRoutes.route("/", signInRoutes);
adminRoutes.route("/", screenRoutes);
adminRoutes.route("/", scheduleRoutes);
adminRoutes.route("/", dashboardRoutes);
adminRoutes.route("/", bookingRoutes);
adminRoutes.route("/", bookingIcsRoutes);
adminRoutes.route("/", onTheWayRoutes);
adminRoutes.route("/", deleteRoutes);
adminRoutes.route("/", adminPhotoRoutes);
adminRoutes.route("/", noteRoutes);
adminRoutes.route("/", quoteRoutes);
adminRoutes.route("/", customerLinkRoutes);
adminRoutes.route("/", teamRoutes);
adminRoutes.route("/", backupRoutes);
adminRoutes.route("/", priceRoutes);
adminRoutes.route("/", adminApi);
adminRoutes.route("/", requestApi);
adminRoutes.route("/", pushRoutes);
adminRoutes.route("/", installedAppRoutes);
