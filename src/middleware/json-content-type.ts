// The one answer to "is this body JSON?", for every route that reads JSON (415 otherwise, through
// src/routes/validate.ts) and the quote post's choice of reader: the Content-Type's media type,
// parsed (RFC 9110: type "/" subtype, then parameters), is application/json or a structured
// "+json" type. "application/jsonx" or "application/json x" is not. The "+json" prefix is the one
// hono's JSON reader (behind zValidator) accepts, so nothing this rule calls JSON goes unread.

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})$`, "i");
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

/** The media type of a Content-Type header, lower-cased, without parameters; null when it is not one. */
export function mediaTypeOf(contentType: string | null | undefined): string | null {
  const essence = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(essence) ? essence : null;
}

/** Whether a Content-Type names JSON (application/json or application/*+json, parameters allowed). */
export function isJsonContentType(contentType: string | null | undefined) {
  const type = mediaTypeOf(contentType);
  return type !== null && JSON_TYPE.test(type);
}
