import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import { customerDateTime } from "./format";
import { Card } from "./parts";
import type { TimelineEntry } from "./timeline";

export function TimelineCard({ entries, words, locale }: { entries: TimelineEntry[]; words: CustomerWords; locale: Locale }) {
  return (
    <Card id="timeline" heading={words.timeline.heading}>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
        {entries.map((e, i) => (
          <li key={i} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-600 ring-4 ring-white" />
            <p className="font-medium text-ink-900">{e.text}</p>
            {e.detail ? <p className="mt-0.5 whitespace-pre-wrap wrap-anywhere text-ink-800">“{e.detail}”</p> : null}
            <p className="text-sm text-ink-700">
              <time dateTime={e.at.toISOString()}>{customerDateTime(e.at, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
