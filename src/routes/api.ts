import { Hono } from "hono";
import { pages } from "../content/site-map";
import type { AppEnv } from "../env";
import { eventRoutes } from "./events";
import { photoUploadRoutes } from "./quote-photos";
import { requestRoutes } from "./quote-requests";
import { createShareImageRoutes } from "./seo";
import { stripeWebhookRoutes } from "./stripe-webhook";

// The public API, mounted at /api: the request form's post and its photo uploads, the call-tap
// beacon, the share images, and Stripe's webhook. Each state-changing route names its guard set (publicApi) with the
// body limit its kind of body needs; the members' API shares the prefix with guards of its own.
export const apiRoutes = new Hono<AppEnv>();
apiRoutes.route("/", requestRoutes);
apiRoutes.route("/", photoUploadRoutes);
apiRoutes.route("/", eventRoutes);
apiRoutes.route("/", stripeWebhookRoutes);
apiRoutes.route("/og-image", createShareImageRoutes(pages));
