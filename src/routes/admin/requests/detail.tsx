import { requestRouter } from "../deps";
import { renderDetail } from "./detail-page";
import { momentTextOf } from "./moment-text";

// GET /admin/requests/:id: the request's detail, with the notice its redirect asked for, and once
// after a saved quote or a booking, the one-tap text its code opens (./moment-text.ts).
export const detailRoutes = requestRouter();

detailRoutes.get("/", async (c) => {
  const id = c.req.param("id");
  const made = await momentTextOf(c, id);
  return renderDetail(c, id, made && { offer: made.offer, quote: { pageUrl: made.pageUrl } });
});
