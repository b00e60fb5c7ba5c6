import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

// A one-time notice for the next screen after a redirect, when what it says cannot be read back
// from the database (a deleted request's name). A short-lived cookie rather than the query
// string: customers' names stay out of URLs, browser history and logs, and a link cannot fake one.
const name = "__Host-admin-notice";
const options = { httpOnly: true, secure: true, sameSite: "Strict", path: "/" } as const;

export function setNotice(c: Context, text: string) {
  setCookie(c, name, text.slice(0, 300), { ...options, maxAge: 60 });
}

/** The notice, once: reading it clears it. */
export function takeNotice(c: Context) {
  const text = getCookie(c, name);
  if (text === undefined) return undefined;
  deleteCookie(c, name, options);
  return text;
}
