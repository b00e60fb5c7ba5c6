import type { Context } from "hono";

// A form post's fields as the admin's forms read them: an unreadable body is an empty form, which
// each form's checks then refuse field by field.

export const formOf = (c: Context) => c.req.parseBody().catch(() => ({}) as Record<string, unknown>);

/** A posted field's text, or "" for a missing one or a file. */
export const textOf = (v: unknown) => (typeof v === "string" ? v : "");
