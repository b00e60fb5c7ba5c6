import type { ReactNode } from "react";
import { business } from "../../../config/business";
import { formatCents } from "../../../lib/pricing/money";
import type { DashboardView } from "./model";
import { count, durationText, inboxFor, percent, plural } from "./text";

const promise = business.quoteReplyHours;
// "24 h" never split over two lines.
const promiseShort = `${promise}\u00a0h`;
const link = "font-medium text-brand-700 underline underline-offset-2";

// The five numbers the owner checks first, revenue leading. The response time opens the inbox on the requests
// behind it: the answered ones for the median, the late and the waiting ones for the others.
export function Figures({ view }: { view: DashboardView }) {
  const { overall } = view.response;
  const decided = overall.onTime + overall.slow;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {/* What the weeks earned first, the width of the phone's screen. */}
      <Figure term="Revenue" value={formatCents(view.jobs.overall.cents)} wide>
        <a href="#jobs" className={link}>
          {`From ${plural(view.jobs.overall.jobs, "completed job", "completed jobs")}`}
        </a>
        {view.jobs.online.payments > 0 &&
          ` · ${formatCents(view.jobs.online.onlineCents)} paid online, ${formatCents(view.jobs.online.depositCents)} of it in ${plural(view.jobs.online.deposits, "deposit", "deposits")}`}
      </Figure>
      <Figure term="Requests" value={count(overall.received)}>
        <a href={inboxFor(view.weeks)} className={link}>
          See them in the inbox
        </a>
      </Figure>
      <Figure term="Call taps" value={count(view.totals.calls)}>
        {`On ${plural(view.pages.filter((p) => p.values[1]).length, "page", "pages")}`}
      </Figure>
      <Figure
        term="Median first answer"
        value={
          overall.median === null ? (
            "–"
          ) : (
            <a href={inboxFor(view.weeks, "answered")} className="underline underline-offset-4">
              {durationText(overall.median)}
            </a>
          )
        }
      >
        {`Of ${plural(overall.answered, "answered request", "answered requests")}`}
      </Figure>
      <Figure term={`Answered within ${promiseShort}`} value={percent(overall.onTime, decided)}>
        {overall.slow ? (
          <a href={inboxFor(view.weeks, "slow")} className={link}>
            {`${count(overall.slow)} over ${promiseShort}`}
          </a>
        ) : (
          `None over ${promiseShort}`
        )}
        {overall.waiting > 0 && (
          <>
            {" · "}
            <a href={inboxFor(view.weeks, "waiting")} className={link}>
              {`${count(overall.waiting)} waiting`}
            </a>
          </>
        )}
      </Figure>
    </dl>
  );
}

function Figure({ term, value, children, wide }: { term: string; value: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${wide ? "col-span-2 lg:col-span-1" : ""}`}>
      <dt className="text-sm font-medium text-ink-700">{term}</dt>
      <dd className="order-first text-2xl font-bold tabular-nums text-ink-900 sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-sm text-ink-700">{children}</dd>
    </div>
  );
}
