import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminApi } from "./admin/api";
import { screenRoutes } from "./admin/screens";
import { signInRoutes } from "./admin/sign-in";

// /admin screens and the owner-only quote API. Every route declares its own middleware: this app
// is mounted at "/", so a use("*") here would run for every public page too.
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.route("/", signInRoutes);
adminRoutes.route("/", screenRoutes);
adminRoutes.route("/", adminApi);
