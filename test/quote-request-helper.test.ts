import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, fetchQuery } from "../src/lib/api-request";

// The spec's shared request behaviour, which the quote form uses to post.
const answer = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends a JSON body with a JSON content type, cookies included", async () => {
    const fetch = answer(201, '{"id":"1"}');
    vi.stubGlobal("fetch", fetch);
    const res = await apiRequest("POST", "/api/quote-requests", { firstName: "Maria" });
    expect(res.status).toBe(201);
    expect(fetch).toHaveBeenCalledWith("/api/quote-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"firstName":"Maria"}',
      credentials: "include",
    });
  });

  it("sends no content type when there is no body", async () => {
    const fetch = answer(200, "");
    vi.stubGlobal("fetch", fetch);
    await apiRequest("DELETE", "/x");
    expect(fetch.mock.calls[0]![1]).toEqual({ method: "DELETE", headers: {}, body: undefined, credentials: "include" });
  });

  it('raises "status: body text", or the status text when the body is empty', async () => {
    vi.stubGlobal("fetch", answer(429, '{"error":"Too many"}'));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow('429: {"error":"Too many"}');
    vi.stubGlobal("fetch", answer(503, "", "Service Unavailable"));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow("503: Service Unavailable");
  });
});

describe("fetchQuery", () => {
  it("GETs the key segments joined with / and parses JSON", async () => {
    const fetch = answer(200, '[{"id":"q1"}]');
    vi.stubGlobal("fetch", fetch);
    expect(await fetchQuery(["/api", "quote-requests"])).toEqual([{ id: "q1" }]);
    expect(fetch).toHaveBeenCalledWith("/api/quote-requests", { credentials: "include" });
  });

  it("turns a 401 into null only when asked, and into an error by default", async () => {
    vi.stubGlobal("fetch", answer(401, '{"error":"Sign in required"}'));
    expect(await fetchQuery(["/api/quote-requests"], { on401: "returnNull" })).toBeNull();
    await expect(fetchQuery(["/api/quote-requests"])).rejects.toThrow('401: {"error":"Sign in required"}');
  });
});
