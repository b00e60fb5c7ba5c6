import type { ReactNode } from "react";
import type { LinkSummary } from "../../auth/customer-links";
import { Island } from "../../components/Island";
import { reviewReminderAfter, day } from "../../config/time";
import { countOf, reminderOf } from "../../db/customer-event-details";
import type { CustomerEvent } from "../../db/customer-events";
import type { JobCompletion, Quote, QuoteRequest } from "../../db/schema";
import { formatDateTime } from "./format";
import { adminRequestAction } from "../../lib/paths";

/**
 * A link just made on this screen: shown once, with the message that carries it in the customer's
 * language. kind: a link to the page ("Get the link to send", the default) or its review link
 * ("Text the review link").
 */
export type IssuedLink = { url: string; message: string; kind?: "page" | "review" };

/** The review ask's marks on a completed job (job_completions). */
export type ReviewMarks = Pick<JobCompletion, "reviewAskedAt" | "reviewRemindedAt" | "reviewClickedAt" | "reviewClicks">;

/**
 * What the detail knows of the customer's own page: its links (null: never made) and what the
 * customer did there; `completion`, once the job is completed, for the review link's click count.
 */
export type CustomerPageFacts = {
  links: LinkSummary | null;
  events: CustomerEvent[];
  issued?: IssuedLink;
  completion?: ReviewMarks | null;
};

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
// approved the quote, moved the booking, asked something or turned notifications on, and after the
// job how the review ask went; a link to send them, and on a completed job the review link to text.
// Tokens are kept only as hashes, so a link can be shown only the moment it is made.
export function CustomerPagePanel({ request: r, quotes, links, events, issued, completion }: Props) {
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
              {live ? "Works" : "Turned off (revoked)"} · made {when(links.madeAt!)}
            </>
          )}
        </Mark>
        <Mark term="Link sent">{links?.sentAt ? <>You got it to send {when(links.sentAt)}</> : "Not yet"}</Mark>
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
        {(r.status === "completed" || events.some((e) => e.kind === "review-asked")) && (
          <ReviewMarksList events={events} completion={completion} />
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <form method="post" action={`${adminRequestAction(r.id, "customer-link")}#customer-page-heading`}>
          <button type="submit" className={`${button} bg-ink-900 text-white hover:bg-ink-800`}>
            Get the link to send
          </button>
        </form>
        {r.status === "completed" && (
          <form method="post" action={`${adminRequestAction(r.id, "review-text")}#customer-page-heading`}>
            <button type="submit" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
              Text the review link
            </button>
          </form>
        )}
        {live > 0 && (
          <form method="post" action={adminRequestAction(r.id, "customer-link/revoke")}>
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
  const review = issued.kind === "review";
  return (
    <div className="mt-3 space-y-3 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
      <p className="text-sm font-semibold wrap-anywhere text-emerald-950">
        {`Send ${r.firstName} this ${review ? "review link" : "link"} now: for their privacy it is shown only this once. You can get a new one at any time.`}
      </p>
      {/* The island's marker has no box of its own (display: contents): the wrapper keeps the spacing. */}
      <div>
        {review ? (
          // The whole text: pasted into another messaging app, it carries the link with the words.
          <Island
            name="CopyText"
            props={{ text: issued.message, label: `Text to ${r.firstName}, with the review link`, button: "Copy the text" }}
          />
        ) : (
          <Island name="CopyText" props={{ text: issued.url, label: `Link to ${r.firstName}'s page`, button: "Copy link" }} />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a href={smsHref(r.phone, issued.message)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {review ? "Send the text" : "Text the link"}
        </a>
        {!review && <Island name="ShareLink" props={{ text: issued.message, button: "Share" }} />}
      </div>
    </div>
  );
}

const channelNames: Record<string, string> = { page: "their page", push: "notification", email: "e-mail", sms: "text" };
const channelsText = (channels: string[]) => channels.map((c) => channelNames[c] ?? c).join(", ");
const reminderDays = reviewReminderAfter / day;

/**
 * The review ask's marks: when it went and how (every way it went, the owner's texts included), its
 * one reminder, and the clicks through the review link (the count is the completion's).
 */
function ReviewMarksList({ events, completion }: { events: CustomerEvent[]; completion?: ReviewMarks | null }) {
  const asked = events.filter((e) => e.kind === "review-asked");
  const channels = [...new Set(asked.flatMap((e) => reminderOf(e.detail).channels))];
  const texted = asked.filter((e) => reminderOf(e.detail).channels.includes("sms")).at(-1);
  const reminded = events.find((e) => e.kind === "review-reminded");
  const clickedAt = completion?.reviewClickedAt ?? events.find((e) => e.kind === "review-clicked")?.at ?? null;
  const clicks = completion?.reviewClicks;
  return (
    <>
      <Mark term="Review asked">
        {asked[0] ? (
          <>
            {when(asked[0].at)}
            {channels.length > 0 && ` by ${channelsText(channels)}`}
            {texted && texted !== asked[0] && <>; last texted {when(texted.at)}</>}
          </>
        ) : (
          "Not yet"
        )}
      </Mark>
      <Mark term="Review reminder">
        {reminded ? (
          <>
            Sent {when(reminded.at)} by {channelsText(reminderOf(reminded.detail).channels)}
          </>
        ) : completion?.reviewRemindedAt ? (
          <>Due {when(completion.reviewRemindedAt)}: no phone or e-mail to send it to</>
        ) : (
          `Not sent (once, ${reminderDays} days after the ask, if the link was not opened)`
        )}
      </Mark>
      <Mark term="Review link opened">
        {clickedAt ? (
          <>
            First {when(clickedAt)}
            {clicks !== undefined && ` · ${times(clicks, "1 click", "clicks")}`}
          </>
        ) : (
          "Not yet"
        )}
      </Mark>
    </>
  );
}
