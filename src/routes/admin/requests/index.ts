import { Hono } from "hono";
import type { AdminEnv } from "../../../auth/admin-env";
import { memberScreens } from "../../guard-sets";
import { bookingRoutes } from "./booking";
import { bookingIcsRoutes } from "./booking-ics";
import { completeRoutes } from "./complete";
import { customerLinkRoutes } from "./customer-link";
import { deleteRoutes } from "./delete";
import { detailRoutes } from "./detail";
import { jobPhotoRoutes } from "./job-photos";
import { noteRoutes } from "./notes";
import { onTheWayRoutes } from "./on-the-way";
import { priceQuoteRoutes } from "./quote";
import { refundRoutes } from "./refund";
import { reviewTextRoutes } from "./review-text";
import { statusRoutes } from "./status";

// /admin/requests/:id and every action on one request, one file per action named as its URL ends
// (…/complete is ./complete.ts). Any member, owner or staff: the screens' guards once, here; each
// form adds its own body limit.
export const requestRoutes = new Hono<AdminEnv>();

requestRoutes.use("*", memberScreens);
for (const action of [
  detailRoutes,
  statusRoutes,
  priceQuoteRoutes,
  bookingRoutes,
  bookingIcsRoutes,
  onTheWayRoutes,
  completeRoutes,
  jobPhotoRoutes,
  noteRoutes,
  customerLinkRoutes,
  reviewTextRoutes,
  refundRoutes,
  deleteRoutes,
])
  requestRoutes.route("/", action);
