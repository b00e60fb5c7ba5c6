import { dayLabel } from "../../calendar/days";
import { Island } from "../../components/Island";
import { knownLocale } from "../../content/i18n";
import { quoteLimits } from "../../db/quotes";
import type { Quote, QuoteRequest } from "../../db/schema";
import { addDays } from "../../lib/houston-time";
import { adminRequestAction } from "../../lib/paths";
import type { ActivePrices } from "../../lib/pricing/book";
import { formatRange } from "../../lib/pricing/money";
import { control, fieldKit, label, TextareaField } from "./form-kit";
import { formatDateTime, localeName } from "./format";
import { quoteStart, type QuoteErrors, type QuoteField, type QuoteFields, type QuoteStartSource } from "./quote-form";
import { quoteMailto, quoteTextOf } from "./quote-message";

/** What the detail's quote panel needs beside the request: all versions, the prices in force, today, and a refused post's values and reasons. */
export type QuoteState = {
  quotes: Quote[];
  prices: ActivePrices | null;
  today: string;
  values?: QuoteFields;
  errors?: QuoteErrors;
  /** Right after the newest version was saved: the fresh link to the customer's page its text and e-mail carry. */
  pageUrl?: string;
};

/** "Thu, Dec 10": a Houston day as the owner reads it. */
export const ownerDay = (date: string) => dayLabel(date, "en", "short");

/** "$180–$240", or "$180" for a single amount. */
export const quoteAmount = (q: Pick<Quote, "lowCents" | "highCents">) => formatRange({ low: q.lowCents, high: q.highCents });
/** "Quote v2: $180–$240": the owner's name for a version (panel, timeline). */
export const quoteTitle = (q: Pick<Quote, "version" | "lowCents" | "highCents">) => `Quote v${q.version}: ${quoteAmount(q)}`;

const sourceText = (source: QuoteStartSource, r: QuoteRequest) => {
  if (!source) return "Nothing to start from: no estimate came with this request and no price book prices its picks.";
  if (source.kind === "quote") return `Starts from quote v${source.version}. Saving makes a new version; earlier ones stay listed.`;
  if (source.kind === "estimate")
    return `Starts from the visitor's own estimate: ${formatRange({ low: r.estimateLowCents!, high: r.estimateHighCents! })}.`;
  return `Starts from the visitor's picks priced with the price book in force (v${source.version}).`;
};

// The owner's quote on a request: the newest version, ready to copy or e-mail in the customer's
// language, the earlier versions, and a plain form (works without JavaScript) to write the next one.
export function QuotePanel({ request: r, quotes, prices, today, values, errors, pageUrl }: QuoteState & { request: QuoteRequest }) {
  const [latest, ...earlier] = quotes;
  const start = quoteStart(r, latest ?? null, prices, today);
  const v = values ?? start.values;
  const language = localeName(knownLocale(r.locale));
  const { described, error } = fieldKit<QuoteField>(errors, (field) => `quote-${field}`);
  return (
    <section aria-labelledby="quote-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="quote-heading" className="text-lg font-semibold text-ink-900">
        Quote
      </h2>
      {latest ? (
        <div className="mt-3 space-y-3 rounded-lg bg-violet-50 p-3 ring-1 ring-violet-200">
          <div>
            <p className="font-semibold text-violet-950">{quoteTitle(latest)}</p>
            <p className="text-sm text-ink-700">
              Valid until {ownerDay(latest.validUntil)}. By {latest.createdBy},{" "}
              <time dateTime={latest.createdAt.toISOString()}>{formatDateTime(latest.createdAt)}</time>
            </p>
          </div>
          <Island
            name="CopyText"
            props={{ text: quoteTextOf(r, latest, pageUrl), label: `Quote text, in ${language}`, button: "Copy quote text" }}
          />
          <a
            href={quoteMailto(r, latest, pageUrl)}
            className="inline-flex min-h-11 items-center rounded-md bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
          >
            E-mail the quote
          </a>
          <p className="text-xs text-ink-700 wrap-anywhere">
            Opens your mail app with the quote, in {language}, to {r.email}.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-700">No quote yet.</p>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink-900">Earlier versions</h3>
          <ul className="mt-1 space-y-1 text-sm text-ink-700">
            {earlier.map((q) => (
              <li key={q.id}>
                <span className="font-medium text-ink-900">{quoteTitle(q)}</span>, valid until {ownerDay(q.validUntil)}. By {q.createdBy},{" "}
                <time dateTime={q.createdAt.toISOString()}>{formatDateTime(q.createdAt)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        method="post"
        action={adminRequestAction(r.id, "quote")}
        noValidate
        className="mt-5 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4"
      >
        <h3 className="col-span-2 text-base font-semibold text-ink-900">{latest ? "Write a new version" : "Write a quote"}</h3>
        <p id="quote-start" className="col-span-2 text-sm text-ink-700">
          {sourceText(start.source, r)}
        </p>
        <div>
          <label htmlFor="quote-from" className={label}>
            From ($)
          </label>
          <input
            id="quote-from"
            name="from"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.from}
            {...described("from")}
            className={`${control} h-11`}
          />
          {error("from")}
        </div>
        <div>
          <label htmlFor="quote-to" className={label}>
            To ($)
          </label>
          <input
            id="quote-to"
            name="to"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.to}
            {...described("to", "quote-to-hint")}
            className={`${control} h-11`}
          />
          {error("to")}
        </div>
        <p id="quote-to-hint" className="col-span-2 -mt-1 text-xs text-ink-700">
          Leave “To” empty for a single amount.
        </p>
        <TextareaField
          className="col-span-2"
          id="quote-included"
          name="included"
          label="What is included"
          rows={2}
          maxLength={quoteLimits.included}
          defaultValue={v.included}
          described={described("included", "quote-included-hint")}
          hint={`In ${language}, the customer's language. Up to ${quoteLimits.included} characters.`}
          error={error("included")}
        />
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="quote-valid-until" className={label}>
            Valid until
          </label>
          <input
            id="quote-valid-until"
            name="validUntil"
            type="date"
            min={today}
            max={addDays(today, quoteLimits.validDays)}
            defaultValue={v.validUntil}
            {...described("validUntil")}
            className={`${control} h-11`}
          />
          {error("validUntil")}
        </div>
        <TextareaField
          className="col-span-2"
          id="quote-note"
          name="note"
          label="Note for the customer (optional)"
          rows={2}
          maxLength={quoteLimits.note}
          defaultValue={v.note}
          described={described("note")}
          error={error("note")}
        />
        <input type="hidden" name="priceBookVersion" value={v.priceBookVersion} />
        <button
          type="submit"
          className="col-span-2 h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:col-span-1"
        >
          Save quote
        </button>
        <p className="col-span-2 text-xs text-ink-700">
          Saving marks the request Quoted (a scheduled or completed job keeps its status). Then copy the text or e-mail it.
        </p>
      </form>
    </section>
  );
}
