import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "../src/db";
// Every page with the quote form (the privacy page has none).
import { quoteFormPaths as pagePaths } from "../src/content/site-map";
import { confirmationAt, postForm, postJson, postQuote, validQuote } from "./quote-helpers";

// Issue 13, item 3: each quote request keeps the page it was sent from. The island sends it as
// `sourcePage` in its JSON, the plain form as its `returnTo`. Only one of the site's page paths is
// stored; anything else is stored as null and the request itself is still accepted.
const db = getDb(env);
const storedPage = async (id: string) => (await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.id, id) }))!.sourcePage;
const storedPageByEmail = async (email: string) =>
  (await db.query.quoteRequests.findFirst({ where: eq(schema.quoteRequests.email, email) }))!.sourcePage;

// Paths an attacker or a broken client might send: other sites, this site's non-pages, other
// spellings of a page, markup, SQL, control characters, a lone surrogate, huge text and non-text.
const unknownPages: unknown[] = [
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "/admin",
  "/api/quote-requests",
  "/Moving-Services",
  "/moving-services/",
  "/moving-services?x=1",
  "/moving-services#quote-form",
  "/junk%2Dremoval",
  "/../admin",
  " /moving-services",
  "moving-services",
  "<script>alert(1)</script>",
  "'; DROP TABLE quote_requests; --",
  "/\u0000",
  "\ud800",
  "/".repeat(20_000),
  "",
  123,
  true,
  null,
  ["/moving-services"],
  { path: "/moving-services" },
];

describe("the page a quote request was sent from", () => {
  it("is stored from the island's JSON for every page of the site", async () => {
    for (const path of pagePaths) {
      const res = await postJson({ ...validQuote, sourcePage: path });
      expect(res.status, path).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await storedPage(id), path).toBe(path);
    }
  });

  it("is null when the JSON names none (an older page, or another API client)", async () => {
    const res = await postJson(validQuote);
    expect(res.status).toBe(201);
    expect(await storedPage(((await res.json()) as { id: string }).id)).toBeNull();
  });

  it("is null, not the value sent, for anything but a page path; the request is still accepted", async () => {
    for (const sourcePage of unknownPages) {
      const label = JSON.stringify(sourcePage).slice(0, 60);
      const res = await postJson({ ...validQuote, sourcePage });
      expect(res.status, label).toBe(201);
      expect(await storedPage(((await res.json()) as { id: string }).id), label).toBeNull();
    }
    const raw = await env.DB.prepare(
      "SELECT count(*) AS n FROM quote_requests WHERE source_page IS NOT NULL AND source_page NOT IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(pagePaths))
      .first<{ n: number }>();
    expect(raw!.n, "no stored value outside the page list").toBe(0);
  });

  it("is stored from the plain form's returnTo, and the visitor lands back on that page", async () => {
    const email = "form-post-source@example.com";
    const res = await postForm({ ...validQuote, email, returnTo: "/furniture-removal", website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/furniture-removal"));
    expect(await storedPageByEmail(email)).toBe("/furniture-removal");
  });

  it("is null from a plain form post with an unknown returnTo (which goes home)", async () => {
    for (const [i, returnTo] of ["https://evil.example/", "/admin", "/nope", "<b>x</b>"].entries()) {
      const email = `form-unknown-${i}@example.com`;
      const res = await postForm({ ...validQuote, email, returnTo });
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.get("location"), returnTo).toMatch(confirmationAt("/"));
      expect(await storedPageByEmail(email), returnTo).toBeNull();
    }
    const email = "form-no-return@example.com";
    expect((await postForm({ ...validQuote, email })).status).toBe(303);
    expect(await storedPageByEmail(email)).toBeNull();
  });

  it("is the page the visitor is sent back to when the form carries two returnTo fields", async () => {
    const email = "form-two-returns@example.com";
    const body = `${new URLSearchParams({ ...validQuote, email, returnTo: "/demo-removal" })}&returnTo=%2Fmoving-services`;
    const res = await postQuote(body, "application/x-www-form-urlencoded");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/demo-removal"));
    expect(await storedPageByEmail(email)).toBe("/demo-removal");
  });
});
