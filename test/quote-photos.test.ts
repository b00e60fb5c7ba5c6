import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../src/index";
import { photoKey } from "../src/db/quote-photos";
import { blankPng, contains, fromBase64, jpegMarkers, jpegSized, phoneJpeg } from "./photo-builders";
import { photoFixtures } from "./photo-fixtures";
import { confirmationAt, countQuotes, freshIp, postJson, postQuote, uuid, validQuote, inOneRateWindow } from "./quote-helpers";

// Issue 15, item 1: photos with a quote request, in the private R2 bucket (the local simulation),
// through the form island's upload endpoint and the no-JavaScript multipart post. Every path checks
// the bytes, keeps nothing it refused, and stores no metadata.

const jpeg = fromBase64(photoFixtures.jpeg);
const png = fromBase64(photoFixtures.png);
/** A phone's original: EXIF with make, model, times and a GPS position, XMP, IPTC, a comment, a trailer. */
const fromPhone = phoneJpeg(jpeg, { orientation: 1 });
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
/** A JPEG cut off in the middle of its picture data: no end marker. */
const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
/** 12 MB: over the 10 MB limit of one photo. */
const huge = () => {
  const big = new Uint8Array(12 * 1024 * 1024);
  big.set(jpeg.subarray(0, jpeg.length - 2));
  big.set([0xff, 0xd9], big.length - 2);
  return big;
};

const upload = (body: Uint8Array, type = "image/jpeg", headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request("http://localhost/api/quote-photos", {
      method: "POST",
      body,
      headers: { "content-type": type, origin: "http://localhost", "cf-connecting-ip": freshIp(), ...headers },
    }),
  );
const uploadedId = async (body: Uint8Array = jpeg) => {
  const res = await upload(body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

const objectCount = async () => (await env.QUOTE_PHOTOS.list({ prefix: "photos/" })).objects.length;
const stored = async (key: string) => new Uint8Array(await (await env.QUOTE_PHOTOS.get(key))!.arrayBuffer());
const photoRows = async (where = "1 = 1", ...params: unknown[]) =>
  (
    await env.DB.prepare(
      `SELECT key, quote_request_id AS requestId, content_type AS type, bytes, width, height FROM quote_photos WHERE ${where}`,
    )
      .bind(...params)
      .all<{ key: string; requestId: string | null; type: string; bytes: number; width: number; height: number }>()
  ).results;
const requestRow = (id: string) => env.DB.prepare("SELECT * FROM quote_requests WHERE id = ?").bind(id).first<Record<string, unknown>>();

/** The no-JavaScript form's post: its text fields and the files of its photo input. */
function multipart(fields: Record<string, string>, files: { bytes: Uint8Array; name: string; type?: string }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ returnTo: "/junk-removal", ...fields })) form.append(key, value);
  if (!files.length) form.append("photos", new File([], "", { type: "application/octet-stream" }));
  for (const f of files) form.append("photos", new File([f.bytes], f.name, { type: f.type ?? "image/jpeg" }));
  return form;
}
const postMultipart = (form: FormData, headers: Record<string, string> = {}) => postQuote(form, null, headers);

/** No GPS, no camera, no XMP/IPTC/comment, nothing after the end of the picture. */
function expectNoMetadata(bytes: Uint8Array) {
  for (const needle of ["Exif\0\0", "Apple", "iPhone", "2026:11:02", "http://ns.adobe.com/xap", "Photoshop 3.0", "Secret Lane", "SAMSUNG"])
    expect(contains(bytes, needle), needle).toBe(false);
  expect(jpegMarkers(bytes).end).toBe(bytes.length);
}

describe("POST /api/quote-photos (the form island's uploads)", () => {
  it("stores a phone's photo under a random key, without its EXIF and GPS position, and answers its id", async () => {
    const res = await upload(fromPhone, "image/jpeg");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; width: number; height: number; bytes: number };
    expect(body).toMatchObject({ id: expect.stringMatching(uuid), width: 64, height: 48 });
    const bytes = await stored(photoKey(body.id));
    expect(bytes.length).toBe(body.bytes);
    expect(bytes.length).toBeLessThan(fromPhone.length);
    expectNoMetadata(bytes);
    const object = await env.QUOTE_PHOTOS.head(photoKey(body.id));
    expect(object!.httpMetadata?.contentType).toBe("image/jpeg");
    // Waiting for a request: no request yet.
    expect(await photoRows("key = ?", photoKey(body.id))).toEqual([
      { key: photoKey(body.id), requestId: null, type: "image/jpeg", bytes: bytes.length, width: 64, height: 48 },
    ]);
  });

  it("gives every upload of the same file its own random key, never the file's name", async () => {
    const ids = await Promise.all([1, 2, 3].map(() => uploadedId()));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(uuid);
  });

  it("judges the type by the bytes: a PNG sent as image/jpeg is stored as the PNG it is", async () => {
    const res = await upload(png, "image/jpeg");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await env.QUOTE_PHOTOS.head(photoKey(id)))!.httpMetadata?.contentType).toBe("image/png");
  });

  it("refuses a PDF, an HTML file and a truncated JPEG with a field message, storing nothing", async () => {
    const before = await objectCount();
    for (const [body, message] of [
      [pdf, "Photos must be JPEG, PNG or WebP images"],
      [html, "Photos must be JPEG, PNG or WebP images"],
      [truncated, "This photo couldn't be read (it may be damaged). Try another one"],
    ] as const) {
      const res = await upload(body, "image/jpeg");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Please correct the highlighted fields.", fields: { photos: message } });
    }
    expect(await objectCount()).toBe(before);
  });

  it("refuses a PNG of 20000 x 20000 pixels (a few dozen KB) with the photos message, in either language, storing nothing", async () => {
    const [objects, rows] = [await objectCount(), (await photoRows()).length];
    const giant = await blankPng(20000, 20000);
    const res = await upload(giant, "image/png");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: {
        photos:
          "This photo is too large to process (over 12,000 pixels on a side or 50 megapixels). Send a smaller copy, such as a screenshot of it",
      },
    });
    const es = await exports.default.fetch(
      new Request("http://localhost/api/quote-photos?locale=es", {
        method: "POST",
        body: giant,
        headers: { "content-type": "image/png", origin: "http://localhost", "cf-connecting-ip": freshIp() },
      }),
    );
    expect(es.status).toBe(400);
    expect(((await es.json()) as { fields: { photos: string } }).fields.photos).toBe(
      "Esta foto es demasiado grande para procesarla (más de 12,000 píxeles de lado o 50 megapíxeles). Envíe una copia más pequeña, como una captura de pantalla",
    );
    expect(await objectCount()).toBe(objects);
    expect((await photoRows()).length).toBe(rows);
  });

  it("answers in Spanish for the Spanish pages", async () => {
    const res = await exports.default.fetch(
      new Request("http://localhost/api/quote-photos?locale=es", {
        method: "POST",
        body: pdf,
        headers: { "content-type": "image/jpeg", origin: "http://localhost", "cf-connecting-ip": freshIp() },
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { photos: string } }).fields.photos).toBe("Las fotos deben ser imágenes JPEG, PNG o WebP");
  });

  it("answers 413 to a 12 MB image, 415 to a body that says it is no image, 403 to another site", async () => {
    const before = await objectCount();
    const tooLarge = await upload(huge());
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { fields: { photos: string } }).fields.photos).toBe("Each photo must be 10 MB or smaller");
    expect((await upload(html, "text/html")).status).toBe(415);
    expect((await upload(jpeg, "image/jpeg", { origin: "https://evil.example" })).status).toBe(403);
    expect(await objectCount()).toBe(before);
  });

  it("limits one client to 30 uploads a minute (429 with Retry-After)", async () => {
    await inOneRateWindow(async (attempt) => {
      const ip = { "cf-connecting-ip": `203.0.113.${50 + attempt}` };
      for (let i = 0; i < 30; i++) expect((await upload(jpeg, "image/jpeg", ip)).status).toBe(201);
      const limited = await upload(jpeg, "image/jpeg", ip);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("60");
    });
  });

  it("answers 503 and keeps no row when the bucket cannot store the photo", async () => {
    const before = (await photoRows()).length;
    const res = await app.request(
      "http://localhost/api/quote-photos",
      { method: "POST", body: jpeg, headers: { "content-type": "image/jpeg", origin: "http://localhost", "cf-connecting-ip": freshIp() } },
      { ...env, QUOTE_PHOTOS: unavailableBucket },
    );
    expect(res.status).toBe(503);
    expect((await photoRows()).length).toBe(before);
  });
});

const unavailableBucket = {
  put: async () => {
    throw new Error("R2 is unavailable");
  },
  delete: async () => undefined,
} as unknown as R2Bucket;

describe("a JSON quote request with uploaded photos", () => {
  it("becomes the photos' request in the same write: photoUrls holds their keys in order", async () => {
    const ids = [await uploadedId(), await uploadedId(png)];
    const res = await postJson({ ...validQuote, photos: ids });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await requestRow(id);
    expect(JSON.parse(row!.photo_urls as string)).toEqual(ids.map(photoKey));
    expect((await photoRows("quote_request_id = ?", id)).map((r) => r.key).sort()).toEqual(ids.map(photoKey).sort());
  });

  it("refuses a 7th photo, an id that is no upload and one already part of a request, storing no request", async () => {
    const before = await countQuotes();
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadedId()));
    const tooMany = await postJson({ ...validQuote, photos: seven });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { fields: { photos: string } }).fields.photos).toBe("Add up to 6 photos");

    const unknown = await postJson({ ...validQuote, photos: [crypto.randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: { photos: string } }).fields.photos).toBe(
      "A photo didn't finish uploading. Remove it and add it again",
    );

    const notAnId = await postJson({ ...validQuote, photos: ["../../etc/passwd"] });
    expect(notAnId.status).toBe(400);

    const first = await uploadedId();
    expect((await postJson({ ...validQuote, photos: [first] })).status).toBe(201);
    expect((await postJson({ ...validQuote, photos: [first] })).status).toBe(400);
    expect(await countQuotes()).toBe(before + 1);
  });
});

describe("the no-JavaScript form: multipart with the photo files", () => {
  it("stores the request and its two photos stripped of metadata, then sends the visitor to the confirmation", async () => {
    const before = await countQuotes();
    const res = await postMultipart(
      multipart({ ...validQuote, firstName: "Nojs", preferredWindow: "09-11" }, [
        { bytes: fromPhone, name: "IMG_4001.JPG" },
        { bytes: png, name: "garage.png", type: "image/png" },
      ]),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/junk-removal"));
    expect(await countQuotes()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT id, photo_urls FROM quote_requests WHERE first_name = 'Nojs'").first<{
      id: string;
      photo_urls: string;
    }>();
    const keys = JSON.parse(row!.photo_urls) as string[];
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^photos\/[0-9a-f-]{36}$/);
      expect(key).not.toMatch(/IMG|garage/);
    }
    expectNoMetadata(await stored(keys[0]!));
    expect((await env.QUOTE_PHOTOS.head(keys[1]!))!.httpMetadata?.contentType).toBe("image/png");
    expect((await photoRows("quote_request_id = ?", row!.id)).length).toBe(2);
  });

  it("accepts the form with its photo input left empty", async () => {
    const res = await postMultipart(multipart({ ...validQuote, firstName: "Nophotos" }));
    expect(res.status).toBe(303);
    const row = await env.DB.prepare("SELECT photo_urls FROM quote_requests WHERE first_name = 'Nophotos'").first<{ photo_urls: string }>();
    expect(row!.photo_urls).toBe("[]");
  });

  const refusals: [string, () => FormData, number, RegExp][] = [
    [
      "a 7th photo",
      () =>
        multipart(
          validQuote,
          Array.from({ length: 7 }, (_, i) => ({ bytes: jpeg, name: `p${i}.jpg` })),
        ),
      400,
      /Add up to 6 photos/,
    ],
    [
      "a PDF renamed .jpg",
      () => multipart(validQuote, [{ bytes: pdf, name: "photo.jpg" }]),
      400,
      /Photos must be JPEG, PNG or WebP images/,
    ],
    [
      "an HTML file renamed .jpg",
      () => multipart(validQuote, [{ bytes: html, name: "photo.jpg" }]),
      400,
      /Photos must be JPEG, PNG or WebP images/,
    ],
    ["a 12 MB image", () => multipart(validQuote, [{ bytes: huge(), name: "big.jpg" }]), 413, /Each photo must be 10 MB or smaller/],
    ["a truncated JPEG", () => multipart(validQuote, [{ bytes: truncated, name: "cut.jpg" }]), 400, /This photo couldn&#x27;t be read/],
    [
      "a JPEG declaring 65535 x 65535 pixels, with a good photo",
      () =>
        multipart(validQuote, [
          { bytes: jpeg, name: "ok.jpg" },
          { bytes: jpegSized(jpeg, 65535, 65535), name: "huge.jpg" },
        ]),
      400,
      /This photo is too large to process/,
    ],
    [
      "text fields that break the rules, with a good photo",
      () => multipart({ ...validQuote, email: "not an email", firstName: "" }, [{ bytes: jpeg, name: "ok.jpg" }]),
      400,
      /Enter a valid email address/,
    ],
    [
      "a date of yesterday",
      () => multipart({ ...validQuote, preferredDate: "2020-01-01" }),
      400,
      /Choose a day from today to 30 days ahead/,
    ],
    [
      "a window not in the list",
      () => multipart({ ...validQuote, preferredWindow: "06-08" }),
      400,
      /Choose one of the listed arrival windows/,
    ],
  ];
  for (const [what, form, status, message] of refusals) {
    it(`answers ${what} with ${status} and the form again, storing nothing`, async () => {
      const [quotes, objects] = [await countQuotes(), await objectCount()];
      const res = await postMultipart(form());
      expect(res.status).toBe(status);
      const page = await res.text();
      expect(page).toMatch(message);
      expect(page).toContain('name="photos"');
      expect(await countQuotes()).toBe(quotes);
      expect(await objectCount()).toBe(objects);
    });
  }

  it("asks for the photos again when a post with photos comes back (a file input cannot be refilled)", async () => {
    const res = await postMultipart(multipart({ ...validQuote, email: "nope" }, [{ bytes: jpeg, name: "a.jpg" }]));
    expect(await res.text()).toContain("Please choose your photos again: they can&#x27;t be kept after an error.");
  });

  it("answers 503 and stores no half request when the bucket is unavailable", async () => {
    const [quotes, rows] = [await countQuotes(), (await photoRows()).length];
    const res = await app.request(
      "http://localhost/api/quote-requests",
      {
        method: "POST",
        body: multipart({ ...validQuote }, [{ bytes: jpeg, name: "a.jpg" }]),
        headers: { origin: "http://localhost", "cf-connecting-ip": freshIp() },
      },
      { ...env, QUOTE_PHOTOS: unavailableBucket },
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("We couldn&#x27;t save your request just now.");
    expect(await countQuotes()).toBe(quotes);
    expect((await photoRows()).length).toBe(rows);
  });
});
