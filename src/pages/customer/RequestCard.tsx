import { wishText } from "../../calendar/days";
import { PhotoGrid } from "../../components/PhotoGrid";
import { serviceTypeLabel } from "../../content/i18n";
import type { CustomerWords } from "../../content/i18n/en/customer";
import type { Locale } from "../../content/locale";
import type { QuotePhoto, QuoteRequest } from "../../db/schema";
import { photoLimits } from "../../lib/quote-fields";
import { Card, errorText, Facts, gridPhotos, secondaryButton } from "./parts";

type Props = {
  request: QuoteRequest;
  photos: QuotePhoto[];
  words: CustomerWords;
  locale: Locale;
  base: string;
  photoError?: string;
  open: boolean;
};

// What the customer sent, with their photos (served through the token), and "Add photos" while the request is open.
export function RequestCard({ request: r, photos, words, locale, base, photoError, open }: Props) {
  const t = words.request;
  const wish = wishText(r.preferredDate, r.preferredWindow, locale);
  const room = photoLimits.count - photos.length;
  return (
    <Card id="request" heading={t.heading}>
      <Facts
        rows={[
          [t.service, serviceTypeLabel(r.serviceType, locale)],
          ...(r.cityZip ? ([[t.place, r.cityZip]] as [string, string][]) : []),
          ...(wish ? ([[t.wish, wish]] as [string, string][]) : []),
        ]}
      />
      <h3 className="mt-4 font-semibold text-ink-900">{t.details}</h3>
      <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-ink-800">{r.description}</p>
      {photos.length ? (
        <>
          <h3 className="mt-4 font-semibold text-ink-900">{t.photos(photos.length)}</h3>
          <PhotoGrid photos={gridPhotos(photos, `${base}/photos`)} alt={t.photoAlt} look="customer" />
        </>
      ) : null}
      {open && room > 0 ? (
        <form method="post" action={`${base}/photos`} encType="multipart/form-data" className="mt-4">
          <label htmlFor="add-photos" className="block font-semibold text-ink-900">
            {t.addPhotos}
          </label>
          <p id="add-photos-hint" className="mt-1 text-sm text-ink-700">
            {t.addPhotosHint(photoLimits.count)}
          </p>
          <input
            id="add-photos"
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={photoError ? "add-photos-hint add-photos-error" : "add-photos-hint"}
            aria-invalid={photoError ? true : undefined}
            className="mt-2 block w-full text-base text-ink-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-200 file:px-4 file:font-semibold file:text-ink-900"
          />
          {photoError ? (
            <p id="add-photos-error" className={errorText}>
              {photoError}
            </p>
          ) : null}
          <button type="submit" className={`${secondaryButton} mt-3 w-full sm:w-auto`}>
            {t.upload}
          </button>
        </form>
      ) : null}
    </Card>
  );
}
