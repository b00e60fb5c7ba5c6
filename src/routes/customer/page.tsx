import { Hono, type Context } from "hono";
import { bookingOf } from "../../calendar/booking";
import { catalogue, knownLocale } from "../../content/i18n";
import { receiptMoneyWords } from "../../content/i18n/receipt-money";
import { houstonDate } from "../../lib/houston-time";
import { customerPage } from "../../lib/paths";
import { CustomerPage, type CustomerPageProps } from "../../pages/customer/CustomerPage";
import { bookingWhen } from "../../pages/customer/status";
import { NotifyCard } from "../../components/customer/NotifyCard";
import { pushConfig } from "../../push/config";
import { customerPageView, windowChooser } from "../../use-cases/customer/page-view";
import { customerPayView } from "../../use-cases/customer/deposit-offer";
import { depositAsked, paymentView } from "./payment-view";
import { receiptMoneyOf } from "../../use-cases/payments/balance";
import { depsOf } from "../deps";
import { isLinkPreview, type CustomerEnv } from "./guards";

// A customer's own page, GET /my/:token: their request, the quote (Approve, Ask a question), the
// booking (calendar file, I need another time), photos, the timeline; after the job, the receipt and
// the review ask. Its forms (./actions.tsx) come back to it (303, with what they did in ?done=), or
// show it again with the reason.
export const customerPageRoutes = new Hono<CustomerEnv>();

export type Ctx = Context<CustomerEnv>;
export const tokenOf = (c: Ctx) => c.req.param("token") ?? "";
export const localeOf = (c: Ctx) => knownLocale(c.get("customer").request.locale);
export const wordsOf = (c: Ctx) => catalogue(localeOf(c)).customer;
/** The use cases' dependencies, with the customer's request (the guards opened its token). */
export const customerDeps = (c: Ctx) => ({ deps: depsOf(c), request: c.get("customer").request });
// Back to the page at its notice (what the action did), wherever on the page the form was.
export const back = (c: Ctx, done: string) => c.redirect(`${customerPage(tokenOf(c))}?done=${done}#notice`, 303);

type RenderOptions = Partial<Pick<CustomerPageProps, "notice" | "errors" | "questionValue" | "messageValue" | "move">> & {
  status?: 200 | 400 | 409 | 413 | 429 | 503;
};

/** The page, as it is now, with what the last action said. */
export async function renderPage(c: Ctx, { status = 200, ...options }: RenderOptions = {}) {
  const { deps, request } = customerDeps(c);
  const { data, notificationsOn } = await customerPageView(deps, request, { preview: isLinkPreview(c) });
  const locale = localeOf(c);
  const pay = await customerPayView(deps, c.env, request, data.quote);
  const deposit = depositAsked(pay, data.quote, c.req.query("pay") !== undefined || c.req.query("move") !== undefined);
  const approved = Boolean(data.quote?.approvedAt);
  const move = options.move ?? (await windowChooser(deps, { request, approved, deposit }, c.req.query("move")));
  const payment = {
    ...paymentView(pay, c.req.query("done"), locale),
    receipt: await receiptMoneyOf(deps, c.env, request, data.completion),
  };
  c.status(status);
  return c.render(
    <CustomerPage
      data={data}
      locale={locale}
      base={customerPage(tokenOf(c))}
      today={houstonDate(deps.now)}
      now={deps.now}
      notice={options.notice ?? payment.notice ?? noticeOf(c)}
      payment={payment}
      errors={options.errors}
      questionValue={options.questionValue}
      messageValue={options.messageValue}
      move={move}
      notify={
        <NotifyCard
          token={tokenOf(c)}
          words={wordsOf(c).notify}
          vapidPublicKey={pushConfig(c.env)?.publicKey}
          alreadyOn={notificationsOn}
        />
      }
    />,
    { title: wordsOf(c).title, noindex: true, locale },
  );
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
  if (done === "booked" && booking) return words.book.booked(bookingWhen(booking.date, booking.window, localeOf(c)));
  if (done === "link-sent") return words.linkEmail.sent;
  if (done === "link-off") return words.linkEmail.off;
  if (done === "paying-balance") return receiptMoneyWords(localeOf(c)).balanceConfirming;
  const photos = /^photos-([1-6])$/.exec(done ?? "");
  if (photos) return words.request.added(Number(photos[1]));
  return undefined;
}

customerPageRoutes.get("/:token", (c) => renderPage(c));
