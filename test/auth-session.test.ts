import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../src/db";
import { hashToken, resolveSession } from "../src/auth/session";
import { sessionIdle as IDLE_MS, sessionMaxAge as MAX_AGE_MS } from "../src/config/time";
import { call, createOwner, db, postForm, sessionToken, signedIn } from "./admin-helpers";

const sessionRow = async (token: string) => db.query.sessions.findFirst({ where: eq(schema.sessions.tokenHash, await hashToken(token)) });

describe("owner sessions", () => {
  it("sets __Host-session HttpOnly, Secure, SameSite=Strict, Path=/ on sign-in and redirects to the inbox", async () => {
    const owner = await createOwner();
    const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("uses a random 256-bit token and stores only its SHA-256 hash", async () => {
    const { token, owner } = await signedIn();
    expect(atob(token.replace(/-/g, "+").replace(/_/g, "/") + "=")).toHaveLength(32);
    const { results } = await db.$client.prepare("SELECT * FROM sessions WHERE user_id = ?").bind(owner.id).all();
    expect(results).toHaveLength(1);
    expect(JSON.stringify(results)).not.toContain(token);
    expect(results[0]!.token_hash).toBe(await hashToken(token));
  });

  it("signs the owner in case-insensitively and sends them back where they were going", async () => {
    const owner = await createOwner();
    const res = await postForm("/admin/sign-in", {
      username: ` ${owner.username.toUpperCase()} `,
      password: owner.plainPassword,
      next: "/admin/requests/abc",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/requests/abc");
  });

  it("never redirects off the admin area after sign-in", async () => {
    for (const next of ["https://evil.example/", "//evil.example/admin", "/admin\\@evil.example", "/", "javascript:alert(1)"]) {
      const owner = await createOwner();
      const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword, next });
      expect(res.headers.get("location"), next).toBe("/admin");
    }
  });

  it("expires after 8 idle hours and slides while in use, never past 7 days from sign-in", async () => {
    const { token } = await signedIn();
    const row = (await sessionRow(token))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(IDLE_MS);

    const later = new Date(row.createdAt.getTime() + IDLE_MS - 60_000);
    expect(await resolveSession(db, token, later)).not.toBeNull();
    expect((await sessionRow(token))!.expiresAt.getTime()).toBe(later.getTime() + IDLE_MS);

    const nearMax = new Date(row.createdAt.getTime() + MAX_AGE_MS - 60 * 60_000);
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(nearMax.getTime() + 1000) })
      .where(eq(schema.sessions.tokenHash, row.tokenHash));
    expect(await resolveSession(db, token, nearMax)).not.toBeNull();
    expect((await sessionRow(token))!.expiresAt.getTime()).toBe(row.createdAt.getTime() + MAX_AGE_MS);
    expect(await resolveSession(db, token, new Date(row.createdAt.getTime() + MAX_AGE_MS + 1))).toBeNull();
  });

  it("sends an expired session back to sign-in", async () => {
    const { token, cookie } = await signedIn();
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(schema.sessions.tokenHash, await hashToken(token)));
    const res = await call("/admin", { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sign-in");
    expect((await call("/api/quote-requests", { cookie })).status).toBe(401);
  });

  it("sweeps expired sessions when someone signs in", async () => {
    const { token } = await signedIn();
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(schema.sessions.tokenHash, await hashToken(token)));
    await signedIn();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("rotates the token on sign-in: the cookie sent before is no longer a session", async () => {
    const { owner, token: first, cookie } = await signedIn();
    const res = await postForm("/admin/sign-in", { username: owner.username, password: owner.plainPassword }, { cookie });
    const second = sessionToken(res)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    expect((await call("/admin", { cookie })).status).toBe(303);
    expect((await call("/admin", { cookie: `__Host-session=${second}` })).status).toBe(200);
  });

  it("signs out: deletes the session row, clears the cookie, and /admin asks for sign-in again", async () => {
    const { token, cookie } = await signedIn();
    const res = await postForm("/admin/sign-out", {}, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/sign-in");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toMatch(/Max-Age=0/);
    expect(await sessionRow(token)).toBeUndefined();
    const after = await call("/admin", { cookie });
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("/admin/sign-in");
  });

  it("treats forged, random and oversized cookies as signed out", async () => {
    const { token } = await signedIn();
    const forged = [
      token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
      "admin",
      "1",
      await hashToken(token),
      "x".repeat(5000),
      "' OR 1=1 --",
    ];
    for (const value of forged) {
      expect((await call("/admin", { cookie: `__Host-session=${value}` })).status, value).toBe(303);
      expect((await call("/api/quote-requests", { cookie: `__Host-session=${value}` })).status, value).toBe(401);
    }
  });

  it("shows the sign-in screen to visitors and skips it for a signed-in owner", async () => {
    const page = await call("/admin/sign-in");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="username"');
    expect(html).toContain('<label for="password"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const { cookie } = await signedIn();
    const again = await call("/admin/sign-in", { cookie });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/admin");
  });
});
