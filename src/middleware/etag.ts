// Strong validators for cached HTML: a hash of the exact bytes served.

export async function etagFor(body: ArrayBuffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", body));
  return `"${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): a proxy that compressed the body may have marked it W/. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string | null) {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
