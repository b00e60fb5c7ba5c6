import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { app } from "../src/index";
import { call, db, ORIGIN, postForm, signedIn } from "./admin-helpers";
import { executionContext, historyOf, rowOf, seedPhoto, seedQuoteWithPhotos, shown } from "./admin-booking-helpers";

// The private photos: served only to the signed-in owner and only when they belong to a request;
// shown on the request's detail; deleted with the request.

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

  it("answers 503 with Retry-After, never a 500, when the bucket cannot be read", async () => {
    const { photos } = await seedQuoteWithPhotos(1);
    const brokenBucket = {
      get: async () => {
        throw new Error("R2 is unavailable");
      },
    } as unknown as R2Bucket;
    const res = await app.request(
      `${ORIGIN}/admin/photos/${photos[0]!.id}`,
      { headers: { cookie } },
      { ...env, QUOTE_PHOTOS: brokenBucket },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.text()).toBe("The photo cannot be loaded just now. Please try again in a moment.");
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

describe("the request's detail and the API", () => {
  it("show the photos as lazy thumbnails linking to the full photo, in the visitor's order", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(3);
    const html = await shown(await call(`/admin/requests/${quote.id}`, { cookie }));
    expect(html).toContain("Photos (3)");
    const imgs = [...html.matchAll(/<a href="(\/admin\/photos\/[^"]+)"[^>]*><img ([^>]*)>/g)];
    expect(imgs.map((m) => m[1])).toEqual(photos.map((p) => `/admin/photos/${p.id}`));
    expect(imgs[0]![2]).toContain('loading="lazy"');
    expect(imgs[0]![2]).toContain('width="800"');
    expect(imgs[0]![2]).toContain('height="600"');
    expect(imgs.map((m) => /alt="([^"]*)"/.exec(m[2]!)![1])).toEqual(["Photo 1 of 3", "Photo 2 of 3", "Photo 3 of 3"]);
  });

  it("says so when there are none", async () => {
    const { quote } = await seedQuoteWithPhotos(0);
    expect(await shown(await call(`/admin/requests/${quote.id}`, { cookie }))).toContain("No photos sent.");
  });

  it("GET /api/quote-requests/:id lists the photos by URL, never by bucket key", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(2);
    const res = await call(`/api/quote-requests/${quote.id}`, { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as { request: { photoCount: number; photoUrls: string[] }; photos: unknown[] };
    expect(body.request.photoCount).toBe(2);
    // photoUrls keeps the spec's name, and holds the URLs a member opens, never a bucket key ("photos/...").
    expect(body.request.photoUrls).toEqual(photos.map((p) => `/admin/photos/${p.id}`));
    expect(text).not.toMatch(/"photos\//);
    const listed = await (await call(`/api/quote-requests?q=${encodeURIComponent(quote.lastName)}`, { cookie })).text();
    expect(listed).toContain(`"/admin/photos/${photos[0]!.id}"`);
    expect(listed).not.toMatch(/"photos\//);
    expect(body.photos).toEqual(
      photos.map((p, i) => ({
        id: p.id,
        url: `/admin/photos/${p.id}`,
        width: 800 + i,
        height: 600 + i,
        bytes: p.bytes.byteLength,
        contentType: "image/jpeg",
      })),
    );
    expect((await call(`/api/quote-requests/${crypto.randomUUID()}`, { cookie })).status).toBe(404);
    expect((await call(`/api/quote-requests/${quote.id}`)).status).toBe(401);
  });
});

describe("deleting a request", () => {
  it("refuses a post without the confirmation box, deleting nothing", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(1);
    const res = await postForm(`/admin/requests/${quote.id}/delete`, {}, { cookie });
    expect(res.status).toBe(400);
    expect(await rowOf(quote.id)).not.toBeNull();
    expect(await env.QUOTE_PHOTOS.get(photos[0]!.key)).not.toBeNull();
  });

  it("offers the control with a required box naming the photos", async () => {
    const { quote } = await seedQuoteWithPhotos(2);
    const html = await shown(await call(`/admin/requests/${quote.id}`, { cookie }));
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*><h2[^>]*>Delete this request<\/h2>/);
    expect(html).toMatch(/<input type="checkbox" required=""[^>]* name="confirm" value="yes"\/>/);
    expect(html).toContain("Yes, delete this request and its 2 photos");
  });

  it("removes the photos from R2, their rows, the request and its history, then tells the inbox", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(2, { firstName: "Dana", lastName: "Ortiz" });
    const other = await seedQuoteWithPhotos(1);
    await postForm(`/admin/requests/${quote.id}/status`, { status: "contacted" }, { cookie });
    expect(await historyOf(quote.id)).toHaveLength(1);
    const res = await postForm(`/admin/requests/${quote.id}/delete`, { confirm: "yes" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin");
    for (const p of photos) expect(await env.QUOTE_PHOTOS.get(p.key)).toBeNull();
    expect(await db.query.quotePhotos.findMany({ where: eq(schema.quotePhotos.quoteRequestId, quote.id) })).toEqual([]);
    expect(await db.query.quotePhotos.findFirst({ where: eq(schema.quotePhotos.key, photos[0]!.key) })).toBeUndefined();
    expect(await rowOf(quote.id)).toBeNull();
    expect(await historyOf(quote.id)).toEqual([]);
    expect(await env.QUOTE_PHOTOS.get(other.photos[0]!.key)).not.toBeNull();
    // The notice travels in a one-time cookie, not in the URL.
    const notice = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin-notice="))!
      .split(";")[0]!;
    const inbox = await call("/admin", { cookie: `${cookie}; ${notice}` });
    expect(await shown(inbox)).toContain("Request from Dana Ortiz deleted.");
    expect(inbox.headers.getSetCookie().some((c) => c.startsWith("__Host-admin-notice=;"))).toBe(true);
    expect((await postForm(`/admin/requests/${quote.id}/delete`, { confirm: "yes" }, { cookie })).status).toBe(404);
  });

  it("still deletes the request when R2 fails, leaving its photo rows unattached for the hourly sweep", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(2);
    const brokenBucket = { delete: async () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket;
    const body = new URLSearchParams({ confirm: "yes" }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, "cf-connecting-ip": "198.51.100.78" };
    const res = await app.request(
      `${ORIGIN}/admin/requests/${quote.id}/delete`,
      { method: "POST", body, headers },
      { ...env, QUOTE_PHOTOS: brokenBucket },
      executionContext().ctx,
    );
    expect(res.status).toBe(303);
    expect(await rowOf(quote.id)).toBeNull();
    const rows = await db.query.quotePhotos.findMany({ where: eq(schema.quotePhotos.key, photos[0]!.key) });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quoteRequestId).toBeNull();
  });

  it("DELETE /api/quote-requests/:id answers 204 for the owner on this site, 404 unknown, 403 from elsewhere, 401 signed out", async () => {
    const { quote, photos } = await seedQuoteWithPhotos(1);
    const del = (id: string, headers: Record<string, string>, withCookie = cookie) =>
      call(`/api/quote-requests/${id}`, { method: "DELETE", headers, cookie: withCookie });
    expect((await del(quote.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await del(quote.id, { origin: ORIGIN }, "")).status).toBe(401);
    expect(await rowOf(quote.id)).not.toBeNull();
    const res = await del(quote.id, { origin: ORIGIN });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await rowOf(quote.id)).toBeNull();
    expect(await env.QUOTE_PHOTOS.get(photos[0]!.key)).toBeNull();
    expect((await del(quote.id, { origin: ORIGIN })).status).toBe(404);
  });
});
