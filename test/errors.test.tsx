import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "../src/errors";

function failingApp() {
  const app = new Hono();
  app.get("/boom", () => {
    throw new Error("secret detail at /srv/app.ts:12");
  });
  app.get("/api/boom", () => {
    throw new Error("secret detail at /srv/api.ts:34");
  });
  app.onError(handleError);
  return app;
}

describe("onError", () => {
  it("answers a page error with a plain HTML 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await failingApp().request("/boom");
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("secret detail");
    expect(html).not.toContain(".ts:");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers an API error with JSON 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await failingApp().request("/api/boom");
    expect(res.status).toBe(500);
    const body = await res.json<{ error: string }>();
    expect(body.error).toMatch(/Internal server error/);
    expect(JSON.stringify(body)).not.toContain("secret");
    log.mockRestore();
  });
});
