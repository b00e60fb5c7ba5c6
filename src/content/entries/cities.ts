// The eight service areas' language-neutral data: slug, the icons of the four local service cards
// (undefined: the page picks one by position), zip codes, and every place the city's copy names, with
// coordinates (the first is the city itself). Their words are in each language's catalogue
// (src/content/i18n/<locale>/cities.ts), keyed by the slug.
import { business } from "../../config/business";
import type { CityEntry } from "../types";
import { placesNamed } from "./places";

export const cityEntries = [
  {
    slug: "spring-tx",
    serviceIcons: ["Warehouse", "Truck", "Trash2", "Home"],
    zipCodes: ["77373", "77379", "77380", "77381", "77382", "77383", "77386", "77388", "77389"],
    places: placesNamed("Spring", "Old Town Spring", "Gleannloch Farms", "Champion Forest", "Klein"),
  },
  {
    slug: "the-woodlands-tx",
    serviceIcons: ["Boxes", "Truck", "Sofa", "Building2"],
    places: placesNamed(
      "The Woodlands",
      "Creekside Park",
      "Panther Creek",
      "Alden Bridge",
      "Sterling Ridge",
      "Cochran's Crossing",
      "Grogan's Mill",
      "Lake Woodlands",
      "Market Street",
      "Waterway",
      "Hughes Landing",
    ),
  },
  {
    slug: "conroe-tx",
    serviceIcons: ["Leaf", "Truck", "Package", "Building2"],
    places: placesNamed("Conroe", "Grand Central Park", "W. Goodrich Jones State Forest", "Crighton Theatre", "Spring", "Houston"),
  },
  {
    slug: "tomball-tx",
    serviceIcons: ["Warehouse", "Truck", "Sofa", "Hammer"],
    places: placesNamed("Tomball", "Old Town Tomball"),
  },
  {
    slug: "cypress-tx",
    serviceIcons: ["Truck", "Boxes", "Leaf", "Home"],
    places: placesNamed("Cypress", "Towne Lake", "Lakewood Forest"),
  },
  {
    slug: "houston-tx",
    serviceIcons: ["Building2", "Home", "Boxes", "Package"],
    places: placesNamed("Houston", "Garden Oaks", "Oak Forest", "Greenspoint", "Willowbrook", "Kingwood", "Bush Intercontinental Airport"),
  },
  {
    slug: "magnolia-tx",
    serviceIcons: ["Leaf", "Warehouse", "Truck", "Hammer"],
    places: placesNamed("Magnolia", "The Woodlands", "Houston"),
  },
  {
    slug: "klein-tx",
    serviceIcons: ["Boxes", "Truck", "Hammer", "Refrigerator"],
    places: placesNamed("Klein", "Champion Forest", "Memorial Northwest", "Vintage Park", "Spring"),
  },
] as const satisfies readonly CityEntry[];

export type CitySlug = (typeof cityEntries)[number]["slug"];

const based = cityEntries.find((c) => c.places[0]!.name === business.address.locality);
if (!based) throw new Error(`No city entry for ${business.address.locality}, where the business is based`);
/** The city the business is based in: the service pages' text links to its page. */
export const homeCitySlug: CitySlug = based.slug;
