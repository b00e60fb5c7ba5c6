import type { ReactNode } from "react";

/** One photo as a grid shows it: where it opens, and its size (so the page keeps its place while it loads). */
export type GridPhoto = { key: string; url: string; width: number; height: number };

// The customer's page draws its own focus ring on a photo; the owner's screens a ring on hover.
const linkLooks = {
  owner: "block overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-300 hover:ring-2 hover:ring-ink-700",
  customer:
    "block overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
};

type Props = {
  photos: GridPhoto[];
  /** Each photo's text for a screen reader, by its number from 1. */
  alt: (n: number) => string;
  look: keyof typeof linkLooks;
  /** The list's margin and columns, where they differ from three to a row. */
  className?: string;
  /** What stands under a photo (the owner's Delete). */
  below?: (photo: GridPhoto, n: number) => ReactNode;
};

// Photos as square thumbnails, three to a row on a phone; each opens the full photo. The one grid of
// the owner's detail (the visitor's photos, the job's) and the customer's page (their photos, the
// receipt's). Lazy: a request's photos need not load before anyone scrolls to them.
export function PhotoGrid({ photos, alt, look, className = "mt-2 grid grid-cols-3 gap-2", below }: Props) {
  return (
    <ul className={className}>
      {photos.map((p, i) => (
        <li key={p.key} className="min-w-0">
          <a href={p.url} className={linkLooks[look]}>
            <img
              src={p.url}
              width={p.width}
              height={p.height}
              loading="lazy"
              decoding="async"
              alt={alt(i + 1)}
              className="aspect-square w-full object-cover"
            />
          </a>
          {below?.(p, i + 1)}
        </li>
      ))}
    </ul>
  );
}
