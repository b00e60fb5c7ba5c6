import type { ReactNode } from "react";
import type { GridPhoto } from "../../components/PhotoGrid";
import { photoIdOf } from "../../db/quote-photos";
import type { QuotePhoto } from "../../db/schema";

// The customer page's building blocks: a card with a heading, and its buttons.

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-ink-900 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
export const fieldClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
export const errorText = "mt-2 text-sm font-medium text-red-700";

export function Card({ id, heading, children, className = "" }: { id: string; heading: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`scroll-mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A card the page no longer leads with (the quote once booked or done): its heading opens it. */
export function FoldedCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 print:hidden">
      <details className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
          <h2 id={id} className="text-base font-bold text-ink-900">
            {heading}
          </h2>
          <span aria-hidden="true" className="text-xl leading-none text-ink-700 transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="px-5 pb-5">{children}</div>
      </details>
    </section>
  );
}

/** A label and its value, in a two-column list on a phone. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-2 text-base">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-700">{label}</dt>
          <dd className="min-w-0 wrap-anywhere text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's photos as the site's one grid takes them, each served through the token under `under` (never by its bucket key). */
export const gridPhotos = (photos: QuotePhoto[], under: string): GridPhoto[] =>
  photos.map((p) => ({ key: p.key, url: `${under}/${photoIdOf(p.key)}`, width: p.width, height: p.height }));
