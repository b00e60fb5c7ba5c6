import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { catalogue } from "../../content/i18n";
import { isCalendarDate } from "../../lib/houston-time";
import { textBodyLimit } from "../../middleware/body-limit";
import { approveQuote } from "../../use-cases/customer/approve-quote";
import { askQuestion, messageMaxChars, questionMaxChars, sendPrivateMessage } from "../../use-cases/customer/messages";
import { moveBooking } from "../../use-cases/customer/move-booking";
import { windowChooser } from "../../use-cases/customer/page-view";
import { addCustomerPhotos } from "../../use-cases/customer/photos";
import { multipartPost } from "../multipart";
import type { CustomerEnv } from "./guards";
import { customerPage } from "../../lib/paths";
import { back, customerDeps, localeOf, renderPage, tokenOf, wordsOf, type Ctx } from "./page";

// The forms of a customer's page (the guards at /my/:token have run): each reads its form, calls
// its use case, and goes back to the page (303, ?done=) or shows it again with the reason.
export const customerActionRoutes = new Hono<CustomerEnv>();

const formOf = async (c: Ctx) => (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");
/** A form's body: small (4 KB unless it needs more). */
const formLimit = (maxBytes = 4096) => textBodyLimit(maxBytes);

customerActionRoutes.post("/:token/approve", formLimit(), async (c) => {
  const { deps, request } = customerDeps(c);
  const result = await approveQuote(deps, request, Number(text((await formOf(c)).version)));
  if (result === "invalid") return renderPage(c, { status: 400, notice: wordsOf(c).quote.newer });
  if (result === "approved") return back(c, "approved");
  // A deposit is asked (issue 46): on to the window, then Stripe's Checkout (./pay.ts).
  if (result === "pay-first") return c.redirect(`${customerPage(tokenOf(c))}?pay#book`, 303);
  if (result === "already") return back(c, "already");
  if (result === "not-current") return back(c, "newer");
  // Expired or closed: the page says so where the button was.
  return renderPage(c, { status: 409 });
});

type WrittenKind = "question" | "message";
const maxChars: Record<WrittenKind, number> = { question: questionMaxChars, message: messageMaxChars };
const writtenWords = (c: Ctx, kind: WrittenKind) => (kind === "question" ? wordsOf(c).question : wordsOf(c).review);

/** A text to the owner: "Ask a question" before the job, the private message after it (beside the review link, never in its place). */
const written = (kind: WrittenKind, write: typeof askQuestion) => async (c: Ctx) => {
  const { deps, request } = customerDeps(c);
  const words = writtenWords(c, kind);
  const raw = text((await formOf(c)).text);
  const outcome = await write(deps, request, raw);
  if (outcome.ok) return back(c, kind === "question" ? "asked" : "message");
  if (outcome.reason === "no-job") return c.notFound();
  const value = kind === "question" ? "questionValue" : "messageValue";
  if (outcome.reason === "too-long")
    return renderPage(c, { status: 400, errors: { [kind]: words.tooLong(outcome.max) }, [value]: raw.slice(0, outcome.max * 2) });
  if (outcome.reason === "too-many")
    return renderPage(c, { status: 429, errors: { [kind]: words.tooMany(outcome.max) }, [value]: raw.slice(0, maxChars[kind] * 2) });
  return renderPage(c, { status: 400, errors: { [kind]: words.empty } });
};

/**
 * A written text's body: its 1,000 characters at their largest legal encoding (a 4-byte UTF-8
 * character percent-encoded is 12 bytes), and room for the field's name. Over that, the page comes
 * back with the field's own message (413), as for a text just over its length.
 */
const writtenLimit = (kind: WrittenKind) =>
  bodyLimit({
    maxSize: maxChars[kind] * 12 + 1024,
    onError: (c) => renderPage(c as Ctx, { status: 413, errors: { [kind]: writtenWords(c as Ctx, kind).tooLong(maxChars[kind]) } }),
  });

customerActionRoutes.post("/:token/question", writtenLimit("question"), written("question", askQuestion));
// Only with a completion: before it, the page offers "Ask a question" instead.
customerActionRoutes.post("/:token/message", writtenLimit("message"), written("message", sendPrivateMessage));

customerActionRoutes.post("/:token/move", formLimit(), async (c) => {
  const { deps, request } = customerDeps(c);
  const words = wordsOf(c).booking;
  const form = await formOf(c);
  const to = { date: text(form.date), window: text(form.window) };
  const moved = await moveBooking(deps, request, to);
  if (moved.ok) return back(c, "moved");
  const [status, error] =
    moved.reason === "invalid" ? [400 as const, words.invalid] : [409 as const, words[moved.reason === "full" ? "full" : "notBooked"]];
  const move = await windowChooser(deps, { request, approved: false }, isCalendarDate(to.date) ? to.date : "days", error);
  return renderPage(c, { status, move });
});

// "Add photos": read with the request form's multipart reader, which holds each photo to the form's limits as it streams.
customerActionRoutes.post("/:token/photos", async (c) => {
  const { deps, request } = customerDeps(c);
  const words = wordsOf(c).request;
  const messages = catalogue(localeOf(c)).ui.form.messages;
  const parsed = await multipartPost(c.req.raw);
  if (!parsed.ok)
    return renderPage(c, { status: parsed.status, errors: { photos: parsed.status === 413 ? messages.photoTooLarge : words.photoError } });
  const check = parsed.post.photos;
  if (!check.ok) return renderPage(c, { status: check.status, errors: { photos: messages[check.message] as string } });
  const added = await addCustomerPhotos(deps, request, check.photos);
  if (added.ok) return back(c, `photos-${added.count}`);
  const error = added.reason === "too-many" ? words.tooMany(added.max ?? 0) : words.photoError;
  return renderPage(c, { status: 400, errors: { photos: error } });
});
