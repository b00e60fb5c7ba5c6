import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { call, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";

let cookie = "";
let token = "";
const ids: Record<string, string> = {};
const page = async (path: string) => {
  const res = await call(path, { cookie });
  expect(res.status, path).toBe(200);
  // React separates adjacent text nodes with empty comments; a browser shows them as one text.
  return (await res.text()).replaceAll("<!-- -->", "");
};

beforeAll(async () => {
  ({ cookie, token } = await signedIn());
  ids.ana = (
    await seedRequest({
      firstName: "Ana",
      lastName: "Reyes",
      phone: "281-555-0111",
      email: "ana@example.com",
      cityZip: "77373",
      description: 'Garage cleanout,\nold "fridge" too',
      serviceType: "cleanout-services",
      sourcePage: "/complete-cleanouts",
    })
  ).id;
  ids.evil = (
    await seedRequest({
      firstName: "<script>alert(1)</script>",
      lastName: "=cmd|' /C calc'!A0",
      email: "x@example.com",
      serviceType: "junk-removal",
      status: "declined",
    })
  ).id;
});

describe("/admin screens", () => {
  it("send a visitor without a session to sign-in, keeping where they were going", async () => {
    const res = await call("/admin/requests/abc?x=1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Frequests%2Fabc%3Fx%3D1");
    expect((await call("/admin/export.csv")).status).toBe(303);
  });

  it("are never cached or indexed: pages, redirects, the CSV and unknown /admin paths", async () => {
    const cases: [string, string | undefined, number][] = [
      ["/admin", cookie, 200],
      ["/admin/sign-in", undefined, 200],
      [`/admin/requests/${ids.ana}`, cookie, 200],
      ["/admin/export.csv", cookie, 200],
      ["/admin", undefined, 303],
      ["/admin/no-such-screen", cookie, 404],
    ];
    for (const [path, withCookie, status] of cases) {
      const res = await call(path, { cookie: withCookie });
      expect(res.status, path).toBe(status);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), path).toMatch(/noindex/);
    }
    const signOut = await postForm("/admin/sign-out", {});
    expect(signOut.headers.get("cache-control")).toBe("no-store");
  });

  it("the inbox lists requests with counts per status and how many are new since the last visit", async () => {
    const html = await page("/admin");
    expect(html).toContain("Ana");
    expect(html).toContain(`href="/admin/requests/${ids.ana}"`);
    expect(html).toMatch(/Pending <span[^>]*>1<\/span>/);
    expect(html).toMatch(/Declined <span[^>]*>1<\/span>/);
    expect(html).toMatch(/All <span[^>]*>2<\/span>/);
    // Ana's detail was opened by the test above: a request someone opened is no longer new (issue 44).
    expect(html).toContain("1 new request since your last visit");
    expect(html).toContain('data-island="SessionWatch"');
  });

  it("counts as new only what arrived after the previous visit", async () => {
    const { owner, cookie: other } = await signedIn();
    await db
      .insert(schema.ownerVisits)
      .values({ userId: owner.id, lastSeenAt: new Date() })
      .onConflictDoUpdate({ target: schema.ownerVisits.userId, set: { lastSeenAt: new Date() } });
    await db.update(schema.sessions).set({ newSince: new Date() }).where(eq(schema.sessions.userId, owner.id));
    const res = await call("/admin", { cookie: other });
    expect((await res.text()).replaceAll("<!-- -->", "")).toContain("0 new requests since your last visit");
  });

  it("the inbox escapes what customers typed", async () => {
    const html = await page("/admin");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("filters and searches from the query string, ignoring invalid values", async () => {
    expect(await page("/admin?status=declined")).not.toContain(`/admin/requests/${ids.ana}"`);
    expect(await page("/admin?q=0111")).toContain(`/admin/requests/${ids.ana}"`);
    expect(await page("/admin?q=%27%20OR%201%3D1%20--")).toContain("No quote requests match these filters.");
    expect(await page("/admin?status=bogus&page=-4")).toContain(`/admin/requests/${ids.ana}"`);
  });

  it("the detail shows tap-to-call, mailto and the description", async () => {
    const html = await page(`/admin/requests/${ids.ana}`);
    expect(html).toContain('href="tel:+12815550111"');
    expect(html).toContain('href="mailto:ana@example.com');
    expect(html).toContain("Garage cleanout,\nold &quot;fridge&quot; too");
    expect(html).toContain("Cleanout Services");
    expect((await call("/admin/requests/no-such-id", { cookie })).status).toBe(404);
  });

  it("a status form post changes the status, redirects back and shows who changed it", async () => {
    const res = await postForm(`/admin/requests/${ids.ana}/status`, { status: "contacted" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/requests/${ids.ana}?updated=1`);
    const html = await page(`/admin/requests/${ids.ana}?updated=1`);
    expect(html).toContain("Status updated.");
    expect(html).toMatch(/Pending → Contacted<\/p><p[^>]*>By owner/);
    expect((await postForm(`/admin/requests/${ids.ana}/status`, { status: "lost" }, { cookie })).status).toBe(400);
    expect((await postForm("/admin/requests/no-such-id/status", { status: "quoted" }, { cookie })).status).toBe(404);
  });

  it("exports the filtered list as a CSV download with escaped, formula-safe cells", async () => {
    const res = await call("/admin/export.csv?serviceType=cleanout-services", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="quote-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Received (Central Time),First Name,Last Name,Phone,Email,Service Type,City or ZIP,Status,Project Details,Status Changed,Status Changed By,Language,Sent From Page,Preferred Day,Preferred Window,Photos,Booked Day,Booked Window,Id,Landing Page,Source,Referring Site,UTM Source,UTM Medium,UTM Campaign,Last Note,Estimate,Estimate Low (USD),Estimate High (USD),Price Book Version,Completed At,Final Amount (USD),Payment Method,Donated %,Recycled %,Landfill %,Review Asked At,Review Clicked At,Review Clicks,Deposit (USD),Paid Online (USD),Refunded (USD)",
    );
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Ana,Reyes,281-555-0111,ana@example.com,Cleanout Services,77373,contacted,"Garage cleanout,\nold ""fridge"" too",/,
    );
    expect(lines[1]).toMatch(
      new RegExp(`,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},owner[^,]+,English,/complete-cleanouts,,,0,,,${ids.ana},,,,,,,,,,,,,,,,,,,,,,,$`),
    );
    expect(lines).toHaveLength(3);
    const all = await (await call("/admin/export.csv", { cookie })).text();
    expect(all).toContain(",'=cmd|' /C calc'!A0,");
    expect(token).toBeTruthy();
    expect(ORIGIN).toBe("http://localhost");
  });
});
