// The smoke check's target: an http(s) origin, as --url or SITE_URL gives it.

/** The origin ("https://www.example.com") of an http(s) URL without a path; null for anything else. */
export function originOf(value) {
  try {
    const url = new URL(value);
    const bare = (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
  } catch {
    return null;
  }
}
