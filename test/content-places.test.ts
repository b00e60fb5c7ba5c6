import { describe, expect, it } from "vitest";
import { business } from "../src/config/business";
import { cities, otherKnownPlaces } from "./content-helpers";
import { knownPlaceNames, milesBetween, placesNamed } from "../src/content/entries/places";
import type { City } from "../src/content/types";

// The service radius is a promise: every place a city page names must be inside it.

const businessPoint = { lat: business.geo.latitude, lon: business.geo.longitude };

// Proper names that are not places a customer lives in: the business's own name, roads, waterways,
// school districts, a county.
const notPlaces: RegExp[] = [
  /\bSpring Junk\b/g,
  /\b(?:[A-Z][\w'.-]*\s)+(?:Road|Parkway|Drive|Freeway|Boulevard)\b/g,
  /\bMain Street\b/g,
  /\b(?:FM|SH|US|I-|Loop|Beltway)\s?\d+\b/g,
  /\b(?:Spring|Cypress) Creek\b/g,
  /\b(?:Klein|Spring|Cy-Fair) ISD\b/g,
  /\bCy-Fair\b/g,
  /\bMontgomery County\b/g,
  /\bStuebner Airline\b/g,
  /\bLouetta\b/g,
];
// Capitalised words that can follow a place-free mask mid-sentence and are no place.
const ordinaryProperWords = new Set(["HOA", "HOAs", "TX", "AM", "PM", "Gulf", "Texas", "German", "Houstonians"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const longestFirst = [...knownPlaceNames, ...otherKnownPlaces].sort((a, b) => b.length - a.length);

/** Titles (Title Case) and sentences of a city entry: everything a visitor or a search engine reads. */
function copyOf(city: City) {
  return {
    titles: [
      city.seo.title,
      ...city.seo.keywords,
      city.hero.heading,
      city.about.heading,
      ...city.services.map((s) => s.title),
      ...city.whyChoose.map((w) => w.title),
    ],
    sentences: [
      city.seo.description,
      city.hero.text,
      ...city.services.map((s) => s.description),
      ...city.whyChoose.map((w) => w.description),
      ...city.about.paragraphs,
    ],
  };
}

/** The known place names a text mentions, longest first so "Old Town Spring" is not also "Spring";
 * returns the names and the text with them (and every road, creek or district) blanked out. */
function namedIn(text: string) {
  let rest = text;
  for (const pattern of notPlaces) rest = rest.replace(pattern, " ~ ");
  const names: string[] = [];
  for (const name of longestFirst) {
    // A whole name, possibly possessive ("Greenspoint's"), never part of a longer word.
    const pattern = new RegExp(`(?<![\\w'])${escapeRegExp(name)}(?=('s)?(?![\\w']))`, "g");
    if (pattern.test(rest)) names.push(name);
    rest = rest.replace(pattern, " ~ ");
  }
  return { names, rest };
}

/** Capitalised words left in a sentence once known names are blanked, apart from each sentence's first word. */
function unknownCapitalised(rest: string) {
  const found: string[] = [];
  for (const sentence of rest.split(/(?<=[.!?:])\s+/)) {
    const words = sentence.split(/[\s,;()]+/).filter(Boolean);
    for (const word of words.slice(1)) {
      const bare = word.replace(/[^\w'-]/g, "").replace(/'s$/, "");
      if (/^[A-Z]/.test(bare) && !ordinaryProperWords.has(bare)) found.push(bare);
    }
  }
  return found;
}

function placesNamedBy(city: City) {
  const { titles, sentences } = copyOf(city);
  const names = new Set<string>();
  const unknown: string[] = [];
  for (const text of [...titles, ...sentences]) for (const name of namedIn(text).names) names.add(name);
  for (const text of sentences) unknown.push(...unknownCapitalised(namedIn(text).rest));
  return { names, unknown };
}

describe("named places and the service radius", () => {
  it("measures great-circle distances in miles", () => {
    // One degree of latitude is 69.1 miles; a quarter of the way round the equator is 6,218.
    expect(milesBetween({ lat: 30, lon: -95 }, { lat: 31, lon: -95 })).toBeCloseTo(69.1, 1);
    expect(milesBetween({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo(6218.5, 0);
    // Old Town Spring to downtown Houston (29.7604, -95.3698): about 22 miles, outside the promise.
    expect(milesBetween(businessPoint, { lat: 29.7604, lon: -95.3698 })).toBeCloseTo(22.3, 1);
  });

  it(`every place a city page names is within ${business.serviceRadiusMiles} miles of the business`, () => {
    const outside: string[] = [];
    for (const city of cities) {
      expect(city.places.length, city.slug).toBeGreaterThan(0);
      for (const place of city.places) {
        const miles = milesBetween(businessPoint, place);
        if (!(miles <= business.serviceRadiusMiles)) outside.push(`${city.slug}: ${place.name} is ${miles.toFixed(1)} miles out`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("lists the city itself among its places", () => {
    for (const city of cities)
      expect(
        city.places.map((p) => p.name),
        city.slug,
      ).toContain(city.name);
  });

  it("lists exactly the places its copy names", () => {
    for (const city of cities) {
      const { names } = placesNamedBy(city);
      expect([...names].sort(), city.slug).toEqual(city.places.map((p) => p.name).sort());
    }
  });

  it("leaves no unlisted place-like name in the copy", () => {
    for (const city of cities) expect(placesNamedBy(city).unknown, city.slug).toEqual([]);
  });

  it("catches a far place or an unknown name slipped into the copy", () => {
    const houston = cities.find((c) => c.slug === "houston-tx")!;
    const withGalleria = { ...houston, hero: { ...houston.hero, text: `${houston.hero.text} We also work near the Galleria.` } };
    expect(placesNamedBy(withGalleria).names).toContain("Galleria");
    const withUnknown = { ...houston, hero: { ...houston.hero, text: `${houston.hero.text} We work in Sharpstown too.` } };
    expect(placesNamedBy(withUnknown).unknown).toEqual(["Sharpstown"]);
    // The Galleria itself is beyond the radius: had it coordinates, the distance check would refuse it.
    expect(milesBetween(businessPoint, { lat: 29.739, lon: -95.463 })).toBeGreaterThan(business.serviceRadiusMiles);
  });

  it("refuses a place without coordinates", () => {
    expect(() => placesNamed("Atlantis")).toThrow(/No coordinates for Atlantis/);
  });
});
