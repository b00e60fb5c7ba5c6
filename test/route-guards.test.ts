import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { schema } from "../src/db";
import { app } from "../src/index";
import { ownersOnlySets } from "../src/routes/guard-sets";
import { publicRoutes } from "../src/routes/public-routes";
import { call, db, ORIGIN, postForm, seedRequest, sessionToken, signedIn } from "./admin-helpers";

// Issue 28, item 1: every route of the app, read from its own route table, is either on the public
// allow-list (src/routes/public-routes.ts) or refuses a signed-out caller, changing nothing; the
// owners-only ones refuse staff; every state-changing one refuses another site, public or not.
// A route added without a guard, or under a prefix that lost its use(), fails here.

type Route = { method: string; path: string; handlers: unknown[] };

/**
 * Whether a use() entry's path runs for a route's path, as Hono matches them: a trailing "*" covers
 * the rest, even nothing ("/admin/*" runs for "/admin"); ":name" covers any one segment.
 */
function covers(pattern: string, path: string) {
  const want = pattern.split("/");
  const have = path.split("/");
  for (const [i, segment] of want.entries()) {
    if (segment === "*" && i === want.length - 1) return true;
    if (i >= have.length || (segment !== have[i] && !segment.startsWith(":"))) return false;
  }
  return want.length === have.length;
}

/**
 * The app's routes, one per method and path with all its handlers: its own, and those of every
 * use() entry (method ALL: middleware, not a route) whose path covers it, since a prefix applies
 * its guards once where it is mounted.
 */
function routeTable(): Route[] {
  const byKey = new Map<string, Route>();
  const middleware = app.routes.filter((r) => r.method === "ALL");
  for (const { method, path, handler } of app.routes) {
    if (method === "ALL") continue;
    const key = `${method} ${path}`;
    const route = byKey.get(key) ?? { method, path, handlers: middleware.filter((m) => covers(m.path, path)).map((m) => m.handler) };
    route.handlers.push(handler);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

const routes = routeTable();
const keyOf = (r: Route) => `${r.method} ${r.path}`;
const guarded = routes.filter((r) => !publicRoutes.has(keyOf(r)));
const changesState = (r: Route) => !["GET", "HEAD", "OPTIONS"].includes(r.method);
const isOwnersOnly = (r: Route) => r.handlers.some((h) => ownersOnlySets.has(h as never));
// An API answers 401 JSON; so does a photo, which an <img> could not follow to a sign-in page.
const answersLikeApi = (path: string) => path.startsWith("/api/") || path === "/admin/photos/:id";

// Every field any form or JSON route reads, with values that would change something: a route that
// ran its handler would show in the database.
const fields = {
  status: "declined",
  confirm: "yes",
  body: "planted note",
  date: "2030-01-02",
  window: "07-09",
  username: "planted",
  role: "owner",
  oldPassword: "x",
  newPassword: "a new long enough passphrase",
  endpoint: "https://fcm.googleapis.com/fcm/send/planted",
};

let requestId = "";
let staffId = "";
let ownerCookie = "";
let staffCookie = "";

/** A plausible value for each parameter: a real request, or the member a Team route acts on. */
const urlOf = (r: Route) => r.path.replace(":id", r.path.startsWith("/admin/team/") ? staffId : requestId).replace(":key", "home");

function send(r: Route, { cookie, crossSite = false }: { cookie?: string; crossSite?: boolean } = {}) {
  const json = r.path.startsWith("/api/");
  const headers: Record<string, string> = crossSite
    ? { origin: "https://evil.example", "sec-fetch-site": "cross-site" }
    : { origin: ORIGIN, "sec-fetch-site": "same-origin" };
  if (!changesState(r)) return call(urlOf(r), { method: r.method, headers, cookie });
  headers["content-type"] = json ? "application/json" : "application/x-www-form-urlencoded";
  const body = json ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return call(urlOf(r), { method: r.method, headers, cookie, body });
}

/** Every row of every table: what "nothing changed" compares. */
async function database() {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables.results) dump[name] = (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results;
  return dump;
}

beforeAll(async () => {
  requestId = (await seedRequest()).id;
  ownerCookie = (await signedIn()).cookie;
  const [staff] = await db
    .insert(schema.users)
    .values({ username: `staff-${crypto.randomUUID().slice(0, 6)}`, password: await hashPassword("a long enough password"), role: "staff" })
    .returning();
  staffId = staff!.id;
  const res = await postForm("/admin/sign-in", { username: staff!.username, password: "a long enough password" }, { ip: "198.51.100.201" });
  staffCookie = `__Host-session=${sessionToken(res)}`;
});

describe("the route table", () => {
  it("has the routes this test is about, and every allow-listed route exists", () => {
    expect(guarded.length).toBeGreaterThan(25);
    const known = new Set(routes.map(keyOf));
    for (const name of publicRoutes) expect(known.has(name), name).toBe(true);
  });

  it("marks every Team route owners-only", () => {
    const team = routes.filter((r) => r.path === "/admin/team" || r.path.startsWith("/admin/team/"));
    expect(team.length).toBeGreaterThan(0);
    for (const r of team) expect(isOwnersOnly(r), keyOf(r)).toBe(true);
  });

  it("marks the Prices screen and its form owners-only (the form with its own, larger body limit)", () => {
    const prices = routes.filter((r) => r.path === "/admin/prices");
    expect(prices.map((r) => r.method).sort()).toEqual(["GET", "POST"]);
    for (const r of prices) expect(isOwnersOnly(r), keyOf(r)).toBe(true);
  });
});

describe("every route not on the public allow-list", () => {
  it("refuses a signed-out caller (401 JSON for the API, 303 to sign-in for screens) and changes nothing", async () => {
    const before = await database();
    for (const r of guarded) {
      const res = await send(r);
      if (answersLikeApi(r.path)) {
        expect(res.status, keyOf(r)).toBe(401);
        expect(await res.json(), keyOf(r)).toEqual({ error: "Sign in required" });
      } else {
        expect(res.status, keyOf(r)).toBe(303);
        expect(res.headers.get("location"), keyOf(r)).toMatch(/^\/admin\/sign-in(\?|$)/);
      }
    }
    expect(await database()).toEqual(before);
  });

  it("refuses staff on the owners-only routes with 403, changing nothing", async () => {
    const before = await database();
    const ownersRoutes = guarded.filter(isOwnersOnly);
    expect(ownersRoutes.length).toBeGreaterThan(0);
    for (const r of ownersRoutes) expect((await send(r, { cookie: staffCookie })).status, keyOf(r)).toBe(403);
    expect(await database()).toEqual(before);
  });
});

describe("every state-changing route, public or not", () => {
  it("refuses another site's request with 403, even with an owner's session, and changes nothing", async () => {
    const before = await database();
    // Stripe's webhook comes from Stripe's servers, never a browser: no Origin to judge. Its signature
    // is checked instead (a cross-site post without one is a 400 storing nothing: test/stripe-webhook.test.ts).
    const writes = routes.filter(changesState).filter((r) => keyOf(r) !== "POST /api/stripe/webhook");
    expect(writes.length).toBeGreaterThan(15);
    for (const r of writes) expect((await send(r, { cookie: ownerCookie, crossSite: true })).status, keyOf(r)).toBe(403);
    expect(await database()).toEqual(before);
  });
});
