import { beforeAll, describe, expect, it } from "vitest";
import { call, ORIGIN, seedRequest, signedIn } from "./admin-helpers";

let cookie = "";
const ids: Record<string, string> = {};
type Page = {
  items: { id: string; firstName: string; lastName: string; status: string }[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};
const list = async (query = "") => {
  const res = await call(`/api/quote-requests${query}`, { cookie });
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
};
const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/quote-requests/${id}`, {
    method: "PATCH",
    cookie,
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  ({ cookie } = await signedIn());
  for (let i = 0; i < 28; i++) await seedRequest({ firstName: `Bulk${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
  ids.maria = (
    await seedRequest({
      firstName: "Maria",
      lastName: "Lopez",
      phone: "(281) 555-0199",
      email: "maria@example.com",
      cityZip: "77379",
      serviceType: "moving-services",
      status: "scheduled",
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    })
  ).id;
  ids.omar = (
    await seedRequest({
      firstName: "Omar",
      lastName: "O'Brien",
      email: "omar@sample.org",
      cityZip: "The Woodlands",
      serviceType: "demo-removal",
      createdAt: new Date(Date.UTC(2026, 1, 2)),
    })
  ).id;
});

describe("GET /api/quote-requests", () => {
  it("answers 401 with JSON without a session, and never caches", async () => {
    const res = await call("/api/quote-requests");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Sign in required" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("lists newest first, 25 per page", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25, totalPages: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 3).map((r) => r.firstName)).toEqual(["Omar", "Maria", "Bulk27"]);
    const second = await list("?page=2");
    expect(second.items.map((r) => r.firstName)).toEqual(["Bulk4", "Bulk3", "Bulk2", "Bulk1", "Bulk0"]);
    expect((await list("?page=3")).items).toEqual([]);
  });

  it("filters by status and by service type", async () => {
    expect((await list("?status=scheduled")).items.map((r) => r.id)).toEqual([ids.maria]);
    expect((await list("?serviceType=demo-removal")).items.map((r) => r.id)).toEqual([ids.omar]);
    expect((await list("?status=pending&serviceType=moving-services")).total).toBe(0);
    expect((await list("?status=&serviceType=&q=")).total).toBe(30);
  });

  it("searches name, full name, phone (with or without punctuation), email and city/ZIP", async () => {
    for (const [q, who] of [
      ["maria", "maria"],
      ["Maria Lopez", "maria"],
      ["5550199", "maria"],
      ["555-0199", "maria"],
      ["SAMPLE.ORG", "omar"],
      ["77379", "maria"],
      ["woodlands", "omar"],
      ["O'Brien", "omar"],
    ]) {
      expect(
        (await list(`?q=${encodeURIComponent(q!)}`)).items.map((r) => r.id),
        q,
      ).toEqual([ids[who!]]);
    }
  });

  it("treats SQL-looking and wildcard search text as plain text", async () => {
    for (const q of ["' OR 1=1 --", "%", "_", "\\", "'; DROP TABLE quote_requests; --", '" OR ""="']) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    }
    expect((await list()).total).toBe(30);
  });

  it("answers 400 for an unknown status, service type or page", async () => {
    for (const query of ["?status=lost", "?serviceType=plumbing", "?page=0", "?page=abc", `?q=${"x".repeat(101)}`]) {
      const res = await call(`/api/quote-requests${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Invalid filter" });
    }
  });
});

describe("PATCH /api/quote-requests/:id", () => {
  it("changes the status and records who and when", async () => {
    const before = Date.now();
    const res = await patch(ids.omar!, { status: "contacted" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; statusChangedBy: string; statusChangedAt: string };
    expect(body.status).toBe("contacted");
    expect(body.statusChangedBy).toMatch(/^owner/);
    expect(new Date(body.statusChangedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await list("?status=contacted")).items.map((r) => r.id)).toEqual([ids.omar]);
    const [omar, maria] = (await list()).items as unknown as { statusChangedBy: string | null; statusChangedAt: string | null }[];
    expect(omar).toMatchObject({ statusChangedBy: body.statusChangedBy, statusChangedAt: body.statusChangedAt });
    expect(maria).toMatchObject({ statusChangedBy: null, statusChangedAt: null });
  });

  it("answers 400 for an unknown status and for a body without one", async () => {
    for (const body of [{ status: "archived" }, { status: "" }, { status: 3 }, {}, "not json", "[]"]) {
      const res = await patch(ids.maria!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await list("?status=scheduled")).items.map((r) => r.id)).toEqual([ids.maria]);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await patch("00000000-0000-4000-8000-000000000000", { status: "quoted" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Quote request not found" });
  });

  it("answers 401 without a session, 415 for a non-JSON body and 413 for a huge one", async () => {
    const anonymous = await call(`/api/quote-requests/${ids.maria}`, {
      method: "PATCH",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: '{"status":"quoted"}',
    });
    expect(anonymous.status).toBe(401);
    expect((await patch(ids.maria!, "status=quoted", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await patch(ids.maria!, { status: "quoted", pad: "x".repeat(5000) })).status).toBe(413);
  });
});
