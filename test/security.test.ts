import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pagePaths } from "../src/content/site-map";
import { assets } from "../src/manifest";
import { securityHeaders } from "../src/middleware/security";
import { get } from "./html";

const csp =
  `default-src 'self'; script-src 'self' ${assets.loader.cspHash}; style-src 'self' ${assets.firstScreenCss.cspHash}; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; ` +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

function expectDocumentHeaders(res: Response) {
  expect(res.headers.get("Content-Security-Policy")).toBe(csp);
  expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  const permissions = res.headers.get("Permissions-Policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
}

// The routes other issues build, stood in by handlers, to see the middleware leave their choices alone.
const stand_in = new Hono();
stand_in.use("*", securityHeaders);
stand_in.get("/api/og-image", (c) => c.body("png", 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" }));
stand_in.post("/api/quote-requests", (c) => c.json({ ok: true }, 201));
stand_in.post("/admin/sign-in", (c) => c.redirect("/admin", 303));
stand_in.get("/moved", () => Response.redirect("http://localhost/", 301));
stand_in.get("/broken", () => {
  throw new Error("boom");
});
stand_in.onError((_err, c) => c.html("<h1>Something went wrong</h1>", 500));

describe("security headers", () => {
  it("sets the full policy on a page", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expectDocumentHeaders(res);
    expect(res.headers.get("Content-Security-Policy")).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  // The browser tests load every page with this policy enforced (e2e/every-page.test.ts): here, that every page has it.
  it("sets the full policy on every page, in both languages", async () => {
    for (const path of pagePaths) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Security-Policy"), path).toBe(csp);
      expectDocumentHeaders(res);
    }
  });

  it("sets the full policy on the 404 page and on an error page", async () => {
    expectDocumentHeaders(await get("/no-such-page"));
    const error = await stand_in.request("/broken");
    expect(error.status).toBe(500);
    expectDocumentHeaders(error);
  });

  it("adds upgrade-insecure-requests only to pages served over https", async () => {
    const res = await get("https://localhost/");
    expect(res.headers.get("Content-Security-Policy")).toBe(`${csp}; upgrade-insecure-requests`);
  });

  it("gives API answers nosniff and no-store", async () => {
    const res = await get("/api/quote-requests");
    expect(res.headers.get("Content-Type")).toMatch(/json/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps the Cache-Control an API route chose for itself (the share image)", async () => {
    const res = await stand_in.request("/api/og-image");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("hardens responses whose headers are immutable (Response.redirect)", async () => {
    const res = await stand_in.request("/moved");
    expect(res.status).toBe(301);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("https", () => {
  const live = { SITE_URL: "https://www.example.com" };

  it("moves plain-http requests to https when the site is public over https", async () => {
    const page = await stand_in.request("http://www.example.com/moved?x=1", {}, live);
    expect(page.status).toBe(301);
    expect(page.headers.get("Location")).toBe("https://www.example.com/moved?x=1");
    const post = await stand_in.request("http://www.example.com/api/quote-requests", { method: "POST" }, live);
    expect(post.status).toBe(308);
  });

  it("serves https requests, and plain http when no https origin is configured (local dev)", async () => {
    expect((await stand_in.request("https://www.example.com/api/og-image", {}, live)).status).toBe(200);
    expect((await stand_in.request("http://localhost/api/og-image", {}, { SITE_URL: "" })).status).toBe(200);
  });
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    for (const path of ["/", "/junk-removal", "/no-such-page"]) {
      it(`answers ${method} ${path} with 405 and Allow: GET, HEAD`, async () => {
        const res = await get(path, { method });
        expect(res.status).toBe(405);
        expect(res.headers.get("Allow")).toBe("GET, HEAD");
        expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      });
    }
  }

  it("answers HEAD on a page like GET without a body", async () => {
    const res = await get("/", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("lets the API and the owner's /admin forms decide their own methods", async () => {
    expect((await stand_in.request("/api/quote-requests", { method: "POST" })).status).toBe(201);
    expect((await stand_in.request("/admin/sign-in", { method: "POST" })).status).toBe(303);
    expect((await get("/api/quote-requests", { method: "DELETE" })).status).not.toBe(405);
  });
});

describe("odd requests answer 4xx, never 500", () => {
  it("answers 414 to a URL over 2 KB, and serves one just under", async () => {
    expect((await get(`/?q=${"a".repeat(2100)}`)).status).toBe(414);
    expect((await get(`/junk-removal?utm=${"a".repeat(1900)}`)).status).not.toBe(414);
  });

  for (const path of [
    "/a%2fb",
    "/%2F..%2Fetc%2Fpasswd",
    "/x%5c..%5cwin.ini",
    "/%00",
    "/page%00.html",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/%252e%252e/etc/passwd",
    "/%E0%A4%A",
    "/%0d%0aSet-Cookie:x=1",
  ]) {
    it(`answers 400 to the encoded trick ${path}`, async () => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Bad Request/);
    });
  }

  // The URL parser resolves these before the Worker sees them; they must land on a page or the 404.
  for (const path of ["/a/%2e%2e/%2e%2e/etc/passwd", "/..%2f", "/a/../../b", "/a/../../etc/passwd", "/a\\..\\b", "/a\\b"]) {
    it(`answers ${path} with a 4xx, never a 500`, async () => {
      const res = await get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });
  }

  for (const host of ["a b", "x@evil.example", "localhost:1:2", "evil.example/path", "-bad.example", "a".repeat(300)]) {
    it(`answers 400 to the Host header ${JSON.stringify(host.slice(0, 20))}`, async () => {
      const res = await get("/", { headers: { Host: host } });
      expect(res.status).toBe(400);
    });
  }

  it("serves ordinary Host headers", async () => {
    for (const host of ["localhost", "127.0.0.1:8787", "www.example.com", "[::1]:8787"]) {
      expect((await get("/", { headers: { Host: host } })).status).toBe(200);
    }
  });
});
