/** Whether a Content-Type header names JSON (application/json, with or without parameters). */
export const isJsonContentType = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? "");
