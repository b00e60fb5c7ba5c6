import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { jsonBodyLimit, textBodyLimit } from "../middleware/body-limit";
import { sameOriginOnly } from "../middleware/same-origin";
import { privateResponse, requireMemberApi, requireMemberPage, requireOwnerRole } from "./admin/guards";

// What a route is decides how it is guarded. Each prefix applies its set once where it is mounted
// (the router's own use("*", …), as honox keeps a _middleware.ts per folder); a route at a prefix of
// its own (the inbox) names its set first. test/route-guards.test.ts walks the app's route table,
// the prefixes' middleware included, and holds every route not on the public allow-list
// (./public-routes.ts) to them. Each set is whole on its own: under /admin the prefix's
// privateResponse has already run, and running it twice changes nothing.
// Order matters: the Origin check comes before the session, so another site's post is a 403
// whether or not the member is signed in, and a route's body limit comes last (only members are read).

/** A screen (GET) for any member, owner or staff: signed out, it is a 303 to sign-in. */
export const memberPage = every(privateResponse, requireMemberPage);

/**
 * A prefix of member screens and their forms (/admin/requests/:id, /admin/schedule, /admin/account):
 * a form is posted from this site, and by a signed-in member. A form adds its own formLimit; the
 * "Complete the job" post holds its length itself, with the multipart reader, which keeps every part
 * to its own limit as it streams (hono's bodyLimit would first read a body sent without a length
 * whole into memory), as the quote form's multipart post does.
 */
export const memberScreens = every(privateResponse, sameOriginOnly, requireMemberPage);

/** A form's size, after its prefix's guards: 1 KB unless the form needs more. */
export const formLimit = (maxBytes = 1024, tooLarge?: string) => textBodyLimit(maxBytes, tooLarge);

/**
 * The members' JSON API (/api/quote-requests/:id, /api/push, and the one list route), any method:
 * 401 JSON signed out; a state-changing call must come from this site. A call with a body adds its
 * own apiLimit. A GET has no body and passes both.
 */
export const memberApi = every(privateResponse, sameOriginOnly, requireMemberApi);

/** A JSON body's size, after memberApi: 2 KB unless the route needs more. */
export const apiLimit = (maxBytes = 2048, tooLarge?: string) => jsonBodyLimit(maxBytes, tooLarge);

/** The Team, Backups and Prices screens and their forms: owners only (staff get a 403), the rest as memberScreens. */
export const ownersScreens = every(privateResponse, sameOriginOnly, requireMemberPage, requireOwnerRole);

/** One owners-only form under a prefix of member screens (the schedule's capacity), after memberScreens. */
export const ownersForm = every(requireOwnerRole, textBodyLimit(2048));

/** Every owners-only set, so that test/route-guards.test.ts can tell an owners-only route by its handlers. */
export const ownersOnlySets = new Set<MiddlewareHandler>([ownersScreens, ownersForm]);

/** A public form (sign-in, sign-out): from this site only, and small. */
export const publicForm = every(sameOriginOnly, textBodyLimit(4096));

/**
 * A public API that takes a body (a quote, a photo, a beacon): from this site only. Each reads a
 * different kind of body (JSON, multipart with photos, image bytes), so each sets its own limit.
 */
export const publicApi = every(sameOriginOnly);
