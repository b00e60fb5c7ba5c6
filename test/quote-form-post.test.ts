import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rendered } from "./html";
import { confirmationAt, countQuotes, postForm, postQuote, validQuote } from "./quote-helpers";

// The no-JavaScript path: the plain HTML form posts urlencoded and always lands on a page.

describe("the plain HTML form post", () => {
  it("stores the request and answers 303 to the page's confirmation", async () => {
    const before = await countQuotes();
    const res = await postForm({ ...validQuote, cityZip: "Tomball", returnTo: "/", website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(confirmationAt("/"));
    expect(await countQuotes()).toBe(before + 1);
    expect(await countQuotes("city_zip = ? AND email = ?", "Tomball", "maria@example.com")).toBe(1);
  });

  it("sends an unknown or off-site returnTo, or a page without the form (/privacy), back to the home page", async () => {
    for (const returnTo of ["//evil.example", "https://evil.example/", "/nope", "/api/quote-requests", "/privacy"]) {
      const res = await postForm({ ...validQuote, returnTo });
      expect(res.headers.get("location"), returnTo).toMatch(confirmationAt("/"));
    }
  });

  it("shows a visible confirmation at the form after the redirect", async () => {
    const res = await exports.default.fetch(new Request("http://localhost/?quote=received"));
    const html = rendered(await res.text());
    expect(html).toContain("Quote request received");
    expect(html).toMatch(/role="status"/);
    // The island holds the words for a JavaScript submit in its props; rendered, they are not.
    expect(rendered(await (await exports.default.fetch(new Request("http://localhost/"))).text())).not.toContain("Quote request received");
  });

  it("re-renders the page with status 400, the values kept and a message under each invalid field", async () => {
    const before = await countQuotes();
    const res = await postForm({ ...validQuote, lastName: "   ", email: "maria-at-example", serviceType: "", returnTo: "/" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("Junk Removal &amp; Moving Services");
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Maria"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="maria-at-example"/);
    expect(html).toContain("Old sectional sofa and a treadmill from the garage.</textarea>");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="lastName"|name="lastName"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<p id="[^"]*-lastName-error"[^>]*>Required<\/p>/);
    expect(html).toMatch(/<p id="[^"]*-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(html).toMatch(/<p id="[^"]*-serviceType-error"[^>]*>Required<\/p>/);
    expect(html).not.toMatch(/-firstName-error/);
    expect(html).toMatch(/role="alert"[^>]*><p>Please correct the highlighted fields.<\/p>/);
    // The page opens with the focus on the first field with a message (no fragment in the action: it would cancel autofocus).
    expect(html).toContain('action="/api/quote-requests"');
    expect(html.match(/<[^>]*\bautofocus=""[^>]*>/g)).toEqual([expect.stringMatching(/name="lastName"/)]);
    // The form still posts back to the page it came from, not to the API path.
    expect(html).toMatch(/<input type="hidden" name="returnTo" value="\/"\/>/);
    expect(await countQuotes()).toBe(before);
  });

  it("treats a filled honeypot as a success without storing it", async () => {
    const before = await countQuotes();
    const res = await postForm({ ...validQuote, returnTo: "/", website: "buy pills" });
    expect(res.status).toBe(303);
    // The same confirmation as a real request's, with a page token of the same shape: a bot learns nothing.
    expect(res.headers.get("location")).toMatch(confirmationAt("/"));
    expect(await countQuotes()).toBe(before);
  });

  it("re-renders the page the post came from with 413 for an oversized form", async () => {
    const res = await postQuote(
      new URLSearchParams({ ...validQuote, description: "x".repeat(40_000) }).toString(),
      "application/x-www-form-urlencoded",
      {
        referer: "http://localhost/",
      },
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Your request is too long.");
  });

  it("answers 403 to a form posted from another site", async () => {
    const res = await postForm({ ...validQuote, returnTo: "/" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    // The Origin alone is enough, whatever the form holds.
    expect((await postForm({ firstName: "A" }, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("keeps the first value when a field is repeated", async () => {
    const body = new URLSearchParams({ ...validQuote, returnTo: "/" });
    body.append("firstName", "Mallory");
    const res = await postQuote(body.toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(303);
    expect(await countQuotes("first_name = 'Mallory'")).toBe(0);
  });
});
