// The one answer to "is this body JSON?", for the same-origin guard and every handler that reads
// JSON: the Content-Type's media type, parsed (RFC 9110: type "/" subtype, then parameters), is
// application/json or a structured "+json" type. "application/jsonx" or "application/json x" is not.

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})$`, "i");

/** The media type of a Content-Type header, lower-cased, without parameters; null when it is not one. */
export function mediaTypeOf(contentType: string | null | undefined): string | null {
  const essence = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(essence) ? essence : null;
}

/** Whether a Content-Type names JSON (application/json or application/*+json, parameters allowed). */
export function isJsonContentType(contentType: string | null | undefined) {
  const type = mediaTypeOf(contentType);
  return type === "application/json" || (type !== null && /^application\/[^/]+\+json$/.test(type));
}
