// The security headers src/middleware/security.ts puts on every page: a page answered without one
// (a route outside the middleware, a platform rule that strips them) fails the check.

const expected = [
  [
    "Content-Security-Policy",
    (v) => v.includes("default-src 'self'") && v.includes("frame-ancestors 'none'"),
    "default-src 'self' and frame-ancestors 'none'",
  ],
  ["X-Content-Type-Options", (v) => v === "nosniff", "nosniff"],
  ["Referrer-Policy", (v) => v === "strict-origin-when-cross-origin", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", (v) => v === "DENY", "DENY"],
  ["Strict-Transport-Security", (v) => /^max-age=[1-9]\d*/.test(v), "a max-age"],
  ["Cross-Origin-Opener-Policy", (v) => v === "same-origin", "same-origin"],
  ["Permissions-Policy", (v) => v.includes("camera=()"), "camera=() and the rest"],
];

/** What is wrong with a page's security headers, one phrase each; empty when all are there. */
export function securityHeaderProblems(headers) {
  return expected.flatMap(([name, fits, wanted]) => {
    const value = headers.get(name);
    if (value === null) return [`no ${name} header`];
    return fits(value.trim()) ? [] : [`${name} is "${value}", expected ${wanted}`];
  });
}
