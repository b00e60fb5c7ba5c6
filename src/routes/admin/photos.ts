import { Hono } from "hono";
import { getDb } from "../../db";
import { attachedPhoto } from "../../db/attached-photos";
import { photoKey } from "../../db/quote-photos";
import type { AdminEnv } from "../../auth/admin-env";
import { memberApi } from "../guard-sets";
import { log } from "../../trace/log";

// GET /admin/photos/:id: a request's photo, from the private bucket, to signed-in members only.
// Signed out it is 401 rather than a redirect: an <img> cannot follow a sign-in page anyway.
export const adminPhotoRoutes = new Hono<AdminEnv>();
adminPhotoRoutes.use("*", memberApi);

// Keys are "photos/<random uuid>": anything else cannot name a photo, and never reaches D1 or R2.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

adminPhotoRoutes.get("/:id", async (c) => {
  const id = c.req.param("id");
  if (!uuid.test(id)) return c.notFound();
  let photo: Awaited<ReturnType<typeof attachedPhoto>>;
  let object: R2ObjectBody | null;
  try {
    photo = await attachedPhoto(getDb(c.env), photoKey(id));
    object = photo && (await c.env.QUOTE_PHOTOS.get(photo.key));
  } catch (err) {
    // The database or the bucket failing is not the owner's doing: say so, and let them retry.
    log.error("reading a photo failed", id, err);
    c.header("Retry-After", "30");
    return c.text("The photo cannot be loaded just now. Please try again in a moment.", 503);
  }
  if (!photo || !object) return c.notFound();
  return c.body(object.body, 200, {
    // The type recorded when the bytes were checked, never one a client named.
    "Content-Type": photo.contentType,
    "Content-Length": String(object.size),
    "Content-Disposition": "inline",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    // Only this site's own pages may show it (another site could not send the owner's cookie anyway).
    "Cross-Origin-Resource-Policy": "same-origin",
  });
});
