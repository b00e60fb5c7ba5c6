import { describe, expect, it } from "vitest";
import { isJsonContentType } from "../src/middleware/json-content-type";
import { call, db, ORIGIN, seedRequest, signedIn } from "./admin-helpers";

// Hostile pass 2, item 4: a Content-Type that starts with "application/json" but is not JSON
// skipped the JSON same-origin check, and the handlers then accepted it with a foreign Origin.

describe("one definition of a JSON body", () => {
  it("takes application/json and +json types, with parameters, in any case", () => {
    for (const type of [
      "application/json",
      "Application/JSON",
      "application/json; charset=utf-8",
      "application/json ;charset=UTF-8",
      "application/merge-patch+json",
      "application/ld+json",
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it("refuses what only starts like JSON, or is not a media type at all", () => {
    for (const type of [
      "application/jsonx",
      "application/json x",
      "application/json/x",
      "application/json,text/plain",
      "text/json",
      "application/x-json",
      "application/+json",
      "json",
      "",
      null,
      undefined,
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});

const evil = "https://evil.example";
const statusOf = async (id: string) => (await db.query.quoteRequests.findFirst({ where: (q, { eq }) => eq(q.id, id) }))!.status;

describe("the same-origin rule whatever the body's type", () => {
  const types = ["application/jsonx", "application/octet-stream", "text/xml", "image/png"];

  it("refuses a status change, booking, note and sign-out labelled application/jsonx from another site, changing nothing", async () => {
    const { cookie } = await signedIn();
    const quote = await seedRequest();
    for (const type of types) {
      const send = (path: string, method: string, body: unknown) =>
        call(path, { method, cookie, headers: { "content-type": type, origin: evil }, body: JSON.stringify(body) });
      expect((await send(`/api/quote-requests/${quote.id}`, "PATCH", { status: "declined" })).status, type).toBe(403);
      expect((await send(`/api/quote-requests/${quote.id}/booking`, "PUT", { date: "2030-01-02", window: "07-09" })).status, type).toBe(
        403,
      );
      expect((await send(`/api/quote-requests/${quote.id}/notes`, "POST", { body: "planted" })).status, type).toBe(403);
      expect((await send(`/admin/requests/${quote.id}/status`, "POST", { status: "declined" })).status, type).toBe(403);
      expect((await send("/admin/sign-out", "POST", {})).status, type).toBe(403);
      expect((await send("/api/quote-requests", "POST", { firstName: "x" })).status, type).toBe(403);
    }
    expect(await statusOf(quote.id)).toBe("pending");
    const notes = await db.query.quoteNotes.findMany({ where: (n, { eq }) => eq(n.quoteRequestId, quote.id) });
    expect(notes).toEqual([]);
    expect((await call("/admin", { cookie })).status).toBe(200);
  });

  it("answers the same labels from this site with 415: only JSON is read as JSON", async () => {
    const { cookie } = await signedIn();
    const quote = await seedRequest();
    const res = await call(`/api/quote-requests/${quote.id}`, {
      method: "PATCH",
      cookie,
      headers: { "content-type": "application/jsonx", origin: ORIGIN },
      body: JSON.stringify({ status: "declined" }),
    });
    expect(res.status).toBe(415);
    expect(await statusOf(quote.id)).toBe("pending");
    const note = await call(`/api/quote-requests/${quote.id}/notes`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json x", origin: ORIGIN },
      body: JSON.stringify({ body: "hi" }),
    });
    expect(note.status).toBe(415);
  });
});
