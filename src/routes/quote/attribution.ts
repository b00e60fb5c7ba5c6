import type { Context } from "hono";
import { classifySource, hostOf, limits, plainText } from "../../attribution/classify";
import { pagePaths } from "../../content/site-map";
import type { Attribution } from "../../db/schema";
import type { AppEnv } from "../../env";

// Where a request's visit came from (issue 16), from what the post says about it: the form
// island's `attribution` (sessionStorage: the visit's first page, referrer host, UTM tags), or for
// the plain form its own page and the Referer header. Every value is checked or cut to a length;
// a page that is none of the site's is no landing page.

const sitePage = (value: unknown) => (typeof value === "string" && pagePaths.includes(value) ? value : null);

/** The Referer's host when it is another site (the plain form's post always comes from this one). */
function crossSiteReferer(c: Context<AppEnv>) {
  const host = hostOf(c.req.header("referer"));
  return host && host !== new URL(c.req.url).hostname ? host : null;
}

export function attributionOf(c: Context<AppEnv>, claimed: unknown, pageSentFrom: string | null): Attribution {
  const visit = (typeof claimed === "object" && claimed !== null && !Array.isArray(claimed) ? claimed : {}) as Record<string, unknown>;
  const facts = {
    referrerHost: hostOf(visit.referrer) ?? crossSiteReferer(c),
    utmSource: plainText(visit.utmSource, limits.utm),
    utmMedium: plainText(visit.utmMedium, limits.utm),
    utmCampaign: plainText(visit.utmCampaign, limits.utm),
  };
  return {
    landingPage: sitePage(visit.landingPage) ?? pageSentFrom,
    ...facts,
    trafficSource: classifySource(facts, new URL(c.req.url).hostname),
  };
}
