// The token of a customer's own page (/my/<token>): 32 random bytes in base64url, 43 characters.
// Anything else is never looked up, and never shown as a link.
export const customerTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The customer's own pages, /my/<token>... (their worker, /my/sw.js, too). */
export const isCustomerPath = (path: string) => path.startsWith("/my/");
