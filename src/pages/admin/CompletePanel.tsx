import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import type { PhotoView } from "../../db/attached-photos";
import type { JobCompletion, Quote, QuoteRequest } from "../../db/schema";
import {
  completionLimits,
  destinations,
  divertedPercent,
  hasDisposal,
  paymentMethods,
  photoPhases,
  type PhotoPhase,
} from "../../lib/completion";
import {
  completionFieldsFrom,
  destinationLabels,
  dollarsText,
  itemNameField,
  itemWentField,
  paymentMethodLabels,
  placeField,
  recordsDisposal,
  shareField,
  type CompletionErrors,
  type CompletionField,
  type CompletionFields,
} from "../../lib/completion-form";
import { formatDateTime, localeName } from "./format";

// "Complete the job" on a request's detail, made for a phone at the job: the amount (from the quote),
// how it was paid, what was done, photos from the phone's camera, and, folded away, where the load
// went. Once completed, the record with its photos (each with Delete), and the same form to correct it.

/** After a refused post: what was sent, each field's reason, and what was wrong with the post as a whole. */
export type CompletionFormState = { values?: CompletionFields; errors?: CompletionErrors; formError?: string };

/** What the panel shows of a request's completion: the record, its photos by phase, and a refused post's form. */
export type CompletionFacts = {
  record: JobCompletion | null;
  photos: Record<PhotoPhase, PhotoView[]>;
  form: CompletionFormState;
};

/** Where the amount starts: the approved quote, else the newest; a range's high end. */
export function startingQuote(quotes: readonly Quote[]) {
  return quotes.find((q) => q.approvedAt) ?? quotes[0] ?? null;
}

const methodNames = (m: string) => {
  const label = paymentMethodLabels[m as keyof typeof paymentMethodLabels] ?? m;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

const control = "mt-1 block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base";
const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-base font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-slate-100";
const fileInput =
  "mt-1 block w-full min-w-0 text-base text-ink-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-200 file:px-4 file:font-semibold file:text-ink-900";
const summaryRow =
  "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden";

const errorId = (field: CompletionField) => `complete-${field}-error`;

function FieldError({ field, errors }: { field: CompletionField; errors: CompletionErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700 wrap-anywhere">
      {message}
    </p>
  ) : null;
}

/** aria attributes of a field: invalid and described by its message when refused, else by its hint when it has one. */
const described = (field: CompletionField, errors: CompletionErrors, hint?: string) => ({
  "aria-invalid": errors[field] ? true : undefined,
  "aria-describedby": errors[field] ? errorId(field) : hint,
});

function Folded({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="mt-3 rounded-lg ring-1 ring-slate-300">
      <summary className={`${summaryRow} px-3`}>
        <span>{summary}</span>
        {/* Its own details only: these fold inside one another, so group-open would turn every chevron within. */}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform [details[open]>summary>&]:rotate-180" />
      </summary>
      <div className="px-3 pt-1 pb-3">{children}</div>
    </details>
  );
}

export function CompletePanel({ request: r, quotes, record, photos, form }: CompletionFacts & { request: QuoteRequest; quotes: Quote[] }) {
  const errors = form.errors ?? {};
  const refused = Boolean(form.formError || Object.keys(errors).length);
  // A declined request is not completed; a refused post (a stale form) is still told why.
  if (r.status === "declined" && !record && !refused) return null;
  const booked = r.status === "scheduled" || r.status === "completed" || record !== null;
  const formProps = { request: r, quotes, record, photos, form };
  return (
    <section aria-labelledby="complete-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="complete-heading" className="text-lg font-semibold text-ink-900">
        {record ? "Job completed" : "Complete the job"}
      </h2>
      {record && <CompletionRecord request={r} record={record} photos={photos} />}
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

function CompletionRecord({
  request: r,
  record,
  photos,
}: {
  request: QuoteRequest;
  record: JobCompletion;
  photos: CompletionFacts["photos"];
}) {
  const corrected = record.updatedAt.getTime() !== record.completedAt.getTime();
  return (
    <>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="font-medium text-ink-700">Amount</dt>
        <dd className="font-semibold text-ink-900">{dollarsText(record.finalCents)}</dd>
        <dt className="font-medium text-ink-700">Paid by</dt>
        <dd>{methodNames(record.paymentMethod)}</dd>
        <dt className="font-medium text-ink-700">Completed</dt>
        <dd className="wrap-anywhere">
          By {record.completedBy}, <time dateTime={record.completedAt.toISOString()}>{formatDateTime(record.completedAt)}</time>
          {corrected && (
            <>
              {"; corrected "}
              <time dateTime={record.updatedAt.toISOString()}>{formatDateTime(record.updatedAt)}</time>
            </>
          )}
        </dd>
        <dt className="font-medium text-ink-700">What was done</dt>
        <dd className="whitespace-pre-wrap wrap-anywhere">{record.workDone || "Not written"}</dd>
      </dl>
      {photoPhases.map((phase) => (
        <JobPhotos key={phase} requestId={r.id} phase={phase} photos={photos[phase]} />
      ))}
      {recordsDisposal(r.serviceType) && <DisposalSummary disposal={record.disposal} />}
    </>
  );
}

const phaseTitle = (phase: PhotoPhase) => (phase === "before" ? "Before" : "After");

function JobPhotos({ requestId, phase, photos }: { requestId: string; phase: PhotoPhase; photos: PhotoView[] }) {
  const title = `${phaseTitle(phase)} photos`;
  return (
    <>
      <h3 className="mt-4 text-sm font-medium text-ink-700">{photos.length ? `${title} (${photos.length})` : title}</h3>
      {photos.length ? (
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {photos.map((p, i) => (
            <li key={p.id} className="min-w-0">
              <a
                href={p.url}
                className="block overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-300 hover:ring-2 hover:ring-ink-700"
              >
                <img
                  src={p.url}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  decoding="async"
                  alt={`${phaseTitle(phase)} photo ${i + 1} of ${photos.length}`}
                  className="aspect-square w-full object-cover"
                />
              </a>
              <form method="post" action={`/admin/requests/${requestId}/job-photos/${p.id}/delete`} className="mt-1">
                <button
                  type="submit"
                  className="min-h-11 w-full rounded-md border border-red-300 bg-white px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  Delete<span className="sr-only">{` ${phase} photo ${i + 1}`}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-700">None taken.</p>
      )}
    </>
  );
}

function DisposalSummary({ disposal }: { disposal: JobCompletion["disposal"] }) {
  if (!hasDisposal(disposal)) {
    return (
      <>
        <h3 className="mt-4 text-sm font-medium text-ink-700">Where the load went</h3>
        <p className="mt-1 text-sm text-ink-700">Not recorded.</p>
      </>
    );
  }
  const diverted = divertedPercent(disposal);
  const places = destinations.filter((d) => disposal.places?.[d]);
  return (
    <>
      <h3 className="mt-4 text-sm font-medium text-ink-700">Where the load went</h3>
      {disposal.shares && (
        <p className="mt-1 text-sm text-ink-900">
          {destinations.map((d) => `${destinationLabels[d]} ${disposal.shares![d]}%`).join(" · ")}
        </p>
      )}
      {diverted !== null && <p className="mt-1 text-sm text-ink-700">{`Kept out of the landfill: ${diverted}%`}</p>}
      {disposal.items?.length ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-ink-900">
          {disposal.items.map((item, i) => (
            <li key={i} className="wrap-anywhere">{`${item.name}: ${destinationLabels[item.went].toLowerCase()}`}</li>
          ))}
        </ul>
      ) : null}
      {places.length ? (
        <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
          {places.map((d) => (
            <div key={d} className="contents">
              <dt className="font-medium text-ink-700">{placeLabels[d].short}</dt>
              <dd className="wrap-anywhere">{disposal.places![d]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

const placeLabels = {
  donated: { short: "Donated to", field: "Donated to (the charity)" },
  recycled: { short: "Recycled at", field: "Recycled at" },
  landfill: { short: "Landfill", field: "Landfill or transfer station" },
} as const;

function CompleteForm({ request: r, quotes, record, photos, form }: CompletionFacts & { request: QuoteRequest; quotes: Quote[] }) {
  const errors = form.errors ?? {};
  const start = startingQuote(quotes);
  const values = form.values ?? completionFieldsFrom(record, start?.highCents ?? null);
  const fieldErrors = Object.keys(errors).length > 0;
  const refusedBefore = fieldErrors || Boolean(form.formError);
  const message = form.formError ?? (fieldErrors ? "Nothing was saved: check the fields marked below." : undefined);
  const language = localeName(r.locale);
  const amountHint = record || !start ? undefined : "complete-amount-hint";
  const disposalRefused = Boolean(errors.shares || errors.items || errors.places);
  const itemRows = Math.min(completionLimits.items, Math.max(values.items.length + 2, 3));
  const room = photoPhases.map((phase) => ({ phase, left: completionLimits.photosPerPhase - photos[phase].length }));
  return (
    <form method="post" action={`/admin/requests/${r.id}/complete`} encType="multipart/form-data" className="@container mt-3 grid gap-4">
      {message && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200 wrap-anywhere">
          {message}
        </p>
      )}
      <div>
        <label htmlFor="complete-amount" className="text-sm font-medium text-ink-900">
          Final amount paid, in dollars
        </label>
        <div className="relative mt-1">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-700">
            $
          </span>
          <input
            id="complete-amount"
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={20}
            defaultValue={values.amount}
            {...described("amount", errors, amountHint)}
            className={`${control} mt-0 h-11 pl-7`}
          />
        </div>
        {amountHint && start && (
          <p id={amountHint} className="mt-1 text-xs text-ink-700">
            {start.approvedAt ? `From quote v${start.version}, which the customer approved.` : `From quote v${start.version}.`}
          </p>
        )}
        <FieldError field="amount" errors={errors} />
      </div>
      <fieldset {...described("method", errors)}>
        <legend className="text-sm font-medium text-ink-900">How it was paid</legend>
        <div className="mt-1 grid grid-cols-1 gap-2 @lg:grid-cols-3">
          {paymentMethods.map((m) => (
            <label key={m} className={choice}>
              <input type="radio" name="method" value={m} required defaultChecked={values.method === m} className="size-5 shrink-0" />
              {methodNames(m)}
            </label>
          ))}
        </div>
        <FieldError field="method" errors={errors} />
      </fieldset>
      <div>
        <label htmlFor="complete-work" className="text-sm font-medium text-ink-900">
          What was done (optional)
        </label>
        <textarea
          id="complete-work"
          name="workDone"
          rows={3}
          maxLength={completionLimits.workDoneChars}
          defaultValue={values.workDone}
          {...described("workDone", errors, "complete-work-hint")}
          className={`${control} py-2`}
        />
        <p id="complete-work-hint" className="mt-1 text-xs text-ink-700">
          {`Shown on the customer's receipt, which they read in ${language}: write it in ${language}. Up to ${completionLimits.workDoneChars} characters.`}
        </p>
        <FieldError field="workDone" errors={errors} />
      </div>
      {room.map(({ phase, left }) => (
        <div key={phase}>
          <label htmlFor={`complete-${phase}`} className="text-sm font-medium text-ink-900">
            {`${phaseTitle(phase)} photos (optional)`}
          </label>
          <input
            id={`complete-${phase}`}
            name={phase}
            type="file"
            multiple
            accept="image/*"
            capture="environment"
            disabled={left <= 0}
            {...described(phase, errors, `complete-${phase}-hint`)}
            className={fileInput}
          />
          <p id={`complete-${phase}-hint`} className="mt-1 text-xs text-ink-700">
            {refusedBefore && left > 0 ? "If you chose photos, choose them again: a refused form keeps none. " : ""}
            {left <= 0
              ? `This job has ${completionLimits.photosPerPhase} ${phase} photos, the most it keeps: delete one to add another.`
              : left < completionLimits.photosPerPhase
                ? `Up to ${left} more (${completionLimits.photosPerPhase} in all).`
                : `Up to ${completionLimits.photosPerPhase}. They appear on the customer's receipt.`}
          </p>
          <FieldError field={phase} errors={errors} />
        </div>
      ))}
      {recordsDisposal(r.serviceType) && (
        <Folded summary="Where the load went (optional)" open={disposalRefused}>
          <DisposalFields values={values} errors={errors} rows={itemRows} />
        </Folded>
      )}
      <button
        type="submit"
        className="min-h-12 rounded-md bg-emerald-700 px-4 py-2 text-base font-semibold text-white hover:bg-emerald-800 sm:justify-self-start"
      >
        {record ? "Save changes" : "Complete the job"}
      </button>
    </form>
  );
}

function DisposalFields({ values, errors, rows }: { values: CompletionFields; errors: CompletionErrors; rows: number }) {
  return (
    <div className="grid gap-4">
      <fieldset {...described("shares", errors, "complete-shares-hint")}>
        <legend className="text-sm font-medium text-ink-900">Rough shares of the load</legend>
        <p id="complete-shares-hint" className="text-xs text-ink-700">
          Whole percents that add up to 100, or leave them empty.
        </p>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {destinations.map((d) => (
            <div key={d} className="min-w-0">
              <label htmlFor={`complete-share-${d}`} className="text-sm text-ink-900">
                {`${destinationLabels[d]} %`}
              </label>
              <input
                id={`complete-share-${d}`}
                name={shareField(d)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                defaultValue={values.shares[d]}
                aria-invalid={errors.shares ? true : undefined}
                className={`${control} h-11`}
              />
            </div>
          ))}
        </div>
        <FieldError field="shares" errors={errors} />
      </fieldset>
      <fieldset {...described("items", errors)}>
        <legend className="text-sm font-medium text-ink-900">Items and where each went</legend>
        <div aria-hidden="true" className="mt-1 grid grid-cols-[1fr_8rem] gap-2 text-xs text-ink-700">
          <span>Item</span>
          <span>Went to</span>
        </div>
        <ol className="grid gap-2">
          {Array.from({ length: rows }, (_, i) => {
            const item = values.items[i];
            return (
              <li key={i} className="grid grid-cols-[1fr_8rem] gap-2">
                <label htmlFor={`complete-item-${i}`} className="sr-only">{`Item ${i + 1}`}</label>
                <input
                  id={`complete-item-${i}`}
                  name={itemNameField(i)}
                  type="text"
                  maxLength={completionLimits.itemChars}
                  autoComplete="off"
                  defaultValue={item?.name ?? ""}
                  aria-invalid={errors.items ? true : undefined}
                  className={`${control} mt-0 h-11`}
                />
                <label htmlFor={`complete-item-${i}-went`} className="sr-only">{`Where item ${i + 1} went`}</label>
                <select
                  id={`complete-item-${i}-went`}
                  name={itemWentField(i)}
                  defaultValue={item?.went ?? ""}
                  aria-invalid={errors.items ? true : undefined}
                  className={`${control} mt-0 h-11 px-2`}
                >
                  <option value="">Choose</option>
                  {destinations.map((d) => (
                    <option key={d} value={d}>
                      {destinationLabels[d]}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ol>
        <FieldError field="items" errors={errors} />
      </fieldset>
      <fieldset {...described("places", errors)}>
        <legend className="text-sm font-medium text-ink-900">Places (the customer sees them on the receipt)</legend>
        <div className="mt-1 grid gap-2">
          {destinations.map((d) => (
            <div key={d}>
              <label htmlFor={`complete-place-${d}`} className="text-sm text-ink-900">
                {placeLabels[d].field}
              </label>
              <input
                id={`complete-place-${d}`}
                name={placeField(d)}
                type="text"
                maxLength={completionLimits.placeChars}
                autoComplete="off"
                defaultValue={values.places[d]}
                aria-invalid={errors.places ? true : undefined}
                className={`${control} h-11`}
              />
            </div>
          ))}
        </div>
        <FieldError field="places" errors={errors} />
      </fieldset>
    </div>
  );
}
