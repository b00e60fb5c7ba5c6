// The eight service areas' words in English, keyed by slug. Each city's copy is written for that place
// (neighborhoods, roads, typical jobs): near-identical pages with the name swapped read as doorway
// pages to search engines. Every place a page names is listed on its entry (src/content/entries/cities.ts).
import { business } from "../../../config/business";
import type { CitySlug } from "../../entries/cities";
import type { CityText } from "../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, every day`;
const heroHeading = (place: string) => `Junk Removal & Moving in ${place}, TX`;

export const cities: Record<CitySlug, CityText> = {
  "spring-tx": {
    name: "Spring",
    listName: "Spring TX",
    seo: {
      title: "Junk Removal & Movers in Spring, TX | Local & Insured",
      description:
        "Locally owned junk removal and moving in Spring, TX 77373 to 77389: same-day pickups, cleanouts and moves from Old Town Spring to Gleannloch Farms.",
      keywords: ["junk removal Spring TX", "movers Spring TX", "Old Town Spring", "77373", "77379"],
    },
    hero: {
      heading: heroHeading("Spring"),
      text: `Spring is home base. Our crew lives and works here, so same-day or next-day service from Old Town Spring to Gleannloch Farms is routine, ${hours}.`,
    },
    services: [
      {
        title: "Garage & Attic Cleanouts",
        description:
          "Two-car garages packed with boxes, old exercise equipment and holiday decorations cleared in one visit, so the car finally fits.",
      },
      {
        title: "Moves Across Spring",
        description:
          "Local moves between Spring neighborhoods, apartments off I-45 and homes along the Grand Parkway, with furniture padded and reassembled.",
      },
      {
        title: "Storm & Flood Debris",
        description:
          "Soaked carpet, ruined drywall and damaged furniture hauled out quickly after heavy rain pushes Spring Creek and Cypress Creek over their banks.",
      },
      {
        title: "Realtor Move-Out Cleanouts",
        description: "Listings cleared and swept on the agent's schedule, with lockbox access, so photos and showings stay on track.",
      },
    ],
    whyChoose: [
      {
        title: "Spring is home",
        description: `Locally owned here since ${business.foundingYear}. We're your neighbors, not a franchise sending a truck from across town.`,
      },
      { title: "Same-day across Spring", description: "Our trucks are already nearby, so a morning call often means an afternoon pickup." },
      { title: "Licensed, bonded and insured", description: "Your home, driveway and your HOA's common areas are protected on every job." },
    ],
    about: {
      heading: "Your Spring, TX Junk Removal and Moving Crew",
      paragraphs: [
        "Spring covers a lot of ground, from the historic shops and cottages of Old Town Spring to the big lots of Gleannloch Farms and the established streets of Champion Forest. We work in all of it. One morning might be a garage cleanout off Kuykendahl Road, the afternoon a townhome move near FM 2920 and I-45. Being based here, we know which cul-de-sacs are tight, which HOAs frown on curbside piles, and how to dodge Rayford Road traffic.",
        "Many of our Spring customers live in homes built in the 1980s and 1990s, where years of belongings have settled into attics and garages. Others are parents making room as kids move through Klein and Spring ISD schools, or downsizing once the last one leaves home. We sort as we go: usable furniture goes to local charities, metal and electronics go to recyclers, and only what's left is hauled to the landfill.",
        `Spring also sees its share of storm cleanup. When heavy rain sends Spring Creek and Cypress Creek out of their banks, soaked carpet, drywall and furniture need to go fast, before mold sets in. We bring a crew, load everything, and leave the house ready for repairs. Whatever the job, quotes are free with no obligation, and veterans receive our ${business.militaryDiscountPercent}% military discount.`,
      ],
    },
  },
  "the-woodlands-tx": {
    name: "The Woodlands",
    listName: "The Woodlands",
    seo: {
      title: "Junk Removal & Moving in The Woodlands, TX",
      description:
        "Junk removal, cleanouts and moving in The Woodlands, TX: Sterling Ridge, Creekside Park, Alden Bridge and every village, same or next day.",
      keywords: ["junk removal The Woodlands", "movers The Woodlands TX", "Woodlands cleanouts"],
    },
    hero: {
      heading: heroHeading("The Woodlands"),
      text: "From Creekside Park to Panther Creek, we help families in The Woodlands clear out, downsize and move, without leaving a pile at the curb for the neighbors to see.",
    },
    services: [
      {
        title: "Downsizing & Estate Cleanouts",
        description:
          "Empty nesters moving from a large family home to a townhome or patio home get help deciding what moves, what's donated and what goes.",
      },
      {
        title: "Village-to-Village Moves",
        description:
          "Alden Bridge to Sterling Ridge, or Cochran's Crossing to Creekside Park: we pad, load and reassemble, and follow HOA move-in rules.",
      },
      {
        title: "Townhome & Condo Furniture Removal",
        description:
          "Sofas and mattresses carried down narrow stairs and out of Waterway and Hughes Landing residences without scuffing the walls.",
      },
      {
        title: "Office Moves Along Research Forest Drive",
        description:
          "Desks, files and conference furniture relocated for businesses along Research Forest Drive and Woodlands Parkway, evenings or weekends.",
      },
    ],
    whyChoose: [
      {
        title: "HOA-friendly",
        description: "Nothing left on the curb, driveways kept clean, and trucks parked considerately on quiet village streets.",
      },
      {
        title: "Careful with fine homes",
        description: "Floor runners, door-frame protection and padded furniture for homes with hardwood, stone and custom finishes.",
      },
      { title: "Early or late", description: `We work ${hours}, so moves and pickups fit around work and school schedules.` },
    ],
    about: {
      heading: "Serving Every Village in The Woodlands",
      paragraphs: [
        "The Woodlands is built around its villages, and we work in every one: the mature, tree-shaded streets of Grogan's Mill and Panther Creek, the larger homes of Sterling Ridge and Alden Bridge, Cochran's Crossing near Lake Woodlands, and the newer builds of Creekside Park. Tall pines and winding streets mean long carries and tight turnarounds, so we bring the right-size truck and enough hands to keep the job quick.",
        "Around Market Street, the Waterway and Hughes Landing, many of our jobs are in townhomes, condos and apartment buildings, where furniture has to come down stairs or through shared lobbies and elevators. We book loading times with building management when they require it and protect hallways and door frames on the way out. Realtors listing homes in these areas often call us to empty a property before photos.",
        "The Woodlands also has plenty of households downsizing after the children leave, and corporate families relocating for jobs along Research Forest Drive and the I-45 corridor. Whether it's a full estate cleanout, a move between villages, or hauling away the old patio set after a backyard refresh, we handle it with the tidiness and discretion that neighbors and village deed restrictions expect.",
      ],
    },
  },
  "conroe-tx": {
    name: "Conroe",
    listName: "Conroe TX",
    seo: {
      title: "Junk Removal & Moving in Conroe, TX | Same-Day Service",
      description:
        "Conroe, TX junk removal and moving: cleanouts of older homes near the courthouse square, new-build move-ins and debris hauling. Free quotes.",
      keywords: ["junk removal Conroe TX", "movers Conroe", "Conroe cleanouts"],
    },
    hero: {
      heading: heroHeading("Conroe"),
      text: "From older homes near the downtown square to new builds in Grand Central Park, we haul, clear and move for Conroe homeowners and businesses.",
    },
    services: [
      {
        title: "Wooded-Lot Cleanups",
        description:
          "Fallen limbs, weathered patio furniture, rusted grills and years of shed clutter cleared from Conroe's big, tree-shaded lots.",
      },
      {
        title: "Moves North on I-45",
        description: "Families moving up to Conroe from Spring or north Houston get one crew from the old driveway to the new one.",
      },
      {
        title: "New-Build Move-Ins",
        description:
          "Moving into Grand Central Park or another new community? We unload, place furniture room by room and take away the empty boxes.",
      },
      {
        title: "Downtown Business Cleanouts",
        description:
          "Shops, offices and restaurants around downtown Conroe cleared of old fixtures, furniture and equipment between tenants.",
      },
    ],
    whyChoose: [
      { title: "Big-lot savvy", description: "Long driveways, sloped lots and homes tucked back under the pines don't slow us down." },
      {
        title: "Rental turnarounds",
        description: "Quick cleanouts between tenants or before a sale, with lockbox access so owners don't need to be there.",
      },
      {
        title: "Eco-friendly disposal",
        description: "Usable items go to Montgomery County charities and metals to recyclers, not the landfill.",
      },
    ],
    about: {
      heading: "Junk Removal and Moving Across Conroe",
      paragraphs: [
        "Conroe is the Montgomery County seat, and its neighborhoods range from historic streets near the courthouse square to wooded subdivisions south of town, out toward W. Goodrich Jones State Forest. Much of our work here is on big, tree-shaded lots: clearing out workshops and sheds, hauling sun-faded furniture and rusted grills off back decks, and emptying garages full of fishing and hunting gear that hasn't left the shelf in years.",
        "Conroe keeps growing, with new subdivisions along I-45 and Loop 336. We move families into communities like Grand Central Park, set up their furniture, and haul off the mountain of cardboard that follows every move. For families leaving older Conroe homes, we handle the cleanout that comes before the sale, so the house is empty and broom-clean when the listing goes live.",
        `Shops, restaurants and offices near the Crighton Theatre and the downtown square call us when they renovate or change hands, and property managers use us to clear rentals between tenants. Whatever the property, we arrive when we say, carry everything out ourselves, and sweep up before we leave. Quotes are free with no obligation, and we reply within ${business.quoteReplyHours} hours.`,
      ],
    },
  },
  "tomball-tx": {
    name: "Tomball",
    listName: "Tomball TX",
    seo: {
      title: "Junk Removal & Moving in Tomball, TX | Free Quotes",
      description:
        "Tomball, TX junk removal and moving for homes, farms and shops: barn and garage cleanouts, appliance hauling and local moves, same day.",
      keywords: ["junk removal Tomball TX", "movers Tomball", "Tomball cleanouts"],
    },
    hero: {
      heading: heroHeading("Tomball"),
      text: "From Main Street in Old Town Tomball to the acreage west of town along FM 2920, we clear barns, garages and homes and move families along the SH 249 corridor.",
    },
    services: [
      {
        title: "Barn & Outbuilding Cleanouts",
        description:
          "Old feed, broken equipment, rusted fencing and years of stored clutter hauled from barns, sheds and workshops on acreage lots.",
      },
      {
        title: "Moves Along SH 249",
        description: "Local moves between Tomball and the newer neighborhoods off Tomball Parkway, with furniture padded and reassembled.",
      },
      {
        title: "Antique & Heirloom Moves",
        description:
          "Heavy armoires, pianos and family pieces moved with care, whether they're headed home or to a shop in Old Town Tomball.",
      },
      {
        title: "Shed & Fence Demolition",
        description: "Rotted sheds, old fencing and sagging carports torn down and hauled away, leaving the ground clear.",
      },
    ],
    whyChoose: [
      { title: "Country-road ready", description: "Gravel drives, gates and long lots are normal for us, and we bring a truck that fits." },
      {
        title: "Small-town service",
        description: "A locally owned crew that answers its own phone and treats Tomball customers like neighbors.",
      },
      {
        title: "Quick to arrive",
        description: "Out here it can be hard to find a hauler who comes quickly. Same-day or next-day is our normal.",
      },
    ],
    about: {
      heading: "Serving Tomball, Town and Country",
      paragraphs: [
        "Tomball still has the feel of a small railroad town, and we enjoy working here. Around Old Town Tomball, with its antique shops and restored depot, we help shop owners move inventory and clear back rooms, and help families in the older homes near Main Street empty attics and garages filled with generations of keepsakes. Heavy antique furniture is padded, strapped and carried out by hand.",
        "Out along FM 2920 west of town and on the back roads north of it, many customers have acreage: barns, sheds, workshops and chicken coops that collect broken equipment, old feed sacks and rusted fencing. We clear those outbuildings, tear down the ones past saving, and haul everything away. Downed limbs and brush piles are common jobs too, especially after a big Gulf storm rolls through.",
        "Closer to Tomball Parkway and SH 249, newer subdivisions bring a steady run of moves, move-out cleanouts and furniture swaps. Whether you're moving into a new build near the Grand Parkway or clearing an older home on the east side of town before selling, we give you a free, no-obligation quote, turn up on time, and leave the place cleaner than we found it.",
      ],
    },
  },
  "cypress-tx": {
    name: "Cypress",
    listName: "Cypress",
    seo: {
      title: "Junk Removal & Moving in Cypress, TX | Licensed Crew",
      description:
        "Cypress, TX junk removal and movers serving Towne Lake, Lakewood Forest and Cy-Fair: furniture pickup, cleanouts and moves with free quotes.",
      keywords: ["junk removal Cypress TX", "movers Cypress", "Towne Lake junk removal"],
    },
    hero: {
      heading: heroHeading("Cypress"),
      text: "Towne Lake, Lakewood Forest and every neighborhood between US 290 and SH 249: same-day or next-day junk removal and careful moves for Cypress families.",
    },
    services: [
      {
        title: "Master-Planned Community Moves",
        description:
          "Moves into and out of Towne Lake and the newer communities along US 290, with truck timing that respects HOA rules and quiet streets.",
      },
      {
        title: "Garage & Game Room Cleanouts",
        description: "Outgrown toys, old bikes, exercise equipment and boxes from the last move cleared out in a single visit.",
      },
      {
        title: "Backyard Cleanups",
        description: "Broken patio furniture, old hot tubs, swing sets, trampolines and fencing removed so the yard is usable again.",
      },
      {
        title: "Move-Out Cleanouts for Realtors",
        description: "Homes emptied and swept before listing photos, with lockbox access and a quick call to the agent when it's done.",
      },
    ],
    whyChoose: [
      {
        title: "We know Cypress",
        description: "From Cypress Creek Parkway to US 290, we know the communities, their entrances and their HOA expectations.",
      },
      { title: "Family-friendly scheduling", description: `We work ${hours}, so jobs fit around school runs and weekend games.` },
      { title: "Donate before we dump", description: "Toys, furniture and bikes in good shape go to local charities, not the landfill." },
    ],
    about: {
      heading: "Junk Removal and Moving in Cypress",
      paragraphs: [
        "Cypress has grown quickly along US 290, and many of our customers live in master-planned communities like Towne Lake or in the newer sections off Spring Cypress Road. Newer homes mean plenty of moves: families sizing up, transferring in for work, or settling near Cy-Fair ISD schools. We load, pad and reassemble, and we work within each community's rules on truck parking and hours.",
        "Around the Towne Lake boardwalk and the greenbelts along Cypress Creek, homes tend to fill up with outdoor gear: kayaks, paddle boards, playsets and patio furniture that has seen too many Texas summers. When it's time for something new, we take the old away. Inside, garages and game rooms are the usual suspects, and we clear them in a single visit with no sorting left for you.",
        "Older neighborhoods like Lakewood Forest, closer to Cypress Creek and along Louetta Road, bring different jobs: estate cleanouts, kitchen remodels with old appliances to remove, and cleanup after heavy rain. Businesses along the 290 corridor call us to clear office furniture and equipment, often after hours. Every job starts with a free, no-obligation quote and ends with a swept floor and a clear driveway.",
      ],
    },
  },
  "houston-tx": {
    name: "Houston",
    listName: "Houston TX",
    seo: {
      title: "Junk Removal & Moving in Houston, TX | North Houston",
      description:
        "Junk removal and moving across north Houston, TX: apartment moves, office cleanouts and construction debris hauling, often the same day.",
      keywords: ["junk removal Houston TX", "Houston movers", "north Houston junk hauling"],
    },
    hero: {
      heading: heroHeading("Houston"),
      text: "Garden Oaks cottages, Kingwood homes, Greenspoint offices and apartments across north Houston: we move and haul for Houstonians who want it done right the first time.",
    },
    services: [
      {
        title: "Apartment & Office Building Moves",
        description:
          "Moves in Greenspoint's office towers and the large apartment communities along I-45 and Beltway 8, coordinated with building management, elevators and loading docks.",
      },
      {
        title: "Garden Oaks & Oak Forest Cleanouts",
        description:
          "Detached garages, attics and sheds cleared behind older cottages and ranch homes, where long, narrow driveways call for careful loading.",
      },
      {
        title: "Kingwood Estate Cleanouts",
        description: "Large Kingwood homes emptied with care, working alongside families, estate sale companies and realtors.",
      },
      {
        title: "Office & Commercial Removal",
        description: "Old desks, cubicles and equipment cleared from offices after hours, so the working day isn't interrupted.",
      },
    ],
    whyChoose: [
      {
        title: "Building-ready",
        description:
          "We're fully insured, can supply the certificate of insurance property managers ask for, and book freight elevators ahead.",
      },
      {
        title: "Careful in tight spaces",
        description: "Narrow hallways, tight stairwells and slim older driveways are routine for our crew.",
      },
      { title: "Beat the traffic", description: `We work ${hours}, so your move can start before the freeways fill up.` },
    ],
    about: {
      heading: "Junk Removal and Moving Across North Houston",
      paragraphs: [
        "North Houston is a patchwork of very different neighborhoods, and each has its own logistics. In Garden Oaks and Oak Forest, cottages and ranch homes from the 1940s and 1950s sit on deep lots with long, narrow driveways, so we park thoughtfully and carry furniture out of detached garages by hand. Many jobs there are tied to renovations: old cabinets, flooring, doors and fixtures that need to go before the contractor starts work.",
        "Around Greenspoint and Willowbrook, many customers live in large apartment communities or work in mid-rise office buildings. Those moves depend on timing: reserved elevators, loading dock windows and building rules about protecting hallways. We coordinate with management, bring floor and wall protection, and keep things moving. Walk-up apartment moves along I-45 and Beltway 8 get the same care and planning, stairs and tight parking included.",
        `In Kingwood, under its tall pines and greenbelts, the work is often larger homes: estate cleanouts, downsizing moves and clearing a house after decades of family life. We work respectfully alongside estate sale companies and realtors, donate what's usable, and haul the rest to recyclers or the landfill. Whether you're near Bush Intercontinental Airport or out past FM 1960, quotes are free with no obligation and we reply within ${business.quoteReplyHours} hours.`,
      ],
    },
  },
  "magnolia-tx": {
    name: "Magnolia",
    listName: "Magnolia TX",
    seo: {
      title: "Junk Removal & Moving in Magnolia, TX | Spring Junk",
      description:
        "Magnolia, TX junk removal and moving for acreage homes and new builds: shed and barn cleanouts, furniture hauling and careful local moves.",
      keywords: ["junk removal Magnolia TX", "movers Magnolia", "Magnolia cleanouts"],
    },
    hero: {
      heading: heroHeading("Magnolia"),
      text: "Acreage, barns and country homes along FM 1488 and FM 2978: we haul what's piled up and move families who came to Magnolia for room to breathe.",
    },
    services: [
      {
        title: "Acreage & Property Cleanups",
        description: "Old fencing, scrap metal, brush piles and abandoned equipment cleared from large lots and pastures.",
      },
      {
        title: "Barn, Shed & Shop Cleanouts",
        description: "Workshops and barns emptied of broken tools, old tires, spare lumber and decades of stored odds and ends.",
      },
      {
        title: "Country Home Moves",
        description:
          "Moves to and from homes on long gravel drives, with a crew that's careful around gates, culverts and soft ground after rain.",
      },
      {
        title: "Outbuilding Demolition",
        description: "Collapsed sheds, old chicken coops, rotted decks and carports torn down and hauled off.",
      },
    ],
    whyChoose: [
      {
        title: "Built for acreage",
        description: "Long drives and big properties are normal. We bring enough hands so the job doesn't drag on.",
      },
      {
        title: "Inside our radius",
        description: `East Magnolia, along FM 1488 and FM 2978 toward The Woodlands, sits within our ${business.serviceRadiusMiles}-mile service radius, so you get same-day or next-day service too.`,
      },
      { title: "Locally owned", description: `A north Houston business since ${business.foundingYear}, not a national franchise.` },
    ],
    about: {
      heading: "Serving Magnolia's Neighborhoods and Acreage",
      paragraphs: [
        "Magnolia blends small-town roots with space to spread out. Along FM 1488 and FM 2978, many customers live on acreage, where barns, sheds and workshops slowly fill up with broken mowers, spare lumber, old tires and rusted fencing. We walk the property with you, agree on what goes, and load it all, including the heavy scrap that's hard to shift without a crew and a truck.",
        "The newer subdivisions going up along FM 1488 and its side roads bring the familiar jobs: moves, garage cleanouts, and old furniture to clear when a new set arrives. Families relocating here from north Houston or The Woodlands for more room often need both a move and a cleanout of whatever didn't make the cut, and we handle both with one phone call.",
        `Weather matters out here. After a big storm, downed limbs, damaged fencing and wrecked outbuildings need to go before they become a hazard or a home for pests. We haul storm debris, tear down structures past saving, and leave the ground clear. Veterans in the Magnolia area get our ${business.militaryDiscountPercent}% military discount on every job, and every quote is free.`,
      ],
    },
  },
  "klein-tx": {
    name: "Klein",
    listName: "Klein TX",
    seo: {
      title: "Junk Removal & Moving in Klein, TX | Same or Next Day",
      description:
        "Klein, TX junk removal and moving near Champion Forest and Klein schools: garage cleanouts, appliance pickup and home moves, free quotes.",
      keywords: ["junk removal Klein TX", "movers Klein", "Champion Forest junk removal"],
    },
    hero: {
      heading: heroHeading("Klein"),
      text: "Champion Forest, Memorial Northwest and the neighborhoods along Louetta Road: dependable junk removal and moving for Klein families.",
    },
    services: [
      {
        title: "Established-Home Cleanouts",
        description: "Attics and garages in homes from the 1970s and 1980s cleared of decades of storage, with donations sorted as we go.",
      },
      {
        title: "Moves Within Klein ISD",
        description: "Families moving between neighborhoods to stay in the same schools get a quick, careful local move.",
      },
      {
        title: "Remodel Debris Removal",
        description: "Old kitchens, bathrooms and flooring torn out and hauled away as older homes are updated.",
      },
      { title: "Furniture & Appliance Swaps", description: "Old sofas, beds and fridges taken away the same day the new ones arrive." },
    ],
    whyChoose: [
      { title: "Right next door", description: "We're based just up the road in Spring, so Klein is home turf for our crew." },
      {
        title: "Careful with mature yards",
        description: "Big oaks and pines, established landscaping and older driveways are protected while we work.",
      },
      {
        title: "Straight answers",
        description: `Free, no-obligation quotes and a reply within ${business.quoteReplyHours} hours, with no pressure to book.`,
      },
    ],
    about: {
      heading: "Junk Removal and Moving in Klein",
      paragraphs: [
        "Klein grew out of a German farming community settled in the 1800s, and today it's known for Klein ISD and established neighborhoods under big trees. Champion Forest, Memorial Northwest and the streets off Louetta Road and Stuebner Airline are full of solid homes from the 1970s and 1980s, where attics, garages and sheds have had decades to fill up. Clearing them is our everyday work.",
        "Many Klein homes are being updated, so we haul plenty of remodel debris: tiled showers, dated cabinets, old carpet and the appliances replaced along with them. We also help long-time owners downsize, often moving them to a smaller home nearby, then clearing what's left so the house is ready to sell. Usable furniture goes to local charities rather than the landfill.",
        "Families here often move within Klein ISD boundaries to stay in the same schools, and those short moves still deserve care: padded furniture, beds reassembled, boxes in the right rooms. Around Vintage Park and the Louetta and SH 249 area, we also serve offices and shops clearing out old furniture and equipment. Same-day or next-day service is often available, even for short-notice jobs.",
      ],
    },
  },
};
