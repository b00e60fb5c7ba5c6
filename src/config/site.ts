// Site settings that are not words: the share image's address and size, and what robots.txt keeps out.

/** The default share image; each page's is `${path}/<page key>` (src/og). */
export const shareImage = { path: "/api/og-image", width: 1200, height: 630, type: "image/png" } as const;

/** Paths robots.txt disallows: the owner inbox is private. */
export const disallowedPaths = ["/admin"];
