import type { Context } from "hono";
import { localeOfPath, type Locale } from "../../content/locale";
import type { AppEnv } from "../../env";
import type { QuoteFormState, QuoteFormValues } from "../../lib/quote-form-state";
import { fieldErrors, fillsHoneypot, honeypotField, quoteFieldOrder } from "../../lib/quote-schema";
import { renderPage } from "../pages";
import { acceptQuote } from "./accept";
import { retryAfterSeconds } from "./guards";
import { formLocale } from "./locale";
import { quoteMessagesFor, quoteSchemaFor } from "./messages";
import { knownPagePath } from "./source-page";

// The no-JavaScript path: the plain HTML form posts here and the visitor always lands on a page,
// the confirmation (303) or the page they came from with their values and the messages.

/** Only a known page path: the form's returnTo must never redirect anywhere else. */
export const safeReturnTo = (value: unknown) => knownPagePath(value) ?? "/";

/** This site's path the post came from (Referer), or null. */
function sameOriginReferer(c: Context<AppEnv>) {
  try {
    const url = new URL(c.req.header("referer") ?? "");
    return url.origin === new URL(c.req.url).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The page a post came from, for errors found before the body (and its returnTo) could be read. */
export const refererPath = (c: Context<AppEnv>) => safeReturnTo(sameOriginReferer(c));

/** The language of the page a post came from, for those errors too. */
export const refererLocale = (c: Context<AppEnv>): Locale => localeOfPath(sameOriginReferer(c) ?? "/");

export function renderFormPage(c: Context<AppEnv>, returnTo: string, state: QuoteFormState, status: 400 | 413 | 429 | 503, locale: Locale) {
  c.set("quoteForm", { ...state, returnTo });
  c.status(status);
  c.header("Cache-Control", "no-store");
  if (status === 429) c.header("Retry-After", String(retryAfterSeconds));
  return renderPage(c, returnTo) ?? c.text(state.formError ?? quoteMessagesFor(locale).invalid, status);
}

export async function handleFormPost(c: Context<AppEnv>, text: string) {
  const params = new URLSearchParams(text);
  const fields = Object.fromEntries([...params].reverse());
  const returnTo = safeReturnTo(fields.returnTo);
  const locale = formLocale(fields);
  const messages = quoteMessagesFor(locale);
  const received = () => {
    c.header("Cache-Control", "no-store");
    return c.redirect(`${returnTo}?quote=received#quote-form`, 303);
  };
  // Every copy counts: a bot may send an empty one first to hide a filled one behind it.
  if (params.getAll(honeypotField).some(fillsHoneypot)) return received();

  const values: Partial<QuoteFormValues> = {};
  for (const key of quoteFieldOrder) if (fields[key] !== undefined) values[key] = fields[key];
  const result = quoteSchemaFor(locale).safeParse(fields);
  if (!result.success) return renderFormPage(c, returnTo, { values, errors: fieldErrors(result.error.issues), formError: messages.invalid }, 400, locale);

  // The page is stored only when the post named one of the site's (an unknown one is stored as null).
  const outcome = await acceptQuote(c, result.data, { sourcePage: knownPagePath(fields.returnTo), locale });
  if (outcome.kind === "rate-limited") return renderFormPage(c, returnTo, { values, formError: messages.rateLimited }, 429, locale);
  if (outcome.kind === "unavailable") return renderFormPage(c, returnTo, { values, formError: messages.unavailable }, 503, locale);
  return received();
}
