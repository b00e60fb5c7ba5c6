import type { PhotoView } from "../../db/attached-photos";

// The visitor's photos as square thumbnails, three to a row on a phone; each opens the full photo.
// Lazy: a request's six photos need not load before the owner scrolls to them.
export function PhotoGrid({ photos }: { photos: PhotoView[] }) {
  if (!photos.length) return <p className="mt-2 text-sm text-ink-700">No photos sent.</p>;
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} className="block overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-300 hover:ring-2 hover:ring-ink-700">
            <img
              src={p.url}
              width={p.width}
              height={p.height}
              loading="lazy"
              decoding="async"
              alt={`Photo ${i + 1} of ${photos.length}`}
              className="aspect-square w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
