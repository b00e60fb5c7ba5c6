// The visit a quote request comes from, kept without cookies: the first page of the visit, the
// referring site's host and the first URL's UTM tags, in sessionStorage (this tab, until it
// closes). The form island sends it with the request; the owner sees where leads come from.

const storageKey = "visit";

export type Visit = { landingPage: string; referrer: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };

/** On every public page load: only the visit's first page is kept (a later page never replaces it). */
export function rememberVisit() {
  try {
    if (sessionStorage.getItem(storageKey)) return;
    const tags = new URLSearchParams(location.search);
    const referrer = document.referrer ? new URL(document.referrer) : null;
    const visit: Visit = {
      landingPage: location.pathname,
      // Another site's host only; a page of this site is no referrer.
      referrer: referrer && referrer.host !== location.host ? referrer.hostname : null,
      utmSource: tags.get("utm_source"),
      utmMedium: tags.get("utm_medium"),
      utmCampaign: tags.get("utm_campaign"),
    };
    sessionStorage.setItem(storageKey, JSON.stringify(visit));
  } catch {
    // Storage turned off (some private modes): the request goes without it.
  }
}

export function rememberedVisit(): Visit | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as Visit | null;
  } catch {
    return null;
  }
}
