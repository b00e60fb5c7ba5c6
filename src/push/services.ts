// The only hosts a lead alert is ever sent to: the push services of the browsers the owner's team
// can use. An endpoint is a URL the browser hands over, but the request that stores it comes from
// a signed-in member's session, so a stolen or careless session could otherwise aim the Worker at
// any host, including names that resolve to internal addresses (127.0.0.1.nip.io, localtest.me,
// metadata.google.internal). Names, not addresses: an allow-list is the one check DNS cannot fool.

/** Exact hosts. */
const hosts = new Set([
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera, Brave (Firebase Cloud Messaging)
  "updates.push.services.mozilla.com", // Firefox (autopush)
  "web.push.apple.com", // Safari on macOS, iPhone and iPad (Apple Push Notification service)
]);

/** Whole subdomains of a service, matched at a dot: "x.notify.windows.com", never "evilnotify.windows.com". */
const suffixes = [
  ".push.services.mozilla.com", // autopush's regional hosts
  ".push.apple.com",
  ".notify.windows.com", // Edge and Windows (WNS: wns2-<region>.notify.windows.com)
];

/** Whether the Worker may POST lead alerts to this endpoint: https on port 443, no credentials, an allowed host. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.protocol !== "https:" || url.port || url.username || url.password) return false;
  const host = url.hostname; // lower-cased by the URL parser; a trailing dot is kept, and refused
  return hosts.has(host) || suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
