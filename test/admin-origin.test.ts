import { describe, expect, it } from "vitest";
import { call, createOwner, db, ORIGIN, postForm, seedRequest, signedIn } from "./admin-helpers";

const patch = (id: string, cookie: string, headers: Record<string, string>) =>
  call(`/api/quote-requests/${id}`, {
    method: "PATCH",
    cookie,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ status: "declined" }),
  });

const statusOf = async (id: string) => (await db.query.quoteRequests.findFirst({ where: (q, { eq }) => eq(q.id, id) }))!.status;

describe("Origin checks on every state-changing request", () => {
  it("refuses a cross-site sign-in post (login CSRF) with 403", async () => {
    const owner = await createOwner();
    const res = await postForm(
      "/admin/sign-in",
      { username: owner.username, password: owner.plainPassword },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a post without Origin unless Sec-Fetch-Site says same-origin", async () => {
    const owner = await createOwner();
    const fields = new URLSearchParams({ username: owner.username, password: owner.plainPassword }).toString();
    const post = (headers: Record<string, string>) =>
      call("/admin/sign-in", {
        method: "POST",
        body: fields,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    expect((await post({})).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(303);
  });

  it("refuses an Origin that only resembles this site", async () => {
    const owner = await createOwner();
    for (const origin of ["null", "http://localhost:8787", "https://localhost", "http://localhost.evil.example"]) {
      const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword }, { origin });
      expect(res.status, origin).toBe(403);
    }
  });

  it("refuses a cross-site status change, even with the owner's cookie, and leaves the status alone", async () => {
    const { cookie } = await signedIn();
    const quote = await seedRequest();
    const form = await postForm(`/admin/requests/${quote.id}/status`, { status: "declined" }, { cookie, origin: "https://evil.example" });
    expect(form.status).toBe(403);
    expect((await patch(quote.id, cookie, { origin: "https://evil.example" })).status).toBe(403);
    expect((await patch(quote.id, cookie, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await statusOf(quote.id)).toBe("pending");
    expect((await patch(quote.id, cookie, { origin: ORIGIN })).status).toBe(200);
    expect(await statusOf(quote.id)).toBe("declined");
  });

  it("refuses a cross-site sign-out: the session stays valid", async () => {
    const { cookie } = await signedIn();
    expect((await postForm("/admin/sign-out", {}, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await call("/admin", { cookie })).status).toBe(200);
  });

  it("asks for a session after the Origin check: a same-origin status post without one goes to sign-in", async () => {
    const quote = await seedRequest();
    const res = await postForm(`/admin/requests/${quote.id}/status`, { status: "declined" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sign-in");
    expect(await statusOf(quote.id)).toBe("pending");
  });
});
