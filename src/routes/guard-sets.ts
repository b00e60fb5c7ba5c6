import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { jsonBodyLimit, textBodyLimit } from "../middleware/body-limit";
import { sameOriginOnly } from "../middleware/same-origin";
import { privateResponse, requireMemberApi, requireMemberPage, requireOwnerRole } from "./admin/guards";

// What a route is decides how it is guarded: every route names one of these sets first, and
// test/route-guards.test.ts walks the app's route table to hold every route not on the public
// allow-list (./public-routes.ts) to them. Each set is whole on its own: under /admin the prefix's
// privateResponse has already run, and running it twice changes nothing.
// Order matters: the Origin check comes before the session, so another site's post is a 403
// whether or not the member is signed in, and the body limit comes last (only members are read).

/** A screen (GET) for any member, owner or staff: signed out, it is a 303 to sign-in. */
export const memberPage = every(privateResponse, requireMemberPage);

/** A form on a member's screens: posted from this site, by a signed-in member, and small (1 KB unless the form needs more). */
export const memberForm = (maxBytes = 1024, tooLarge?: string) =>
  every(privateResponse, sameOriginOnly, requireMemberPage, textBodyLimit(maxBytes, tooLarge));

/**
 * A member's form with photo files ("Complete the job"): as memberForm, without its body limit. Its
 * route holds the declared length to its largest post and reads the body with the multipart reader,
 * which keeps every part to its own limit as it streams (hono's bodyLimit would first read a body
 * sent without a length whole into memory), as the quote form's multipart post does.
 */
export const memberUpload = every(privateResponse, sameOriginOnly, requireMemberPage);

/**
 * The members' JSON API, any method: 401 JSON signed out; a state-changing call must come from
 * this site and be small (2 KB unless the route needs more). A GET has no body and passes both.
 */
export const memberApi = (maxBytes = 2048, tooLarge?: string) =>
  every(privateResponse, sameOriginOnly, requireMemberApi, jsonBodyLimit(maxBytes, tooLarge));

/** The Team and Backups screens and their forms: owners only (staff get a 403), the rest as memberForm. */
export const ownersOnly = every(privateResponse, sameOriginOnly, requireMemberPage, requireOwnerRole, textBodyLimit(2048));

/** Every owners-only set, so that test/route-guards.test.ts can tell an owners-only route by its handlers. */
export const ownersOnlySets = new Set<MiddlewareHandler>([ownersOnly]);

/** An owners-only form larger than ownersOnly's 2 KB (the Prices screen's): the same guards with its own limit. */
export function ownersForm(maxBytes: number, tooLarge?: string) {
  const set = every(privateResponse, sameOriginOnly, requireMemberPage, requireOwnerRole, textBodyLimit(maxBytes, tooLarge));
  ownersOnlySets.add(set);
  return set;
}

/** A public form (sign-in, sign-out): from this site only, and small. */
export const publicForm = every(sameOriginOnly, textBodyLimit(4096));

/**
 * A public API that takes a body (a quote, a photo, a beacon): from this site only. Each reads a
 * different kind of body (JSON, multipart with photos, image bytes), so each sets its own limit.
 */
export const publicApi = every(sameOriginOnly);
