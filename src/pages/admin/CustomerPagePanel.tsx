import type { ReactNode } from "react";
import type { LinkSummary } from "../../auth/customer-links";
import { Island } from "../../components/Island";
import { countOf } from "../../db/customer-event-details";
import type { CustomerEvent } from "../../db/customer-events";
import type { Quote, QuoteRequest } from "../../db/schema";
import { formatDateTime } from "./format";

/** A link just made on this screen: shown once, with the message that carries it in the customer's language. */
export type IssuedLink = { url: string; message: string };

/** What the detail knows of the customer's own page: its links (null: never made) and what the customer did there. */
export type CustomerPageFacts = { links: LinkSummary | null; events: CustomerEvent[]; issued?: IssuedLink };

type Props = CustomerPageFacts & { request: QuoteRequest; quotes: Quote[] };

/**
 * "sms:+12815550199?&body=...": the `?&` form opens the Messages app with the text filled in on
 * both iOS (which reads `&body=`) and Android (which reads the query's `body`).
 */
export function smsHref(phone: string, body: string) {
  const digits = phone.replace(/[^\d+]/g, "");
  const to = digits.length === 10 ? `+1${digits}` : digits;
  return `sms:${to}?&body=${encodeURIComponent(body)}`;
}

const when = (at: Date) => <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>;
const times = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

const button = "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold";

// The request's page for the customer (/my/<token>): whether they have a link, opened it, saw and
// approved the quote, moved the booking, asked something or turned notifications on; and a link to
// send them. Tokens are kept only as hashes, so a link can be shown only the moment it is made.
export function CustomerPagePanel({ request: r, quotes, links, events, issued }: Props) {
  const newest = quotes[0];
  const approved = quotes.find((q) => q.approvedAt);
  const moves = countOf(events, "moved");
  const questions = countOf(events, "question");
  const notifications = events.find((e) => e.kind === "notifications-on");
  const live = links?.live ?? 0;
  return (
    <section aria-labelledby="customer-page-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="customer-page-heading" className="text-lg font-semibold text-ink-900">
        Customer&apos;s page
      </h2>
      <p className="mt-1 text-sm wrap-anywhere text-ink-700">
        {`${r.firstName}'s own page shows the quote and the booking: they can approve, ask a question and move the booking there.`}
      </p>
      {issued && <IssuedLinkBox request={r} issued={issued} />}
      <dl className="mt-3 grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-2 text-sm">
        <Mark term="Link">
          {!links ? (
            "None made yet"
          ) : (
            <>
              Made {when(links.madeAt!)} · {live ? times(live, "1 live link", "live links") : "no live link (revoked)"}
            </>
          )}
        </Mark>
        <Mark term="Link sent">{links?.sentAt ? <>Made to send {when(links.sentAt)}</> : "Not by the team yet"}</Mark>
        <Mark term="Page viewed">
          {links?.firstViewedAt ? (
            <>
              First {when(links.firstViewedAt)}
              {links.lastViewedAt && links.lastViewedAt.getTime() !== links.firstViewedAt.getTime() && (
                <>, last {when(links.lastViewedAt)}</>
              )}
            </>
          ) : (
            "Not yet"
          )}
        </Mark>
        <Mark term="Quote viewed">
          {!newest ? (
            "No quote yet"
          ) : newest.viewedAt ? (
            <>
              {`v${newest.version}, `}
              {when(newest.viewedAt)}
            </>
          ) : (
            `v${newest.version} not yet`
          )}
        </Mark>
        <Mark term="Approved">
          {approved?.approvedAt ? (
            <>
              {`v${approved.version}, `}
              {when(approved.approvedAt)}
            </>
          ) : (
            "Not yet"
          )}
        </Mark>
        <Mark term="Moved by them">{moves ? times(moves, "Once", "times") : "No"}</Mark>
        <Mark term="Questions">{questions ? `${questions} (in the timeline)` : "None"}</Mark>
        <Mark term="Notifications">{notifications ? <>On since {when(notifications.at)}</> : "Off"}</Mark>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <form method="post" action={`/admin/requests/${r.id}/customer-link#customer-page-heading`}>
          <button type="submit" className={`${button} bg-ink-900 text-white hover:bg-ink-800`}>
            Get the link to send
          </button>
        </form>
        {live > 0 && (
          <form method="post" action={`/admin/requests/${r.id}/customer-link/revoke`}>
            <button type="submit" className={`${button} border border-red-300 bg-white text-red-800 hover:bg-red-50`}>
              Revoke the link
            </button>
          </form>
        )}
      </div>
      <p className="mt-2 text-xs text-ink-700">
        A new link works beside the earlier ones. Revoking ends every link to this page at once; you can make a new one afterwards.
      </p>
    </section>
  );
}

function Mark({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-700">{term}</dt>
      <dd className="min-w-0 text-ink-900 wrap-anywhere">{children}</dd>
    </>
  );
}

function IssuedLinkBox({ request: r, issued }: { request: QuoteRequest; issued: IssuedLink }) {
  return (
    <div className="mt-3 space-y-3 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
      <p className="text-sm font-semibold wrap-anywhere text-emerald-950">
        {`Send ${r.firstName} this link now: it is shown only this once (only a fingerprint of it is kept).`}
      </p>
      {/* The island's marker has no box of its own (display: contents): the wrapper keeps the spacing. */}
      <div>
        <Island name="CopyText" props={{ text: issued.url, label: `Link to ${r.firstName}'s page`, button: "Copy link" }} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a href={smsHref(r.phone, issued.message)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          Text the link
        </a>
        <Island name="ShareLink" props={{ text: issued.message, button: "Share" }} />
      </div>
    </div>
  );
}
