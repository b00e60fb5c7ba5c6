// Rejects requests no page, API or asset could ever want, before any route runs: bots probe
// marketing sites all day with traversal tricks, huge URLs and forged Host headers, and each must
// get a cheap, clear 4xx rather than reach a handler (or an error page, or a 500).

const MAX_URL_LENGTH = 2048;

// Encoded dots, slashes, backslashes and NULs (also double-encoded: %252e) never appear in a real
// path here; raw backslashes, "." / ".." segments and control characters neither.
const ENCODED_TRICKS = /%(?:25)*(?:2e|2f|5c|00)/i;
const RAW_TRICKS = /\\|\/\.\.?(?:\/|$)|[\x00-\x1f\x7f]/;

// A hostname or IPv4 / bracketed IPv6 address with an optional port: nothing else (no spaces,
// credentials, paths or second host).
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Pages are read-only; the API, the owner's /admin forms and the forms of a customer's own page (/my/) decide their own methods. */
export function acceptsAnyMethod(path: string) {
  return path.startsWith("/api/") || path === "/admin" || path.startsWith("/admin/") || path.startsWith("/my/");
}

/** The path exactly as the client sent it, before any decoding. */
function rawPath(url: string) {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.search(/[?#]/);
  return url.slice(start, end < 0 ? undefined : end);
}

/** The path decoded, or null when it is not valid percent-encoding. */
export function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** The response that refuses an odd request, or null when the request may go on. */
export function rejectOddRequest(request: Request): Response | null {
  if (request.url.length > MAX_URL_LENGTH) return plain(414, "URI Too Long");
  const host = request.headers.get("host");
  if (host !== null && (host.length > 255 || !HOST.test(host))) return plain(400, "Bad Request: invalid Host header");
  const path = rawPath(request.url);
  const decoded = decodedPath(path);
  if (decoded === null || ENCODED_TRICKS.test(path) || RAW_TRICKS.test(path) || RAW_TRICKS.test(decoded)) {
    return plain(400, "Bad Request: invalid path");
  }
  const method = request.method;
  if (method !== "GET" && method !== "HEAD" && !acceptsAnyMethod(new URL(request.url).pathname)) {
    return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
  }
  return null;
}
