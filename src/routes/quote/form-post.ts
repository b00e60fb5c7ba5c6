import type { Context } from "hono";
import { localeOfPath, type Locale } from "../../content/locale";
import type { AppEnv } from "../../env";
import type { QuoteFormState, QuoteFormValues } from "../../lib/quote-form-state";
import { fieldErrors, fillsHoneypot, honeypotField, quoteTextFields, type FieldMessages } from "../../lib/quote-schema";
import { renderPage } from "../pages";
import { submit } from "./submit";
import { newConfirmationCode } from "../../auth/confirmation-codes";
import { confirmationCodeParam } from "./confirmation-link";
import { quoteRateLimited } from "./guards";
import { retryAfterSeconds } from "../../use-cases/rate-limit";
import type { RequestPhotos } from "../../use-cases/submit-request";
import { formLocale } from "./locale";
import { quoteMessagesFor, quoteSchemaFor } from "./messages";
import { attributionOf } from "./attribution";
import type { PhotoCheck } from "./photo-files";
import { echoable } from "./text-limits";
import { knownPagePath } from "./source-page";
import { submissionKeyField } from "../../lib/submission-key";
import { within } from "../../lib/deadline";
import { loadPrices } from "../../middleware/prices";
import { echoEstimateFields, estimateQuery, formEstimate } from "./estimate";
import { priceBookVersionField } from "../../lib/estimate-fields";

// The no-JavaScript path: the plain HTML form posts here (multipart, with its photos) and the
// visitor always lands on a page, the confirmation (303) or the page they came from with their
// values and the messages. API clients may post urlencoded too (photos then by upload id).

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

/** How long the page after a refused post waits for the price book in force (its estimate section): from memory, normally. */
const pricesWaitMs = 300;

export async function renderFormPage(
  c: Context<AppEnv>,
  returnTo: string,
  state: QuoteFormState,
  status: 400 | 409 | 413 | 429 | 503,
  locale: Locale,
) {
  // The page shows the estimate's section only with the price book known; an outage leaves it out.
  await within(loadPrices(c), pricesWaitMs, "reading the price book for a refused post's page").catch(() => undefined);
  c.set("quoteForm", { ...state, returnTo });
  c.status(status);
  c.header("Cache-Control", "no-store");
  if (status === 429) c.header("Retry-After", String(retryAfterSeconds));
  return renderPage(c, returnTo) ?? c.text(state.formError ?? quoteMessagesFor(locale).invalid, status);
}

/**
 * A refused form post's page, counted against the client's limit like a stored request (an error
 * page costs more to make than a 201): past the limit, a short 429 page with the values instead.
 */
export async function refusedPage(
  c: Context<AppEnv>,
  returnTo: string,
  state: QuoteFormState,
  status: 400 | 413,
  locale: Locale,
  rateLimited = quoteMessagesFor(locale).rateLimited,
) {
  if (await quoteRateLimited(c))
    return renderFormPage(c, returnTo, { values: state.values, estimateFields: state.estimateFields, formError: rateLimited }, 429, locale);
  return renderFormPage(c, returnTo, state, status, locale);
}

/** A form post's parts: the text fields (first value of each), every honeypot copy, photo ids, and its photo files checked. */
export type FormPost = {
  fields: Record<string, string>;
  honeypots: string[];
  photoIds: string[];
  photos: PhotoCheck;
  /** How many photo files were sent (an error page asks for them again). */
  photoCount: number;
};

/** The values a page may show again: each cut at its field's maximum, so no post is echoed back larger than the form allows. */
export function echoValues(fields: Record<string, string>): Partial<QuoteFormValues> {
  const values: Partial<QuoteFormValues> = {};
  for (const key of quoteTextFields) if (typeof fields[key] === "string") values[key] = echoable(key, fields[key]);
  return values;
}

export function urlencodedPost(text: string): FormPost {
  const params = new URLSearchParams(text);
  return {
    fields: Object.fromEntries([...params].reverse()),
    honeypots: params.getAll(honeypotField),
    photoIds: params.getAll("photos").filter((id) => id !== ""),
    photos: { ok: true, photos: [] },
    photoCount: 0,
  };
}

export async function handleFormPost(c: Context<AppEnv>, { fields, honeypots, photoIds, photos: photoCheck, photoCount }: FormPost) {
  const returnTo = safeReturnTo(fields.returnTo);
  const locale = formLocale(fields);
  const messages = quoteMessagesFor(locale);
  const fieldMessages = quoteSchemaFor(locale).messages;
  // The confirmation; with a priced estimate its link carries the picks, which the page prices again.
  // With the one-time code (code=) the page exchanges for the customer's page link, shown once to
  // save (confirmation-link.ts); only while D1 is down, the link's token itself (my=).
  const received = (handed: { code?: string; token?: string }, estimate = "") => {
    c.header("Cache-Control", "no-store");
    const link = handed.code ? `&${confirmationCodeParam}=${handed.code}` : handed.token ? `&my=${handed.token}` : "";
    return c.redirect(`${returnTo}?quote=received${link}${estimate}#quote-form`, 303);
  };
  // Every copy counts: a bot may send an empty one first to hide a filled one behind it.
  if (honeypots.some(fillsHoneypot)) return received({ code: newConfirmationCode() });

  const values = echoValues(fields);
  const estimateFields = echoEstimateFields(fields);
  // A file input cannot be filled in again: whenever photos were sent and the page comes back, say so.
  const formError = (message: string) => (photoCount ? `${message} ${messages.photosAgain}` : message);
  const refuse = (status: 400 | 409 | 413 | 429 | 503, message: string, errors?: QuoteFormState["errors"]) =>
    renderFormPage(c, returnTo, { values, estimateFields, ...(errors ? { errors } : {}), formError: formError(message) }, status, locale);

  // The version is posted with every form that shows the estimate: it counts only with picks (formEstimate).
  const { photos: _photos, [priceBookVersionField]: _version, ...text } = fields;
  const result = quoteSchemaFor(locale).schema.safeParse({
    ...text,
    ...formEstimate(fields),
    ...(photoIds.length ? { photos: photoIds } : {}),
  });
  if (!result.success || !photoCheck.ok) {
    const errors = result.success ? {} : fieldErrors(result.error.issues);
    if (!photoCheck.ok) errors.photos = fieldMessages[photoCheck.message as keyof FieldMessages] as string;
    return refusedPage(
      c,
      returnTo,
      { values, estimateFields, errors, formError: formError(messages.invalid) },
      !photoCheck.ok ? photoCheck.status : 400,
      locale,
      formError(messages.rateLimited),
    );
  }

  const photos: RequestPhotos = photoCount ? { files: photoCheck.photos } : { uploaded: result.data.photos ?? [] };
  // The page is stored only when the post named one of the site's (an unknown one is stored as null).
  const sourcePage = knownPagePath(fields.returnTo);
  // No JavaScript, no sessionStorage: the landing page is the form's own page, the referrer the Referer.
  const origin = { sourcePage, locale, attribution: attributionOf(c, undefined, sourcePage) };
  const outcome = await submit(c, { request: result.data, origin, photos, claimedKey: fields[submissionKeyField], handoff: "code" });
  if (outcome.ok) return received(outcome, estimateQuery(result.data, outcome.estimate, Date.now()));
  if (outcome.reason === "rate-limited") return refuse(429, messages.rateLimited);
  if (outcome.reason === "unavailable") return refuse(503, messages.unavailable);
  if (outcome.reason === "key-reused") return refuse(409, messages.keyReused);
  return refuse(400, messages.invalid, { photos: fieldMessages.photoMissing });
}
