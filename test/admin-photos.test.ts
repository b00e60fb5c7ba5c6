import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { call, db, signedIn } from "./admin-helpers";
import { seedPhoto, seedQuoteWithPhotos } from "./admin-booking-helpers";

// The private photos: served only to the signed-in owner and only when they belong to a request.

let cookie = "";
beforeAll(async () => {
  ({ cookie } = await signedIn());
});

describe("GET /admin/photos/:id", () => {
  it("answers 401 without a session, and never the image", async () => {
    const { photos } = await seedQuoteWithPhotos(1);
    const res = await call(`/admin/photos/${photos[0]!.id}`);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).not.toMatch(/^image\//);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.subarray(0, 2)).not.toEqual(new Uint8Array([0xff, 0xd8]));
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("streams the object to the owner with its type, private and never sniffed", async () => {
    const { photos } = await seedQuoteWithPhotos(2);
    const res = await call(`/admin/photos/${photos[1]!.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(photos[1]!.bytes);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
  });

  it("answers 404 for an upload no request claimed, a photo whose row is gone, and ids that are no photo", async () => {
    const unattached = await seedPhoto(null, 9);
    expect((await call(`/admin/photos/${unattached.id}`, { cookie })).status).toBe(404);
    const orphan = await seedPhoto(null, 8);
    await db.delete(schema.quotePhotos).where(eq(schema.quotePhotos.key, orphan.key));
    expect(await env.QUOTE_PHOTOS.get(orphan.key)).not.toBeNull();
    expect((await call(`/admin/photos/${orphan.id}`, { cookie })).status).toBe(404);
    for (const id of [crypto.randomUUID(), "not-a-uuid", `${unattached.id}.jpg`, unattached.id.toUpperCase()]) {
      expect((await call(`/admin/photos/${id}`, { cookie })).status, id).toBe(404);
    }
  });
});
