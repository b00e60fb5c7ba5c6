import type { FailureKind, RecentFailures } from "../../db/failures";
import { owner } from "../../content/i18n/en/owner";
import { formatDateTime } from "./format";
import { adminRequest } from "../../lib/paths";

// The inbox's notice, for owners, when a side effect failed in the last 24 hours
// (src/db/failures.ts): how many of each kind, and the latest few with the request they concerned,
// so a lead whose e-mail or alert failed gets its call anyway. Nothing shows when nothing failed.

const kindNames: Record<FailureKind, string> = owner.failures.kinds;
const kindName = (kind: string) => kindNames[kind as FailureKind] ?? kind;

export function FailuresNotice({ failures, now }: { failures: RecentFailures; now: Date }) {
  const words = owner.failures;
  const total = failures.counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <section
      aria-labelledby="failures-heading"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <h2 id="failures-heading" className="font-semibold">
        {words.noticeHeading(total)}
      </h2>
      <p className="mt-1">{words.noticeText}</p>
      <ul className="mt-1 list-disc pl-5">
        {failures.counts.map((c) => (
          <li key={c.kind}>{`${kindName(c.kind)}: ${c.count}`}</li>
        ))}
      </ul>
      <details className="mt-1">
        <summary className="cursor-pointer py-1 font-medium underline">{words.latest}</summary>
        <ul className="space-y-2 pb-1">
          {failures.latest.map((f) => (
            <li key={f.id} className="wrap-anywhere">
              <span className="font-medium">{kindName(f.kind)}</span> {words.at(formatDateTime(f.failedAt, now))}
              {f.quoteRequestId && (
                <>
                  {" · "}
                  <a className="font-medium underline" href={adminRequest(f.quoteRequestId)}>
                    {words.request}
                  </a>
                </>
              )}
              <br />
              <span className="text-amber-900">{f.error}</span>
              {f.traceId && <span className="text-amber-900">{` (${words.reference(f.traceId)})`}</span>}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
