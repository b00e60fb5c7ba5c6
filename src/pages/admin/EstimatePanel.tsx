import { createContext, use } from "react";
import Calculator from "lucide-react/icons/calculator";
import {
  estimatePicksText,
  estimateRangeText,
  hasEstimate,
  ownerEstimate,
  type StoredEstimate,
} from "../../content/i18n/en/owner-estimate";
import type { EstimateBook } from "../../db/estimate-books";
import { formatDateTime } from "./format";

// The visitor's own estimate (issue 31) on the owner's screens: a mark on an inbox row, and a panel
// on the detail. The detail's route reads the price book version the estimate was priced with and
// provides it here, so the request screen places the panel with one line and no new prop.

/** The price book version of the request on screen: its date and item names; null when it is not stored. */
export const EstimateBookContext = createContext<EstimateBook | null>(null);

const mark = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** "Est. $180–$240" on an inbox row; nothing when the visitor was shown no range. */
export function EstimateMark({ request }: { request: StoredEstimate }) {
  const range = estimateRangeText(request);
  if (!range) return null;
  return (
    <span className={`${mark} bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300`}>
      <Calculator aria-hidden="true" className="size-3.5" />
      {ownerEstimate.mark(range)}
    </span>
  );
}

/** The detail's panel: what the visitor picked, the range they saw and the promise with it, the book's version. Absent without an estimate. */
export function EstimatePanel({ request }: { request: StoredEstimate }) {
  const book = use(EstimateBookContext);
  if (!hasEstimate(request)) return null;
  const range = estimateRangeText(request);
  const picks = estimatePicksText(request.estimate, book?.names);
  const version = request.priceBookVersion;
  return (
    <section aria-labelledby="estimate-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="estimate-heading" className="text-lg font-semibold text-ink-900">
        {ownerEstimate.heading}
      </h2>
      {range ? (
        <>
          <p className="mt-2 text-2xl font-bold tabular-nums text-ink-900">
            <span className="sr-only">{`${ownerEstimate.range}: `}</span>
            {range}
          </p>
          <p className="mt-1 text-sm text-ink-700">{ownerEstimate.promise}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-700">{ownerEstimate.noRange}</p>
      )}
      {picks.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium text-ink-700">{ownerEstimate.picks}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-900 wrap-anywhere">
            {picks.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      )}
      {version !== null && (
        <p className="mt-3 text-sm text-ink-700">
          {ownerEstimate.version(version, book?.version === version ? formatDateTime(book.createdAt) : null)}
        </p>
      )}
    </section>
  );
}
