// Where a lead came from, as the owner reads it: a campaign (the visit's first URL had UTM tags: a
// flyer's QR code, an ad), a search engine, a social network, a link on another site, or direct
// (typed, bookmarked, or no referrer sent). Only hosts are kept, never a referring URL's path or
// query, and every value is cut to a length and stored as plain text.

export const trafficSources = ["search", "social", "direct", "referral", "campaign"] as const;
export type TrafficSource = (typeof trafficSources)[number];

// The registrable names of the engines and networks that send local-service visitors; a host
// matches one when it is it or a subdomain of it ("www.google.com", "l.facebook.com").
const searchEngines = [
  "google",
  "bing.com",
  "duckduckgo.com",
  "yahoo.com",
  "search.yahoo.com",
  "yandex.com",
  "yandex.ru",
  "baidu.com",
  "ecosia.org",
  "search.brave.com",
  "startpage.com",
  "ask.com",
  "aol.com",
  "qwant.com",
];
const socialNetworks = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "messenger.com",
  "instagram.com",
  "t.co",
  "twitter.com",
  "x.com",
  "linkedin.com",
  "lnkd.in",
  "pinterest.com",
  "pin.it",
  "reddit.com",
  "tiktok.com",
  "youtube.com",
  "youtu.be",
  "nextdoor.com",
  "threads.net",
  "whatsapp.com",
  "wa.me",
  "snapchat.com",
  "yelp.com",
];

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
// "google" stands for every Google country site: google.com, google.co.uk, google.com.mx...
const isGoogle = (host: string) => /(^|\.)google(\.[a-z]{2,3}){1,2}$/.test(host);

export const limits = { host: 253, utm: 100, page: 200 } as const;

/** Printable text, trimmed and cut to a length; null when nothing is left. */
export function plainText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim()
    .slice(0, max)
    .trim();
  return text || null;
}

/** A host from a URL or a bare host, lower case; null for anything that is neither. */
export function hostOf(value: unknown): string | null {
  const text = plainText(value, 2048);
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    return host && host.length <= limits.host && /^[a-z0-9.-]+$/.test(host) && host.includes(".") ? host : null;
  } catch {
    return null;
  }
}

export type VisitFacts = { referrerHost: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };

export function classifySource({ referrerHost, utmSource, utmMedium, utmCampaign }: VisitFacts, siteHost: string): TrafficSource {
  if (utmSource || utmMedium || utmCampaign) return "campaign";
  if (!referrerHost || referrerHost === siteHost) return "direct";
  if (isGoogle(referrerHost) || searchEngines.some((d) => isUnder(referrerHost, d))) return "search";
  if (socialNetworks.some((d) => isUnder(referrerHost, d))) return "social";
  return "referral";
}
