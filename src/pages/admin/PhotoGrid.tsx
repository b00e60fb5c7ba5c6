import { PhotoGrid as Grid } from "../../components/PhotoGrid";
import type { PhotoView } from "../../db/attached-photos";

/** The owner's photos as the site's one grid takes them: keyed by their id, opened behind the sign-in. */
export const gridPhotos = (photos: PhotoView[]) => photos.map((p) => ({ key: p.id, url: p.url, width: p.width, height: p.height }));

// The visitor's photos on the owner's detail, four to a row where the column is wide.
export function PhotoGrid({ photos }: { photos: PhotoView[] }) {
  if (!photos.length) return <p className="mt-2 text-sm text-ink-700">No photos sent.</p>;
  return (
    <Grid
      photos={gridPhotos(photos)}
      alt={(n) => `Photo ${n} of ${photos.length}`}
      look="owner"
      className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3"
    />
  );
}
