import type { PhotoView } from "../../db/attached-photos";
import type { JobCompletion, QuoteRequest } from "../../db/schema";
import { destinations, divertedPercent, hasDisposal, photoPhases, type PhotoPhase } from "../../lib/completion";
import { destinationLabels, dollarsText, recordsDisposal } from "../../lib/completion-form";
import { adminRequestAction } from "../../lib/paths";
import { PhotoGrid } from "../../components/PhotoGrid";
import { methodNames, phaseTitle, placeLabels } from "./completion-labels";
import { formatDateTime } from "./format";
import { gridPhotos } from "./PhotoGrid";

// What was saved of a completed job, on its request's detail: the amount, how it was paid, who
// completed it and when, what was done, its photos by phase (each with Delete), where the load went.

type Props = { request: QuoteRequest; record: JobCompletion; photos: Record<PhotoPhase, PhotoView[]> };

export function CompletionRecord({ request: r, record, photos }: Props) {
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

function JobPhotos({ requestId, phase, photos }: { requestId: string; phase: PhotoPhase; photos: PhotoView[] }) {
  const title = `${phaseTitle(phase)} photos`;
  return (
    <>
      <h3 className="mt-4 text-sm font-medium text-ink-700">{photos.length ? `${title} (${photos.length})` : title}</h3>
      {photos.length ? (
        <PhotoGrid
          photos={gridPhotos(photos)}
          alt={(n) => `${phaseTitle(phase)} photo ${n} of ${photos.length}`}
          look="owner"
          below={(p, n) => (
            <form method="post" action={adminRequestAction(requestId, `job-photos/${p.key}/delete`)} className="mt-1">
              <button
                type="submit"
                className="min-h-11 w-full rounded-md border border-red-300 bg-white px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                Delete<span className="sr-only">{` ${phase} photo ${n}`}</span>
              </button>
            </form>
          )}
        />
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
