import { Hono, type Context } from "hono";
import { bookingOf } from "../../calendar/booking";
import { bookingEvent, bookingFileName } from "../../calendar/booking-event";
import { icsCalendar } from "../../calendar/ics";
import { catalogue, knownLocale, serviceTypeLabel } from "../../content/i18n";
import { business } from "../../config/business";
import { getDb } from "../../db";
import { attachedPhoto } from "../../db/attached-photos";
import { approveQuote, attachCustomerPhotos, customerPageData, markQuoteViewed } from "../../db/customer-page";
import { completionOf, jobPhotoKeys, recordReviewClick } from "../../db/job-completions";
import { recordCustomerEvent } from "../../db/customer-events";
import { photoKey } from "../../db/quote-photos";
import { moveBooking, openWindows, windowBegun } from "../../db/window-capacity";
import { customerMoveDays } from "../../config/time";
import { isArrivalWindow } from "../../lib/arrival-windows";
import { houstonDate, isCalendarDate } from "../../lib/houston-time";
import { photoLimits } from "../../lib/quote-fields";
import { CustomerPage, type CustomerPageProps } from "../../pages/customer/CustomerPage";
import { questionMaxChars } from "../../pages/customer/QuestionCard";
import { messageMaxChars } from "../../pages/customer/ReviewCard";
import { bookingWhen } from "../../pages/customer/status";
import { removePhotos, storePhotos } from "../../photos/bucket";
import { configuredOrigin } from "../../lib/paths";
import { backgroundOf } from "../../trace/background";
import { log } from "../../trace/log";
import { multipartPost } from "../quote/multipart";
import { NotifyCard } from "../../components/customer/NotifyCard";
import { customerSubscriptionsOf } from "../../db/customer-push-subscriptions";
import { pushConfig } from "../../push/config";
import { customerFile, customerForm, customerPage, customerUpload, isLinkPreview, type CustomerEnv } from "./guards";
import { alertOwnerOfCustomer, type CustomerAlertEnv } from "../../push/customer-alerts";

// A customer's own page, /my/<token>: their request, the quote (Approve, Ask a question), the
// booking (calendar file, I need another time), photos, the timeline; after the job, the receipt and
// the review ask (the review link, a private message to the owner). Every form posts here and
// comes back to the page (303, with what it did in ?done=), or shows the page again with the reason.
export const customerPageRoutes = new Hono<CustomerEnv>();

type Ctx = Context<CustomerEnv>;
const pathOf = (c: Ctx) => `/my/${c.req.param("token")}`;
const localeOf = (c: Ctx) => knownLocale(c.get("customer").request.locale);
const wordsOf = (c: Ctx) => catalogue(localeOf(c)).customer;
// Back to the page at its notice (what the action did), wherever on the page the form was.
const back = (c: Ctx, done: string) => c.redirect(`${pathOf(c)}?done=${done}#notice`, 303);

type RenderOptions = Partial<Pick<CustomerPageProps, "notice" | "errors" | "questionValue" | "messageValue" | "move">> & {
  status?: 200 | 400 | 409 | 413;
};

async function renderPage(c: Ctx, { status = 200, ...options }: RenderOptions = {}) {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const now = new Date();
  const [data, phones] = await Promise.all([customerPageData(db, request), customerSubscriptionsOf(db, request.id)]);
  if (data.quote) await markQuoteViewed(db, data.quote, now);
  const locale = localeOf(c);
  const move = options.move ?? (await moveState(c, c.req.query("move")));
  c.status(status);
  return c.render(
    <CustomerPage
      data={data}
      locale={locale}
      base={pathOf(c)}
      today={houstonDate(now)}
      now={now}
      notice={options.notice ?? noticeOf(c)}
      errors={options.errors}
      questionValue={options.questionValue}
      messageValue={options.messageValue}
      move={move}
      notify={
        <NotifyCard
          token={c.req.param("token") ?? ""}
          words={wordsOf(c).notify}
          vapidPublicKey={pushConfig(c.env)?.publicKey}
          alreadyOn={phones.length > 0}
        />
      }
    />,
    { title: wordsOf(c).title, noindex: true, locale },
  );
}

/** ?move=days: the days with open windows; ?move=<day>: that day's windows. Only for a scheduled booking. */
async function moveState(c: Ctx, asked: string | undefined, error?: string): Promise<CustomerPageProps["move"]> {
  const { request } = c.get("customer");
  if (!asked || request.status !== "scheduled") return undefined;
  const open = await openWindows(getDb(c.env), { days: customerMoveDays, except: request.id });
  // The customer's own window is where they are, not a place to move to.
  const days = open.map((d) => ({
    ...d,
    windows: d.windows.filter((w) => d.date !== request.bookedDate || w.window !== request.bookedWindow),
  }));
  const day = isCalendarDate(asked) && days.some((d) => d.date === asked) ? asked : undefined;
  return { days, ...(day ? { day } : {}), ...(error ? { error } : {}) };
}

/** What the last action did (?done=...), in the page's words; anything else says nothing. */
function noticeOf(c: Ctx): string | undefined {
  const words = wordsOf(c);
  const { request } = c.get("customer");
  const done = c.req.query("done");
  const booking = bookingOf(request);
  if (done === "approved") return words.quote.justApproved;
  if (done === "already") return words.quote.alreadyApproved;
  if (done === "newer") return words.quote.newer;
  if (done === "asked") return words.question.sent;
  if (done === "message") return words.review.sent;
  if (done === "moved" && booking) return words.booking.moved(bookingWhen(booking.date, booking.window, localeOf(c)));
  const photos = /^photos-([1-6])$/.exec(done ?? "");
  if (photos) return words.request.added(Number(photos[1]));
  return undefined;
}

const formOf = async (c: Ctx) => (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

customerPageRoutes.get("/my/:token", customerPage, (c) => renderPage(c));

customerPageRoutes.post("/my/:token/approve", customerForm(), async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const version = Number(text((await formOf(c)).version));
  if (!Number.isSafeInteger(version) || version < 1) return renderPage(c, { status: 400, notice: wordsOf(c).quote.newer });
  const result = await approveQuote(db, request, version, houstonDate());
  if (result === "approved") {
    alertOwnerOfCustomer(c.env as CustomerAlertEnv, db, request, { kind: "approved", detail: { version } }, backgroundOf(c));
    return back(c, "approved");
  }
  if (result === "already") return back(c, "already");
  if (result === "not-current") return back(c, "newer");
  // Expired or closed: the page says so where the button was.
  return renderPage(c, { status: 409 });
});

customerPageRoutes.post("/my/:token/question", customerForm(8 * 1024), async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const words = wordsOf(c).question;
  const raw = text((await formOf(c)).text);
  const question = raw.trim();
  if (!question) return renderPage(c, { status: 400, errors: { question: words.empty } });
  if ([...question].length > questionMaxChars)
    return renderPage(c, {
      status: 400,
      errors: { question: words.tooLong(questionMaxChars) },
      questionValue: raw.slice(0, questionMaxChars * 2),
    });
  await recordCustomerEvent(db, request.id, "question", { text: question });
  alertOwnerOfCustomer(c.env as CustomerAlertEnv, db, request, { kind: "question", detail: { text: question } }, backgroundOf(c));
  return back(c, "asked");
});

// After the job, a private message to the owner, beside the review link (never in its place). Only
// with a completion: before it, the page offers "Ask a question" instead.
customerPageRoutes.post("/my/:token/message", customerForm(8 * 1024), async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  if (!(await completionOf(db, request.id))) return c.notFound();
  const words = wordsOf(c).review;
  const raw = text((await formOf(c)).text);
  const message = raw.trim();
  if (!message) return renderPage(c, { status: 400, errors: { message: words.empty } });
  if ([...message].length > messageMaxChars)
    return renderPage(c, {
      status: 400,
      errors: { message: words.tooLong(messageMaxChars) },
      messageValue: raw.slice(0, messageMaxChars * 2),
    });
  await recordCustomerEvent(db, request.id, "message", { text: message });
  alertOwnerOfCustomer(c.env as CustomerAlertEnv, db, request, { kind: "message", detail: { text: message } }, backgroundOf(c));
  return back(c, "message");
});

// "Leave us a Google review": counted here, then on to the business's review page. A messaging
// app's link preview is sent on without counting; no referrer, so the page's token stays here.
customerPageRoutes.get("/my/:token/review", customerFile, async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  if (!(await completionOf(db, request.id))) return c.notFound();
  if (!isLinkPreview(c)) await recordReviewClick(db, request.id);
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(business.reviewsUrl, 302);
});

customerPageRoutes.post("/my/:token/move", customerForm(), async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const words = wordsOf(c).booking;
  const form = await formOf(c);
  const date = text(form.date);
  const window = text(form.window);
  const refuse = async (status: 400 | 409, error: string) =>
    renderPage(c, { status, move: await moveState(c, isCalendarDate(date) ? date : "days", error) });
  if (request.status !== "scheduled") return refuse(409, words.notBooked);
  // Only a window the page offers: open, not begun, within the next two weeks.
  const open = await openWindows(db, { days: customerMoveDays, except: request.id });
  const offered =
    isCalendarDate(date) && isArrivalWindow(window) && open.some((d) => d.date === date && d.windows.some((w) => w.window === window));
  // A window the page would offer but for the jobs in it: taken (409); anything else was never on offer (400).
  const inRange = open.some((d) => d.date === date);
  const taken = !offered && inRange && isArrivalWindow(window) && !windowBegun({ date, window }, new Date());
  if (!offered) return refuse(taken ? 409 : 400, taken ? words.full : words.invalid);
  const moved = await moveBooking(db, request.id, { date, window });
  if (moved.kind === "full") return refuse(409, words.full);
  if (moved.kind === "not-booked") return refuse(409, words.notBooked);
  if (moved.kind === "moved") {
    const detail = { fromDate: moved.from.date, fromWindow: moved.from.window, toDate: date, toWindow: window };
    await recordCustomerEvent(db, request.id, "moved", detail);
    alertOwnerOfCustomer(c.env as CustomerAlertEnv, db, request, { kind: "moved", detail }, backgroundOf(c));
  }
  return back(c, "moved");
});

customerPageRoutes.post("/my/:token/photos", customerUpload, async (c) => {
  const db = getDb(c.env);
  const { request } = c.get("customer");
  const locale = localeOf(c);
  const words = wordsOf(c).request;
  const messages = catalogue(locale).ui.form.messages;
  const closed = request.status === "completed" || request.status === "declined";
  const parsed = await multipartPost(c as never);
  if (!parsed.ok)
    return renderPage(c, { status: parsed.status, errors: { photos: parsed.status === 413 ? messages.photoTooLarge : words.photoError } });
  const check = parsed.post.photos;
  if (!check.ok) return renderPage(c, { status: check.status, errors: { photos: messages[check.message] as string } });
  if (closed || !check.photos.length) return renderPage(c, { status: 400, errors: { photos: words.photoError } });
  if (request.photoUrls.length + check.photos.length > photoLimits.count)
    return renderPage(c, { status: 400, errors: { photos: words.tooMany(photoLimits.count) } });
  const keys = await storePhotos(db, c.env.QUOTE_PHOTOS, check.photos);
  if (!(await attachCustomerPhotos(db, request, keys, photoLimits.count))) {
    await removePhotos(db, c.env.QUOTE_PHOTOS, keys).catch((err: unknown) => log.error("removing refused photos failed", err));
    return renderPage(c, { status: 400, errors: { photos: words.tooMany(photoLimits.count) } });
  }
  return back(c, `photos-${keys.length}`);
});

customerPageRoutes.get("/my/:token/calendar.ics", customerFile, (c) => {
  const { request } = c.get("customer");
  const booking = bookingOf(request);
  if (!booking || request.status !== "scheduled") return c.notFound();
  const origin = configuredOrigin(c.env) ?? new URL(c.req.url).origin;
  const locale = localeOf(c);
  // The customer's calendar gets the window, the business and its phone: not the owner's links or notes.
  const { uid, start, end, stamp, location } = bookingEvent(request, booking, origin);
  const summary = `${business.name}: ${serviceTypeLabel(request.serviceType, locale)}`;
  const calendar = icsCalendar([{ uid, start, end, stamp, summary, ...(location ? { location } : {}), description: business.phone }], {
    name: business.name,
  });
  return c.body(calendar, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${bookingFileName(request.lastName, booking.date)}"`,
  });
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

customerPageRoutes.get("/my/:token/photos/:id", customerFile, (c) =>
  // Only a photo of this request: the id must be in its list and attached to it.
  servePhoto(c, (key) => c.get("customer").request.photoUrls.includes(key)),
);

customerPageRoutes.get("/my/:token/job-photos/:id", customerFile, async (c) => {
  // Only a before or after photo of this request's completion, attached to it.
  const completion = await completionOf(getDb(c.env), c.get("customer").request.id);
  return servePhoto(c, (key) => jobPhotoKeys(completion).includes(key));
});

/** A private photo through the token: a well-formed id whose key `listed` says is this request's, attached to it. */
async function servePhoto(c: Ctx, listed: (key: string) => boolean) {
  const { request } = c.get("customer");
  const id = c.req.param("id") ?? "";
  const key = photoKey(id);
  if (!uuid.test(id) || !listed(key)) return c.notFound();
  const photo = await attachedPhoto(getDb(c.env), key);
  const object = photo?.quoteRequestId === request.id ? await c.env.QUOTE_PHOTOS.get(key) : null;
  if (!photo || !object) return c.notFound();
  return c.body(object.body, 200, {
    "Content-Type": photo.contentType,
    "Content-Length": String(object.size),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
}
