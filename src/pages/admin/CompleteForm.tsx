import type { PhotoView } from "../../db/attached-photos";
import type { JobCompletion, Quote, QuoteRequest } from "../../db/schema";
import { completionLimits, destinations, onlinePayment, paymentMethods, photoPhases, type PhotoPhase } from "../../lib/completion";
import {
  completionFieldsFrom,
  destinationLabels,
  itemNameField,
  itemWentField,
  placeField,
  recordsDisposal,
  shareField,
  type CompletionErrors,
  type CompletionFields,
} from "../../lib/completion-form";
import { adminRequestAction } from "../../lib/paths";
import { completionQuote } from "../../use-cases/completion-quote";
import { methodNames, phaseTitle, placeLabels } from "./completion-labels";
import { control, fieldKit, Folded, hint, label, refusedNote, TextareaField } from "./form-kit";
import { localeName } from "./format";

// The form that completes a job, or corrects a completed one, made for a phone at the job: the
// amount (from the price quote that counts), how it was paid, what was done, photos from the phone's
// camera, and, folded away, where the load went. A plain multipart post: it works without JavaScript.

/** After a refused post: what was sent, each field's reason, and what was wrong with the post as a whole. */
export type CompletionFormState = { values?: CompletionFields; errors?: CompletionErrors; formError?: string };

type Props = {
  request: QuoteRequest;
  quotes: Quote[];
  record: JobCompletion | null;
  photos: Record<PhotoPhase, PhotoView[]>;
  form: CompletionFormState;
  /** Paid online already (issue 46): the crew may leave the balance to the customer's page. */
  online?: boolean;
};

const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-base font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-slate-100";
const fileInput =
  "mt-1 block w-full min-w-0 text-base text-ink-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-200 file:px-4 file:font-semibold file:text-ink-900";

/** The form's fields and their messages: "complete-amount", "complete-amount-error", … */
const kitOf = (errors: CompletionErrors) => fieldKit(errors, (field) => `complete-${field}`, true);

export function CompleteForm({ request: r, quotes, record, photos, form, online = false }: Props) {
  const errors = form.errors ?? {};
  const { described, error } = kitOf(errors);
  const start = completionQuote(quotes);
  const values = form.values ?? completionFieldsFrom(record, start?.amountCents ?? null);
  const fieldErrors = Object.keys(errors).length > 0;
  const refusedBefore = fieldErrors || Boolean(form.formError);
  const message = form.formError ?? (fieldErrors ? "Nothing was saved: check the fields marked below." : undefined);
  const language = localeName(r.locale);
  const amountHint = record || !start ? undefined : "complete-amount-hint";
  const disposalRefused = Boolean(errors.shares || errors.items || errors.places);
  const itemRows = Math.min(completionLimits.items, Math.max(values.items.length + 2, 3));
  const room = photoPhases.map((phase) => ({ phase, left: completionLimits.photosPerPhase - photos[phase].length }));
  return (
    <form method="post" action={adminRequestAction(r.id, "complete")} encType="multipart/form-data" className="@container mt-3 grid gap-4">
      {message && (
        <p role="alert" className={`${refusedNote} wrap-anywhere`}>
          {message}
        </p>
      )}
      <div>
        <label htmlFor="complete-amount" className={label}>
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
            {...described("amount", amountHint)}
            className={`${control} mt-0 h-11 pl-7`}
          />
        </div>
        {amountHint && start && (
          <p id={amountHint} className={hint}>
            {start.approved ? `From quote v${start.version}, which the customer approved.` : `From quote v${start.version}.`}
          </p>
        )}
        {error("amount")}
      </div>
      <fieldset {...described("method")}>
        <legend className={label}>How it was paid</legend>
        <div className="mt-1 grid grid-cols-1 gap-2 @lg:grid-cols-3">
          {(online ? [...paymentMethods, onlinePayment] : paymentMethods).map((m) => (
            <label key={m} className={choice}>
              <input type="radio" name="method" value={m} required defaultChecked={values.method === m} className="size-5 shrink-0" />
              {m === onlinePayment ? "Online: paid online, or the customer pays the rest on their page" : methodNames(m)}
            </label>
          ))}
        </div>
        {error("method")}
      </fieldset>
      <TextareaField
        id="complete-work"
        name="workDone"
        label="What was done (optional)"
        rows={3}
        maxLength={completionLimits.workDoneChars}
        defaultValue={values.workDone}
        described={described("workDone", "complete-work-hint")}
        hint={`Shown on the customer's receipt, which they read in ${language}: write it in ${language}. Up to ${completionLimits.workDoneChars} characters.`}
        error={error("workDone")}
      />
      {room.map(({ phase, left }) => (
        <div key={phase}>
          <label htmlFor={`complete-${phase}`} className={label}>
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
            {...described(phase, `complete-${phase}-hint`)}
            className={fileInput}
          />
          <p id={`complete-${phase}-hint`} className={hint}>
            {refusedBefore && left > 0 ? "If you chose photos, choose them again: a refused form keeps none. " : ""}
            {left <= 0
              ? `This job has ${completionLimits.photosPerPhase} ${phase} photos, the most it keeps: delete one to add another.`
              : left < completionLimits.photosPerPhase
                ? `Up to ${left} more (${completionLimits.photosPerPhase} in all).`
                : `Up to ${completionLimits.photosPerPhase}. They appear on the customer's receipt.`}
          </p>
          {error(phase)}
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
  const { described, error } = kitOf(errors);
  return (
    <div className="grid gap-4">
      <fieldset {...described("shares", "complete-shares-hint")}>
        <legend className={label}>Rough shares of the load</legend>
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
        {error("shares")}
      </fieldset>
      <fieldset {...described("items")}>
        <legend className={label}>Items and where each went</legend>
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
        {error("items")}
      </fieldset>
      <fieldset {...described("places")}>
        <legend className={label}>Places (the customer sees them on the receipt)</legend>
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
        {error("places")}
      </fieldset>
    </div>
  );
}
