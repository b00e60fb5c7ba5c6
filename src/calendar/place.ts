// Where a job is, from the visitor's free-text "City or ZIP": enough for a calendar entry and a map
// search. Every job is in the Houston area, so a bare ZIP or city name is read as in Texas.

const namesState = /\b(TX|Tex\.?|Texas)\b/i;

/** "77373" -> "77373, TX"; "Klein" -> "Klein, TX"; "Spring, TX 77373" stays; "" -> "". */
export function placeLine(cityZip: string) {
  const place = cityZip.replace(/\s+/g, " ").trim();
  if (!place) return "";
  return namesState.test(place) ? place : `${place}, TX`;
}

/** A Google Maps search for the place (opens the app on a phone); null without a place. */
export function mapHref(cityZip: string) {
  const place = placeLine(cityZip);
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}
