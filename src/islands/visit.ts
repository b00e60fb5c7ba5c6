// The visit a quote request comes from, kept without cookies: the first page of the visit, the
// referring site's host and the first URL's UTM tags, in sessionStorage (this tab, until it
// closes). The form island sends it with the request; the owner sees where leads come from.

const storageKey = "visit";

export type Visit = {
  landingPage: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

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

// A random key for the visit, so the server counts a call tap once per visit and page (a replayed
// beacon counts once). Kept apart from the visit above, which goes with a quote request: a tap and
// a request never carry a shared value. The key says nothing about the visitor and ends with the
// tab. Written short: it ships in the first-load entry, whose budget is 1 KB.

// randomUUID needs a secure context: the site is HTTPS, and localhost counts as one. (A phone
// trying the dev server over plain-HTTP LAN sends no tap beacon; nothing else depends on it.)
const randomKey = () => crypto.randomUUID();
let keyWithoutStorage: string | undefined;

/** This visit's key, made on first use. With storage turned off, one key for this page load: each load then counts as a visit. */
export function visitKey(): string {
  try {
    return (sessionStorage["visit-key"] ||= randomKey());
  } catch {
    return (keyWithoutStorage ||= randomKey());
  }
}
