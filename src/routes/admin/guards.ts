import { createMiddleware } from "hono/factory";
import { getDb } from "../../db";
import type { AdminEnv } from "../../auth/admin-env";
import { readSessionCookie, resolveSession } from "../../auth/session";
import { urgentCounts } from "../../db/urgency";

// The pieces the guard sets (src/routes/guard-sets.ts) are made of. Routes use the sets, not these.

// Owner data must never sit in a shared cache or a search index. A route may say more (a photo:
// "private, no-store"), never less.
export const privateResponse = createMiddleware<AdminEnv>(async (c, next) => {
  await next();
  if (!/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
});

/** Screens, for any member (owner or staff): without a session, go to sign-in and come back here afterwards. */
export const requireMemberPage = createMiddleware<AdminEnv>(async (c, next) => {
  const member = await resolveSession(getDb(c.env), readSessionCookie(c));
  if (!member) {
    const url = new URL(c.req.url);
    const back = c.req.method === "GET" ? url.pathname + url.search : "/admin";
    return c.redirect(back === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(back)}`, 303);
  }
  c.set("member", member);
  // A one-time password (an account made on the Team screen) opens only the page that replaces it.
  if (member.mustChangePassword && !new URL(c.req.url).pathname.startsWith("/admin/account"))
    return c.redirect("/admin/account?first=1", 303);
  // Every screen's navigation shows how many requests are near or past the 24-hour promise
  // (AdminLayout reads it from here), so the count follows the member from screen to screen.
  c.set("urgent", await urgentCounts(getDb(c.env)));
  await next();
});

/** JSON API, for any member: 401 without a session (the browser helper's "401 yields null" turns that into a redirect). */
export const requireMemberApi = createMiddleware<AdminEnv>(async (c, next) => {
  const member = await resolveSession(getDb(c.env), readSessionCookie(c));
  if (!member) return c.json({ error: "Sign in required" }, 401);
  if (member.mustChangePassword) return c.json({ error: "Choose a new password first, at /admin/account" }, 403);
  c.set("member", member);
  await next();
});

/** After requireMemberPage: the team and backup routes are for owners; staff get a plain 403. */
export const requireOwnerRole = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.get("member").role !== "owner") return c.text("Only an owner can open this screen.", 403);
  await next();
});

/** Only paths inside /admin may be a sign-in's destination: no open redirect. */
export function safeNext(next: string | undefined) {
  return next && /^\/admin(\/[A-Za-z0-9\-/._?=&%]*)?$/.test(next) && !next.startsWith("//") ? next : "/admin";
}
