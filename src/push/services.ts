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

/**
 * The browser tests' own push service (they run offline: e2e/, playwright.config.ts): one more
 * origin, accepted only when the var PUSH_TEST_ORIGIN names it (never in wrangler.toml, so never
 * deployed) and only as http://127.0.0.1:<port>, a loopback no deployed Worker can reach. The route
 * asks for this only on a local run (a loopback request: src/middleware/loopback.ts).
 */
export type PushTestEnv = { PUSH_TEST_ORIGIN?: string };

const loopbackOrigin = /^http:\/\/127\.0\.0\.1:[1-9]\d{0,4}$/;

export function isTestPushEndpoint(endpoint: string, testOrigin: string | undefined): boolean {
  if (!testOrigin || !loopbackOrigin.test(testOrigin)) return false;
  const url = URL.parse(endpoint);
  return url !== null && url.origin === testOrigin && !url.username && !url.password;
}
