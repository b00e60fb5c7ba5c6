import { photoLimits } from "../../lib/quote-fields";
import type { Photos, PhotoItem } from "./use-photos";
import { fill, type PhotoWords } from "./words";
import { StrokeIcon } from "./StrokeIcon";

type Props = {
  id: string;
  label: string;
  words: PhotoWords;
  /** A message from the server (a no-JavaScript post, or the API) or from a photo that failed. */
  error?: string;
  /** Hydrated: photos are prepared and uploaded as they are added, with thumbnails. */
  enhanced: boolean;
  photos: Photos;
  /** Adding or removing a photo answers the message a submit left on the field. */
  onChange: () => void;
};

// The photo field. Without JavaScript it is a plain file input the multipart form posts (the server
// checks and strips the originals); with it, a button that adds photos, then a thumbnail per photo
// with its progress and a remove button. The input stays the control in both, for labels and focus.
export function PhotoField({ id, label, words, error, enhanced, photos, onChange }: Props) {
  const { items } = photos;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = error ?? photos.failure();
  const full = items.length >= photoLimits.count;
  const describedBy = [hintId, message ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <p id={hintId} className="mb-2 text-sm text-slate-600">
        {words.hint}
      </p>
      <input
        id={id}
        type="file"
        name="photos"
        accept="image/*"
        multiple
        disabled={enhanced && full}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy}
        onChange={(event) => {
          if (!enhanced) return;
          photos.add([...(event.currentTarget.files ?? [])]);
          onChange();
          // Emptied, so the same photo can be chosen again after removing it.
          event.currentTarget.value = "";
        }}
        className={
          enhanced
            ? "peer sr-only"
            : "block w-full rounded-lg border border-slate-300 bg-white text-sm text-ink-800 file:mr-3 file:min-h-12 file:cursor-pointer file:border-0 file:bg-ink-900 file:px-4 file:font-semibold file:text-white"
        }
      />
      {enhanced ? (
        <>
          {items.length ? (
            <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {items.map((item, index) => (
                <PhotoTile
                  key={item.key}
                  item={item}
                  number={index + 1}
                  words={words}
                  onRemove={() => {
                    photos.remove(item.key);
                    onChange();
                  }}
                />
              ))}
            </ul>
          ) : null}
          {full ? (
            <p className="text-sm font-medium text-ink-700">{words.full}</p>
          ) : (
            <label
              htmlFor={id}
              className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-ink-900 shadow-sm hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
            >
              <CameraIcon />
              {items.length ? words.addMore : words.add}
            </label>
          )}
          <p aria-live="polite" className="sr-only">
            {items.length ? fill(words.count, { count: items.length }) : ""}
          </p>
        </>
      ) : null}
      {message ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function PhotoTile({ item, number, words, onRemove }: { item: PhotoItem; number: number; words: PhotoWords; onRemove: () => void }) {
  const status = { preparing: words.preparing, uploading: words.uploading, ready: words.ready, failed: words.failed }[item.state];
  return (
    <li
      className={`relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ${item.state === "failed" ? "ring-2 ring-red-700" : "ring-slate-200"}`}
    >
      {item.preview ? (
        <img src={item.preview} alt={fill(words.alt, { n: number })} className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-slate-500">
          <CameraIcon />
        </span>
      )}
      <div className="absolute inset-x-0 bottom-0 bg-ink-900/85 px-1.5 py-1 text-xs font-medium text-white">
        {item.state === "uploading" ? (
          <progress
            value={item.progress}
            max={1}
            aria-label={`${fill(words.alt, { n: number })}: ${words.uploading}`}
            className="block h-1.5 w-full accent-brand-500"
          />
        ) : (
          <span>{status}</span>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={fill(words.remove, { n: number })}
        className="absolute right-0 top-0 flex size-11 items-start justify-end p-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow ring-1 ring-slate-300">
          <StrokeIcon path="M18 6 6 18M6 6l12 12" className="size-4" />
        </span>
      </button>
    </li>
  );
}

const CameraIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-5"
    aria-hidden="true"
  >
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
    <circle cx="12" cy="13" r="3" />
  </svg>
);
