import { eq } from "drizzle-orm";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../src/db";
import { countQuotes, postJson, postQuote, url, uuid, validQuote } from "./quote-helpers";

const db = getDb(env);

describe("POST /api/quote-requests with JSON", () => {
  it("answers 201 with id, pending status and creation time, and stores every field in D1", async () => {
    const before = Date.now();
    const res = await postJson({ ...validQuote, firstName: "  Maria  ", cityZip: " 77373 ", sourcePage: "/junk-removal" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; createdAt: string };
    // myPage: the customer's own page (issue 32), shown once on the confirmation.
    expect(Object.keys(body).sort()).toEqual(["createdAt", "id", "myPage", "status"]);
    expect(body.id).toMatch(uuid);
    expect(body.status).toBe("pending");
    expect(new Date(body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const row = await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, body.id) });
    expect(row).toEqual({
      id: body.id,
      firstName: "Maria",
      lastName: "Lopez",
      phone: "(281) 555-0199",
      email: "maria@example.com",
      serviceType: "junk-removal",
      cityZip: "77373",
      description: "Old sectional sofa and a treadmill from the garage.",
      photoUrls: [],
      status: "pending",
      createdAt: new Date(body.createdAt),
      sourcePage: "/junk-removal",
      locale: "en",
      preferredDate: null,
      preferredWindow: null,
      bookedDate: null,
      bookedWindow: null,
      // No visit kept by the island: the page it was sent from is the landing page, and no referrer is direct.
      landingPage: "/junk-removal",
      referrerHost: null,
      reminderSentAt: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      trafficSource: "direct",
      // No key sent: one derived from the post, its client and the time (src/use-cases/submission-key.ts),
      // kept as its hash, with the fingerprint of the content (issue 43).
      idempotencyKeyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      // No estimate picked (and no price book on a new site).
      estimate: null,
      estimateLowCents: null,
      estimateHighCents: null,
      priceBookVersion: null,
      // Not on its way, no reminder sent yet (migrations/0015).
      onTheWayAt: null,
      onTheWayMinutes: null,
      openedAt: null,
      crewLead: null,
      customerReminderFor: null,
      contentFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("stores cityZip as '' when the form leaves it out, and drops unknown fields", async () => {
    const res = await postJson({ ...validQuote, status: "approved", photoUrls: ["https://evil.example/x.jpg"], admin: true });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const raw = await env.DB.prepare("SELECT city_zip, photo_urls, status FROM quote_requests WHERE id = ?").bind(id).first();
    expect(raw).toEqual({ city_zip: "", photo_urls: "[]", status: "pending" });
  });

  it("answers 400 with a message per field and stores nothing for invalid input", async () => {
    const before = await countQuotes();
    const res = await postJson({ firstName: " ", phone: "12", email: "nope", serviceType: "plumbing", description: 7 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: {
        firstName: "Required",
        lastName: "Required",
        phone: "Enter a valid phone number",
        email: "Enter a valid email address",
        serviceType: "Choose one of the listed services",
        description: "Must be text",
      },
    });
    expect(await countQuotes()).toBe(before);
  });

  it("answers 400 for malformed JSON, a non-object body and a body that is not UTF-8", async () => {
    for (const body of ["{", "", "[1,2]", "null", '"text"', "42", "true"]) {
      const res = await postQuote(body, "application/json");
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/JSON/);
    }
    const notUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await postQuote(notUtf8, "application/json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Request body is not valid UTF-8 text" });
  });

  it("accepts a JSON content type with parameters or in upper case", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      expect((await postQuote(JSON.stringify(validQuote), type)).status, type).toBe(201);
    }
  });

  it("answers 413 for a body over 32 KB, whether or not Content-Length says so", async () => {
    const big = JSON.stringify({ ...validQuote, description: "x".repeat(33 * 1024) });
    const declared = await postQuote(big, "application/json");
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "Request body is larger than 32 KB" });

    const bytes = new TextEncoder().encode(big);
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const res = await exports.default.fetch(
      new Request(url, {
        method: "POST",
        body: streamed,
        headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": "10.9.9.9" },
      }),
    );
    expect(res.status).toBe(413);
  });

  it("accepts a body just under 32 KB", async () => {
    const res = await postJson({ ...validQuote, description: "é".repeat(4999), padding: "x".repeat(20_000) });
    expect(res.status).toBe(201);
  });

  it("answers 415 for any other content type", async () => {
    for (const type of ["text/plain", "multipart/mixed; boundary=x", "application/xml", "image/jpeg", null]) {
      const res = await postQuote(JSON.stringify(validQuote), type);
      expect(res.status, String(type)).toBe(415);
      expect(((await res.json()) as { error: string }).error).toMatch(/application\/json/);
    }
  });

  it("answers 403 to a cross-site post and accepts a same-origin one", async () => {
    expect((await postJson(validQuote, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postJson(validQuote, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await postJson(validQuote, { origin: "http://localhost.evil.example" })).status).toBe(403);
    expect((await postJson(validQuote, { origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await postJson(validQuote, { origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(201);
    // A same-origin form under a no-referrer policy sends "Origin: null".
    expect((await postJson(validQuote, { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await countQuotes();
    const res = await postJson({ ...validQuote, website: "http://spam.example" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string };
    expect(body.id).toMatch(uuid);
    expect(body.status).toBe("pending");
    expect(await countQuotes()).toBe(before);
    expect(await countQuotes("id = ?", body.id)).toBe(0);
  });

  it("keeps quote data private: GET answers 401", async () => {
    await postJson(validQuote);
    const res = await exports.default.fetch(new Request(url));
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Maria");
  });
});
