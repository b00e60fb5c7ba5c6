import type { PhotoView } from "../../db/attached-photos";
import type { JobCompletion, Payment, Quote, QuoteRequest } from "../../db/schema";
import { OnlinePaid } from "./OnlinePaid";
import type { PhotoPhase } from "../../lib/completion";
import { CompleteForm, type CompletionFormState } from "./CompleteForm";
import { CompletionRecord } from "./CompletionRecord";
import { Folded } from "./form-kit";

export type { CompletionFormState } from "./CompleteForm";

// "Complete the job" on a request's detail: before, the form (CompleteForm.tsx); once completed,
// the record (CompletionRecord.tsx) and the same form, folded, to correct it.

/** What the panel shows of a request's completion: the record, its photos by phase, and a refused post's form. */
export type CompletionFacts = {
  record: JobCompletion | null;
  photos: Record<PhotoPhase, PhotoView[]>;
  form: CompletionFormState;
};

export function CompletePanel({
  request: r,
  quotes,
  record,
  photos,
  form,
  online = [],
}: CompletionFacts & { request: QuoteRequest; quotes: Quote[]; online?: Payment[] }) {
  const errors = form.errors ?? {};
  const refused = Boolean(form.formError || Object.keys(errors).length);
  // A declined request is not completed; a refused post (a stale form) is still told why.
  if (r.status === "declined" && !record && !refused) return null;
  const booked = r.status === "scheduled" || r.status === "completed" || record !== null;
  const formProps = { request: r, quotes, record, photos, form, online: online.some((p) => p.capturedCents > 0 || p.status === "held") };
  return (
    <section aria-labelledby="complete-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="complete-heading" className="text-lg font-semibold text-ink-900">
        {record ? "Job completed" : "Complete the job"}
      </h2>
      {record && <CompletionRecord request={r} record={record} photos={photos} />}
      <OnlinePaid payments={online} />
      {!booked && <p className="mt-2 text-sm text-ink-700">This job was never booked. Complete it only if the work was done.</p>}
      {record ? (
        <Folded summary="Correct it or add photos" open={refused}>
          <CompleteForm {...formProps} />
        </Folded>
      ) : booked ? (
        <CompleteForm {...formProps} />
      ) : (
        <Folded summary="Complete the job anyway" open={refused}>
          <CompleteForm {...formProps} />
        </Folded>
      )}
    </section>
  );
}
