// Time in one place: the units, in milliseconds (Date arithmetic's unit), and every duration a rule
// of the site is written in. Headers and push TTLs count seconds: inSeconds says so where it converts.
// Settings with no imports of their own, read by the server and the browser alike.

export const second = 1000;
export const minute = 60 * second;
export const hour = 60 * minute;
export const day = 24 * hour;

/** A duration in whole seconds, for Cache-Control, Retry-After, cookies' Max-Age and push TTLs. */
export const inSeconds = (ms: number) => Math.round(ms / second);

/** A session ends this long after its last request (sliding)... */
export const sessionIdle = 8 * hour;
/** ...and never later than this after sign-in. */
export const sessionMaxAge = 7 * day;
/** A session's last-seen time is written at most this often: every request would double the D1 writes. */
export const sessionTouchEvery = minute;
/** A pause this long ends a visit: requests older than the previous visit's end count as seen. */
export const visitGap = 30 * minute;
/** A browser that signed in before stays known this long (the device cookie). */
export const knownDeviceAge = 365 * day;

/** Failed sign-ins count against a client, a username or a device for this long (and Retry-After says so). */
export const signInWindow = 15 * minute;
/** Failed sign-ins are kept this long, then swept. */
export const signInFailuresKept = day;

/** A client over a rate limit (quotes, photos, events) may try again after this. */
export const rateLimitRetry = minute;

/**
 * A photo upload no request claimed within this long was abandoned; the hourly sweep removes it.
 * A day (issue 30): a request kept while D1 was down claims its uploads when it is written, and
 * its photos must still be there then.
 */
export const abandonedPhotoAge = day;

/** A push alert a phone could not receive is dropped by the push service after this. */
export const pushTtl = day;

/** Pages and share images in the edge cache, crawler files in any cache. */
export const pageCacheAge = day;
export const shareImageStaleAge = 7 * day;
export const crawlerFileCacheAge = hour;
/** A rendered page kept in the isolate's memory before the edge cache is asked again. */
export const memoryCacheLifetime = 5 * minute;

/** A failed side effect (src/db/failures.ts) is on record this long: the digest reads a day, the inbox 24 hours. */
export const failuresKept = 30 * day;
/** The inbox's notice counts the failures of this last stretch. */
export const recentFailuresWindow = day;

/** A customer's own page (/my/<token>) stops working this long after the job is completed or declined. */
export const customerLinkAfterClose = 30 * day;
/** The windows a customer may move their booking into: from now to this many days ahead. */
export const customerMoveDays = 14;
/** The review ask's one reminder goes this long after the ask, if the review link was not followed (issue 33). */
export const reviewReminderAfter = 3 * day;
