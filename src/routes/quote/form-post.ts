import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { QuoteFormState, QuoteFormValues } from "../../lib/quote-form-state";
import { fieldErrors, fillsHoneypot, honeypotField, quoteFieldOrder, quoteSchema } from "../../lib/quote-schema";
import { quoteFormPaths } from "../../content/pages";
import { renderPage } from "../pages";
import { acceptQuote } from "./accept";
import { retryAfterSeconds } from "./guards";
import { quoteMessages } from "./messages";

// The no-JavaScript path: the plain HTML form posts here and the visitor always lands on a page,
// the confirmation (303) or the page they came from with their values and the messages.

/** Only a known page with the form: the form's returnTo must never redirect anywhere else. */
export const safeReturnTo = (value: unknown) => (typeof value === "string" && quoteFormPaths.includes(value) ? value : "/");

/** The page a post came from, for errors found before the body (and its returnTo) could be read. */
export function refererPath(c: Context<AppEnv>) {
  try {
    const url = new URL(c.req.header("referer") ?? "");
    return url.origin === new URL(c.req.url).origin ? safeReturnTo(url.pathname) : "/";
  } catch {
    return "/";
  }
}

export function renderFormPage(c: Context<AppEnv>, returnTo: string, state: QuoteFormState, status: 400 | 413 | 429 | 503) {
  c.set("quoteForm", { ...state, returnTo });
  c.status(status);
  c.header("Cache-Control", "no-store");
  if (status === 429) c.header("Retry-After", String(retryAfterSeconds));
  return renderPage(c, returnTo) ?? c.text(state.formError ?? quoteMessages.invalid, status);
}

export async function handleFormPost(c: Context<AppEnv>, text: string) {
  const params = new URLSearchParams(text);
  const fields = Object.fromEntries([...params].reverse());
  const returnTo = safeReturnTo(fields.returnTo);
  const received = () => {
    c.header("Cache-Control", "no-store");
    return c.redirect(`${returnTo}?quote=received#quote-form`, 303);
  };
  // Every copy counts: a bot may send an empty one first to hide a filled one behind it.
  if (params.getAll(honeypotField).some(fillsHoneypot)) return received();

  const values: Partial<QuoteFormValues> = {};
  for (const key of quoteFieldOrder) if (fields[key] !== undefined) values[key] = fields[key];
  const result = quoteSchema.safeParse(fields);
  if (!result.success) return renderFormPage(c, returnTo, { values, errors: fieldErrors(result.error.issues), formError: quoteMessages.invalid }, 400);

  const outcome = await acceptQuote(c, result.data);
  if (outcome.kind === "rate-limited") return renderFormPage(c, returnTo, { values, formError: quoteMessages.rateLimited }, 429);
  if (outcome.kind === "unavailable") return renderFormPage(c, returnTo, { values, formError: quoteMessages.unavailable }, 503);
  return received();
}
