import type { PriceBook } from "../../../lib/pricing/book";
import { card } from "./Fields";
import { formatDateTime } from "../format";
import { bookChanges } from "./changes";

export type Version = { version: number; enabled: boolean; createdAt: Date; createdBy: string; book: PriceBook };

/** What a save changed from the version before it (the list's next one), or null for the oldest listed. */
function changedText(v: Version, before: Version | undefined) {
  if (!before) return v.version === 1 ? "The first prices saved." : null;
  const changes = bookChanges(before.book, v.book);
  if (v.enabled !== before.enabled) changes.unshift(v.enabled ? "switched on" : "switched off");
  return changes.length ? `Changed: ${changes.join(" · ")}` : "Saved again with no change.";
}

// Every save is a version, kept: a request and a quote remember the one they were priced with.
export function History({ versions }: { versions: Version[] }) {
  return (
    <section aria-labelledby="history-heading" className={`mt-6 ${card}`}>
      <h2 id="history-heading" className="text-lg font-semibold text-ink-900">
        History
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Newest first, in Houston time. A request and a quote remember the version they were priced with.
      </p>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">Nothing saved yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200" aria-label="Versions, newest first">
          {versions.map((v, i) => (
            <li key={v.version} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <span className="font-semibold text-ink-900">
                {`Version ${v.version}`}
                {i === 0 && <span className="font-normal text-ink-700"> (in force)</span>}
              </span>
              <span className="min-w-0 break-words text-ink-800">
                {`${formatDateTime(v.createdAt)} · ${v.createdBy} · `}
                <span className={v.enabled ? "font-medium text-emerald-800" : "font-medium text-ink-700"}>
                  {v.enabled ? "shown" : "switched off"}
                </span>
              </span>
              <Changed text={changedText(v, versions[i + 1])} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const Changed = ({ text }: { text: string | null }) =>
  text ? <span className="w-full min-w-0 break-words text-ink-700">{text}</span> : null;
