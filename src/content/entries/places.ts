// Where the places named on the city pages are. The site promises a service radius around the
// business (business.geo, business.serviceRadiusMiles); each city entry lists the places its copy
// names, and a test measures every one from the business, so a page never names a place the crew
// does not serve. Points are WGS84 decimal degrees: a town's centre, a point inside a neighbourhood,
// or the landmark itself.
import type { Place } from "../types";

const gazetteer: Record<string, readonly [lat: number, lon: number]> = {
  // Towns and communities.
  Spring: [30.0542, -95.3869],
  "Old Town Spring": [30.0797, -95.4178],
  Klein: [30.05, -95.52],
  "The Woodlands": [30.1575, -95.4894],
  Conroe: [30.3119, -95.4561],
  Tomball: [30.0989, -95.6189],
  "Old Town Tomball": [30.0972, -95.6165],
  Cypress: [29.9708, -95.6972],
  // Houston covers some 600 square miles and this site serves its north side: the point is the
  // North Houston District (I-45 at Beltway 8). Downtown, 22 miles out, is beyond the radius.
  Houston: [29.9359, -95.4508],
  // Magnolia's town centre (30.2094, -95.7508) is about 22 miles out. The page speaks to the
  // Magnolia addresses east of town along FM 1488 and FM 2978 (ZIP 77354); this point stands for them.
  Magnolia: [30.21, -95.64],
  Kingwood: [30.0336, -95.2611],

  // Neighbourhoods and master-planned communities.
  "Gleannloch Farms": [30.04, -95.545],
  "Champion Forest": [30.018, -95.521],
  "Memorial Northwest": [30.033, -95.55],
  "Vintage Park": [29.999, -95.573],
  "Grogan's Mill": [30.145, -95.49],
  "Panther Creek": [30.178, -95.495],
  "Cochran's Crossing": [30.193, -95.485],
  "Alden Bridge": [30.195, -95.505],
  "Sterling Ridge": [30.19, -95.54],
  "Creekside Park": [30.145, -95.575],
  "Grand Central Park": [30.26, -95.46],
  "Towne Lake": [29.925, -95.665],
  "Lakewood Forest": [29.995, -95.585],
  Greenspoint: [29.9359, -95.4508],
  Willowbrook: [29.9622, -95.5477],
  "Garden Oaks": [29.827, -95.413],
  "Oak Forest": [29.835, -95.45],

  // Landmarks.
  "Lake Woodlands": [30.17, -95.468],
  "Market Street": [30.164, -95.466],
  Waterway: [30.161, -95.462],
  "Hughes Landing": [30.177, -95.468],
  "Crighton Theatre": [30.3101, -95.4557],
  "W. Goodrich Jones State Forest": [30.238, -95.486],
  "Bush Intercontinental Airport": [29.9844, -95.3414],
};

/** Every name the gazetteer knows: what a test looks for in the copy. */
export const knownPlaceNames = Object.keys(gazetteer);

/** The named places with their coordinates; an unknown name is a mistake in the content. */
export function placesNamed(...names: string[]): Place[] {
  return names.map((name) => {
    const point = gazetteer[name];
    if (!point) throw new Error(`No coordinates for ${name}: add it to src/content/entries/places.ts`);
    return { name, lat: point[0], lon: point[1] };
  });
}

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
