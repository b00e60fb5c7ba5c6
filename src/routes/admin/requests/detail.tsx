import { requestRouter } from "../deps";
import { renderDetail } from "./detail-page";

// GET /admin/requests/:id: the request's detail, with the notice its redirect asked for.
export const detailRoutes = requestRouter();

detailRoutes.get("/", (c) => renderDetail(c, c.req.param("id")));
