import { Hono } from "hono";
import type { BlankSchema } from "hono/types";
import { z } from "zod";
import type { AdminEnv } from "../../../auth/admin-env";
import { checkBooking } from "../../../calendar/booking";
import { getDb } from "../../../db";
import { photoView } from "../../../db/attached-photos";
import { photosOfRequest } from "../../../db/quote-photos";
import { getQuoteRequest, quoteStatuses } from "../../../db/quote-requests";
import { quotesOf } from "../../../db/quotes";
import { requestById } from "../../../db/request-by-id";
import { declineJob } from "../../../use-cases/payments/decline";
import { bookJob, changeRequestStatus, deleteRequest } from "../../../use-cases/request-actions";
import { apiLimit, memberApi } from "../../guard-sets";
import { jsonBody, oneMessage } from "../../validate";
import { useCaseDeps } from "../deps";
import { noteApi } from "./notes";
import { paymentApi } from "./payments";
import { apiOne } from "./view";

// /api/quote-requests/:id, one request in the members' JSON API: read it (with its history and
// photos), change its status, book it, delete it, and its notes (./notes.ts). The detail's forms
// call the same use cases (src/routes/admin/requests/).
export const requestApi = new Hono<AdminEnv, BlankSchema, "/:id">();
requestApi.use("*", memberApi);

const notFound = { error: "Quote request not found" } as const;

const statusBody = z.object(
  {
    status: z
      .string({ error: 'Body must be JSON like {"status": "contacted"}' })
      .pipe(z.enum(quoteStatuses, { error: `Unknown status. Use one of: ${quoteStatuses.join(", ")}` })),
    /** Declining only: also refund what was paid online (owners only); a held card is released either way. */
    refundDeposit: z.boolean({ error: "refundDeposit must be true or false" }).optional(),
  },
  { error: 'Body must be JSON like {"status": "contacted"}' },
);
const bookingBody = z.object({ date: z.string(), window: z.string() });

requestApi.get("/", async (c) => {
  const db = getDb(c.env);
  const found = await getQuoteRequest(db, c.req.param("id"));
  if (!found) return c.json(notFound, 404);
  const [photos, quotes] = await Promise.all([photosOfRequest(db, found.request.photoUrls), quotesOf(db, found.request.id)]);
  return c.json({ request: await apiOne(db, found.request), history: found.history, photos: photos.map(photoView), quotes });
});

requestApi.patch("/", apiLimit(), jsonBody(statusBody), async (c) => {
  const deps = useCaseDeps(c);
  const { status, refundDeposit } = c.req.valid("json");
  const [id, by] = [c.req.param("id"), c.get("member").username];
  if (status === "declined") {
    const declined = await declineJob(deps, { id, by, refund: refundDeposit === true && c.get("member").role === "owner" });
    const row = declined && (await requestById(deps.db, id));
    if (!declined || !row) return c.json(notFound, 404);
    return c.json({ ...(await apiOne(deps.db, row)), payments: declined }, declined.problems.length ? 502 : 200);
  }
  const updated = await changeRequestStatus(deps, { id, status, by });
  if (!updated) return c.json(notFound, 404);
  return c.json(await apiOne(deps.db, updated));
});

requestApi.put(
  "/booking",
  apiLimit(),
  jsonBody(bookingBody, oneMessage('Body must be JSON like {"date": "2026-11-24", "window": "07-09"}')),
  async (c) => {
    const check = checkBooking(c.req.valid("json"));
    if (!check.ok) return c.json({ error: check.error }, 400);
    const deps = useCaseDeps(c);
    const booked = await bookJob(deps, {
      id: c.req.param("id"),
      booking: check.booking,
      by: c.get("member").username,
      requestUrl: c.req.url,
    });
    if (!booked) return c.json(notFound, 404);
    return c.json(await apiOne(deps.db, booked.row));
  },
);

// No body to judge, so the strict rule: same-origin whatever the content type says.
requestApi.delete("/", apiLimit(), async (c) => {
  const deleted = await deleteRequest(useCaseDeps(c), c.req.param("id"));
  if (!deleted) return c.json(notFound, 404);
  return c.body(null, 204);
});

requestApi.route("/notes", noteApi);
requestApi.route("/payments", paymentApi);
