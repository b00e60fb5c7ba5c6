import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Hono } from "hono";
import type { AppEnv } from "../src/env";
import { handleError } from "../src/errors";
import { app } from "../src/index";
import { traceId } from "../src/middleware/trace-id";
import { get as fetchPath } from "./html";

// Issue 30, part 3: every request has a trace id (Cloudflare's Ray ID when there is one), sent back in
// X-Request-Id, written before each of its log lines, and shown on a 500 page in the page's
// language, so what a visitor reports can be found in the logs.

const madeId = /^[0-9a-f]{16}$/;
/** A page or API answer, from one client address, with these headers. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetchPath(path, { headers: { "cf-connecting-ip": "203.0.113.50", ...headers } });

/** The app with a database that fails every statement: a signed-in screen then ends in the 500 page. */
const brokenDb = {
  prepare: () => {
    throw new Error("D1_ERROR: secret internals");
  },
} as unknown as D1Database;
const failingRequest = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers: { cookie: "__Host-session=x", ...headers } }, { ...env, DB: brokenDb });

describe("the trace id", () => {
  it("is Cloudflare's Ray ID when the request has one, else a new one per request, on every answer, a cached page's too", async () => {
    const ray = "8e4f0c2a9b1d3e57-DFW";
    expect((await get("/", { "cf-ray": ray })).headers.get("x-request-id")).toBe(ray);
    const [first, second] = [await get("/"), await get("/")]; // the second comes from the cache
    expect(first.headers.get("x-request-id")).toMatch(madeId);
    expect(second.headers.get("x-request-id")).toMatch(madeId);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect((await get("/no-such-page")).headers.get("x-request-id")).toMatch(madeId);
  });

  it("does not take a cf-ray header that is no Ray ID (a local client can send anything) into logs and pages", async () => {
    for (const forged of ["<script>alert(1)</script>", "8e4f0c2a9b1d3e57-DFW x", "x".repeat(300), "8E4F0C2A9B1D3E57"]) {
      const id = (await get("/", { "cf-ray": forged })).headers.get("x-request-id");
      expect(id).toMatch(madeId);
    }
  });
});

describe("a 500 answer", () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it("shows the trace id in its text, the one in the header and the log line, and nothing of the error", async () => {
    const res = await failingRequest("/admin", { "cf-ray": "8e4f0c2a9b1d3e57-IAH" });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("8e4f0c2a9b1d3e57-IAH");
    const html = await res.text();
    expect(html).toContain("If you tell us about it, please give this reference: 8e4f0c2a9b1d3e57-IAH");
    expect(html).not.toContain("secret internals");
    expect(logged).toHaveBeenCalledWith("[req 8e4f0c2a9b1d3e57-IAH]", "unhandled error", "GET", "/admin", expect.any(Error));
  });

  it("says it in Spanish on a Spanish page", async () => {
    // No Spanish page reads D1, so a route under /es/ that throws stands in, with the real middleware and handler.
    const spanish = new Hono<AppEnv>()
      .use(traceId)
      .get("/es/boom", () => {
        throw new Error("secret");
      })
      .onError(handleError);
    const page = await spanish.request("/es/boom");
    expect(page.status).toBe(500);
    const id = page.headers.get("x-request-id")!;
    expect(id).toMatch(madeId);
    const html = await page.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(`Si nos lo comunica, indíquenos esta referencia: ${id}`);
    expect(logged).toHaveBeenCalledWith(`[req ${id}]`, "unhandled error", "GET", "/es/boom", expect.any(Error));
  });

  it("of the JSON API carries the id in its body as well", async () => {
    const res = await app.request(
      "http://localhost/api/quote-requests",
      { headers: { cookie: "__Host-session=x", "cf-ray": "0123456789abcdef-DFW" } },
      { ...env, DB: brokenDb },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Internal server error. Please try again or call us.", requestId: "0123456789abcdef-DFW" });
  });
});
