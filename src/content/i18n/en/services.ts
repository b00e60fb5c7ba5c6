// The six services' words in English, keyed by slug: home page cards, service pages and the Services
// menu all read them. Facts (hours, discount, radius, years) come from business.ts so a change there
// reaches every page.
import { business } from "../../../config/business";
import { homeCitySlug } from "../../entries/cities";
import type { ServiceSlug } from "../../entries/services";
import type { ServiceText } from "../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, seven days a week`;
const discount = `${business.militaryDiscountPercent}% military discount`;
const radius = `${business.serviceRadiusMiles}-mile radius`;
const years = `${business.yearsExperience}+ years`;
const quoteLine = `Quotes are free with no obligation, and we reply within ${business.quoteReplyHours} hours.`;
const springLink = { text: "Spring, TX", href: `/${homeCitySlug}` };

export const services: Record<ServiceSlug, ServiceText> = {
  "junk-removal": {
    title: "Junk Removal",
    seo: {
      title: "Junk Removal Services in Spring, TX | Same-Day Pickup",
      description:
        "Fast, affordable junk removal in Spring, TX: furniture, appliances, debris, yard waste and office clean-ups hauled away the same or next day.",
      keywords: ["junk removal Spring TX", "junk hauling", "trash removal", "same-day junk pickup"],
    },
    description:
      "Point at it and it's gone. We lift, load and haul away furniture, appliances, debris and clutter from homes and businesses, usually the same day or the next.",
    subtitle: `Fast, full-service junk hauling for homes, businesses and realtors across north Houston. We do all the lifting, ${hours}.`,
    imageAlt: "Two crew members loading an old sofa and boxes into a red junk removal truck in a driveway",
    features: [
      "Same-day or next-day pickup",
      "We do all the lifting and loading",
      "Donation and recycling first",
      "Free, no-obligation quotes",
    ],
    coverage: [
      {
        title: "Furniture and appliances",
        detail: "Couches, mattresses, dressers, fridges and washers carried out from any room or floor.",
      },
      { title: "Construction debris", detail: "Drywall, lumber, tile and leftovers from remodels, cleared so the next trade can start." },
      {
        title: "Estate and foreclosure cleanouts",
        detail: "Whole houses emptied on a realtor's or family's schedule, ready to list or hand back.",
      },
      {
        title: "Office equipment",
        detail: "Desks, chairs, filing cabinets, printers and old electronics removed after hours if you need.",
      },
      { title: "Yard waste", detail: "Branches, storm debris, old fencing, play sets and broken patio furniture loaded from the yard." },
    ],
    about: {
      heading: "Junk Removal in Spring, TX and North Houston",
      paragraphs: [
        [
          {
            text: "Most people call us when a pile has been waiting too long: the garage you can't park in, the sofa that won't fit up the stairs, the debris left after a remodel. Our crew arrives in one truck, gives you a clear quote on the spot, and does every bit of the carrying. Homeowners, property managers and realtors across ",
          },
          springLink,
          { text: ` and the surrounding ${radius} use us because we show up when we say and leave the space swept.` },
        ],
        [
          { text: "Moving soon? Clearing out before the truck arrives saves time and space, and our " },
          { text: "moving services", href: "/moving-services" },
          {
            text: " team can handle the move itself, so one call covers both. Usable furniture goes to local charities, metal and electronics go to recyclers, and only what's left goes to the landfill.",
          },
        ],
      ],
    },
    benefits: [
      { title: "Same-day or next-day", description: `Call in the morning and we can often be there the same day. We work ${hours}.` },
      {
        title: "We do the heavy lifting",
        description: "Point at what goes. Our crew carries it out from attics, upstairs bedrooms and backyards.",
      },
      {
        title: "Eco-friendly disposal",
        description: "We donate and recycle what we can, so less of your old stuff ends up in a landfill.",
      },
      {
        title: "Licensed, bonded and insured",
        description: "Your floors, walls and driveway are protected while we work, and you are covered if anything goes wrong.",
      },
    ],
    whyChoose: {
      heading: "Why Spring Chooses Us for Junk Removal",
      columns: [
        {
          title: "Locally owned",
          description: `A Spring business since ${business.foundingYear}. You talk to the people who do the job, not a call center.`,
        },
        {
          title: `${business.rating.toFixed(1)}-star rated`,
          description: `Over ${business.happyCustomers} happy customers across north Houston, and the reviews to show for it.`,
        },
        { title: "Military discount", description: `Veterans get a ${discount} on every job. Thank you for your service.` },
      ],
    },
    cta: {
      heading: "Ready to Reclaim Your Space?",
      text: `Tell us what needs to go. Same-day or next-day pickup is often available. ${quoteLine}`,
    },
  },
  "moving-services": {
    title: "Moving Services",
    seo: {
      title: "Local & Long-Distance Movers in Spring, TX | Moving",
      description:
        "Careful local and long-distance moving from Spring, TX: packing and unpacking, specialty items, storage and commercial moves, free quotes.",
      keywords: ["movers Spring TX", "moving company", "local movers", "packing services"],
    },
    description:
      "Careful, on-time movers for homes, apartments and offices. We pack, wrap, load and unload, and can haul away what you don't want to take with you.",
    subtitle: "Local and long-distance moves handled by a crew that treats your furniture like their own, from the first box to the last.",
    imageAlt: "Movers wheeling wrapped furniture up a ramp into a moving truck outside a two-story house",
    features: [
      "Local and long-distance moves",
      "Packing and unpacking",
      "Furniture wrapped and protected",
      "Homes, apartments and offices",
    ],
    coverage: [
      {
        title: "Local and long-distance",
        detail: "Across town in Spring or out of the Houston area, with the same crew from loading to unloading.",
      },
      { title: "Packing and unpacking", detail: "We box up kitchens, closets and garages, label every box and unpack at the new place." },
      { title: "Specialty items", detail: "Pianos, safes, gun cabinets, artwork and antiques, padded and strapped for the ride." },
      { title: "Storage", detail: "Moves into and out of storage units, loaded so nothing shifts and you can find what you need." },
      { title: "Commercial", detail: "Offices and retail spaces moved evenings or weekends so your business keeps running." },
    ],
    about: {
      heading: "Movers in Spring, TX Who Show Up on Time",
      paragraphs: [
        [
          {
            text: `We have been moving families and businesses around north Houston for ${years}. Every move starts with a walk-through and a free quote, so you know the plan before moving day. Furniture is wrapped in pads, doorways and floors are protected, and beds go back together at the new house. Whether you're leaving a townhome in `,
          },
          springLink,
          { text: " or moving an office, the crew you meet is the crew that finishes the job." },
        ],
        [
          { text: "Not everything deserves a spot on the truck. Our " },
          { text: "junk removal", href: "/junk-removal" },
          {
            text: " service can clear out the old mattress, the broken grill and the boxes nobody opened since the last move, before or after moving day, so the truck only carries what you keep.",
          },
        ],
      ],
    },
    benefits: [
      { title: "Flexible scheduling", description: `Early starts and evening finishes: we work ${hours}, weekends included.` },
      {
        title: "Packing done right",
        description: "Dishes wrapped, boxes labeled by room, and fragile items packed by people who do it every day.",
      },
      { title: "Licensed, bonded and insured", description: "Your belongings are protected from the moment we pick them up." },
      {
        title: "One crew, start to finish",
        description: "The team that loads your truck is the team that unloads it and sets up your furniture.",
      },
    ],
    whyChoose: {
      heading: "Why Families Trust Us With Their Move",
      columns: [
        { title: "On time, every time", description: "We confirm the day before and arrive in the window we promised." },
        {
          title: `${business.rating.toFixed(1)}-star service`,
          description: `More than ${business.happyCustomers} happy customers have moved, cleared out and started fresh with us.`,
        },
        { title: "Veterans save", description: `Veterans receive a ${discount} on every move.` },
      ],
    },
    cta: { heading: "Planning a Move?", text: `Tell us where you're headed and when, and we'll plan the move around you. ${quoteLine}` },
  },
  "furniture-removal": {
    title: "Furniture Removal",
    seo: {
      title: "Furniture Removal & Pickup in Spring, TX | Same Day",
      description:
        "Old sofas, mattresses and office furniture picked up from any room in Spring, TX. We donate what we can and haul the heavy items for you.",
      keywords: ["furniture removal", "couch pickup", "mattress removal", "office furniture disposal"],
    },
    description:
      "Old couches, mattresses, recliners and office desks carried out and hauled off. Good pieces go to local charities instead of the landfill.",
    subtitle: "From one recliner to a whole house of furniture, we carry it out, load it up and take it away.",
    imageAlt: "A worn armchair and a mattress being carried out of a living room by two crew members",
    features: ["Single items or whole rooms", "Donation drop-offs", "Disassembly included", "Same-day available"],
    coverage: [
      { title: "Old furniture pickup", detail: "Sofas, sectionals, mattresses, box springs, dining sets and bed frames from any room." },
      { title: "Donation coordination", detail: "Pieces in good shape go to local charities, and we tell you where they went." },
      { title: "Heavy items", detail: "Sleeper sofas, armoires, entertainment centers and pool tables taken apart if needed." },
      { title: "Office furniture", detail: "Cubicles, desks, conference tables and chairs cleared from offices and business parks." },
      { title: "Same-day", detail: "Call in the morning and we can often have it gone by the afternoon." },
    ],
    about: {
      heading: "Furniture Pickup and Disposal in Spring, TX",
      paragraphs: [
        [
          {
            text: "A new sectional is arriving Saturday and the old one has nowhere to go. That is the call we get most. We take furniture out of living rooms, upstairs bedrooms and game rooms without scuffing walls, and we take apart what won't fit through the door. If you're clearing more than furniture, our ",
          },
          { text: "junk removal", href: "/junk-removal" },
          { text: " crew handles the rest of the pile in the same trip." },
        ],
        [
          { text: "Moving and downsizing? Pair furniture removal with our " },
          { text: "moving services", href: "/moving-services" },
          { text: " so the pieces you keep go to the new home and the rest go to donation. We serve homes and offices across " },
          springLink,
          { text: ` and every neighborhood within our ${radius}.` },
        ],
      ],
    },
    benefits: [
      { title: "Any size, any room", description: "One chair or a full house: we bring the crew and the truck to match." },
      { title: "Donated when possible", description: "Usable furniture helps local families rather than filling a landfill." },
      { title: "Disassembly included", description: "Bed frames, desks and sectionals taken apart so they leave without damage." },
    ],
    cta: {
      heading: "Got Furniture You Need Gone?",
      text: `One piece or a whole house, we carry it out and find it a new home where we can. ${quoteLine}`,
    },
  },
  "appliance-removal": {
    title: "Appliance Removal",
    seo: {
      title: "Appliance Removal & Recycling in Spring, TX",
      description:
        "Refrigerators, washers, dryers, HVAC units and kitchen appliances removed from your Spring, TX home and disposed of the eco-friendly way.",
      keywords: ["appliance removal", "refrigerator disposal", "washer dryer removal", "appliance recycling"],
    },
    description:
      "Fridges, freezers, washers, dryers, stoves and AC units removed safely and taken to recyclers who handle refrigerants and metals properly.",
    subtitle: "Old appliances out, without dragging them across your floors or leaving them on the curb for weeks.",
    imageAlt: "An old white refrigerator on a hand truck being wheeled out of a kitchen",
    features: ["Fridges, washers and dryers", "HVAC units hauled off", "Responsible recycling", "Floors protected"],
    coverage: [
      { title: "Refrigerators", detail: "Fridges, chest freezers and wine coolers, taken where refrigerant is recovered properly." },
      { title: "Washers and dryers", detail: "Disconnected, carried out of laundry rooms and garages, and hauled to metal recyclers." },
      { title: "HVAC", detail: "Window units, outdoor condensers and old air handlers hauled off once they're disconnected." },
      {
        title: "Kitchen appliances",
        detail: "Stoves, ovens, dishwashers, microwaves and range hoods cleared during remodels or upgrades.",
      },
      { title: "Eco-friendly disposal", detail: "Metals, compressors and electronics recycled instead of dumped." },
    ],
    about: {
      heading: "Appliance Haul-Away in Spring, TX",
      paragraphs: [
        [
          {
            text: "The new fridge is delivered, but the old one is still in the garage. Appliances are heavy, awkward and not something your trash service will take. We bring a hand truck, protect the floors and carry out refrigerators, washers, dryers and ranges from kitchens, laundry rooms and garages. Clearing out more than one room? Our ",
          },
          { text: "junk removal", href: "/junk-removal" },
          { text: " service takes everything else too." },
        ],
        [
          { text: "Remodeling the kitchen often means cabinets and old chairs need to go as well, and our " },
          { text: "furniture removal", href: "/furniture-removal" },
          { text: " crew can take them in the same visit. Appliances from homes and rentals across " },
          springLink,
          { text: " go to recyclers, not a ditch on the back road." },
        ],
      ],
    },
    benefits: [
      { title: "Heavy lifting handled", description: "Stairs, tight laundry closets and long driveways are our problem, not yours." },
      { title: "Recycled responsibly", description: "Refrigerants and metals go to facilities equipped to handle them." },
      { title: "Licensed, bonded and insured", description: "Floors and door frames are protected on the way out." },
    ],
    cta: {
      heading: "Old Appliance in the Way?",
      text: `We haul it out without a scratch on your floors and take it to be recycled. ${quoteLine}`,
    },
  },
  "complete-cleanouts": {
    title: "Complete Cleanouts",
    seo: {
      title: "Estate, Garage & Hoarding Cleanouts in Spring, TX",
      description:
        "Complete cleanouts in Spring, TX: estates, hoarding situations, storage units, garages, basements and commercial spaces emptied with care.",
      keywords: ["estate cleanout", "hoarding cleanup", "garage cleanout", "storage unit cleanout"],
    },
    description:
      "Whole houses, garages, storage units and offices emptied top to bottom. Ideal for estates, rentals, foreclosures and homes going on the market.",
    subtitle: "When a whole property needs to be emptied, we sort, donate, haul and sweep so it's ready for what comes next.",
    imageAlt: "An empty, swept garage with a loaded truck backed up to the open door",
    features: ["Estate and rental cleanouts", "Garages and storage units", "Discreet, respectful crews", "Broom-clean finish"],
    coverage: [
      { title: "Estate", detail: "Homes cleared with care for families, with keepsakes and paperwork set aside for you." },
      { title: "Hoarding", detail: "Discreet, patient help at a pace the family is comfortable with, without judgment." },
      { title: "Storage unit", detail: "Units emptied before your rental runs out, with anything you want kept delivered home." },
      { title: "Garage and basement", detail: "Years of boxes, tools and old bikes cleared so the space is usable again." },
      { title: "Commercial", detail: "Offices, retail units and rentals emptied between tenants, ready for the next lease." },
    ],
    about: {
      heading: "Property Cleanouts in Spring, TX",
      paragraphs: [
        [
          {
            text: "Realtors call us when a listing has a full garage. Families call when a parent's house needs to be emptied and nobody lives nearby. Landlords call when a tenant leaves everything behind. Each job is different, but the result is the same: an empty, broom-clean property. Smaller jobs are handled by our ",
          },
          { text: "junk removal", href: "/junk-removal" },
          { text: " crew, and big cleanouts get a full team." },
        ],
        [
          { text: "Estate cleanouts usually mean good furniture worth donating, and our " },
          { text: "furniture removal", href: "/furniture-removal" },
          { text: " team makes sure it reaches local charities. We work throughout " },
          springLink,
          { text: ", and we can meet a realtor's lockbox schedule without anyone needing to be home." },
        ],
      ],
    },
    benefits: [
      { title: "Whole-property service", description: "Attic to garage to backyard shed, cleared in as few trips as possible." },
      { title: "Respectful and discreet", description: "Estates and hoarding situations handled with patience and privacy." },
      { title: "Broom-clean finish", description: "We sweep up after ourselves so the property is ready to show, sell or rent." },
    ],
    cta: {
      heading: "Need a Property Cleared Out?",
      text: `Estates, rentals, garages and storage units emptied and swept on your schedule. ${quoteLine}`,
    },
  },
  "demo-removal": {
    title: "Demo & Removal",
    seo: {
      title: "Demolition & Debris Removal in Spring, TX | Demo",
      description:
        "Light demolition and debris removal in Spring, TX: drywall, flooring tear-out, renovation cleanup, concrete and brick hauled off your site.",
      keywords: ["demolition Spring TX", "debris removal", "construction cleanup", "drywall removal"],
    },
    description:
      "Light demolition and debris hauling for remodels: old sheds, decks, drywall, flooring and cabinets torn out and carried away.",
    subtitle: "Tear-out and haul-off for remodels, renovations and outdoor structures, so your project starts on a clean slate.",
    imageAlt: "A crew member with a sledgehammer beside a pile of torn-out drywall and a wheelbarrow of broken tile",
    features: ["Sheds, decks and fences", "Drywall and flooring tear-out", "Renovation debris hauled", "Site swept clean"],
    coverage: [
      { title: "Construction debris", detail: "Lumber, shingles, packaging and scrap from contractors and DIY projects." },
      { title: "Drywall", detail: "Walls and ceilings torn out, bagged and hauled, with dust kept to a minimum." },
      { title: "Flooring tear-out", detail: "Carpet, pad, tile, laminate and hardwood removed down to the slab or subfloor." },
      { title: "Renovation cleanup", detail: "End-of-project debris cleared so the new kitchen or bath is ready for its reveal." },
      { title: "Concrete and brick", detail: "Broken patios, old pavers, brick borders and small slabs broken up and removed." },
    ],
    about: {
      heading: "Demolition and Debris Removal in Spring, TX",
      paragraphs: [
        [
          {
            text: "Remodels start with tearing something out. We handle the messy part: pulling up carpet and tile, removing drywall, knocking down the rotted shed or the deck that's seen too many Texas summers. Then we load every scrap, so your contractor starts on a clean site. Old appliances from the kitchen? Our ",
          },
          { text: "appliance removal", href: "/appliance-removal" },
          { text: " crew takes them in the same trip." },
        ],
        [
          { text: "If the project is part of clearing a whole property before a sale, our " },
          { text: "complete cleanouts", href: "/complete-cleanouts" },
          { text: " service empties the rest of the house too. We work with homeowners and contractors across " },
          springLink,
          { text: ` and the ${radius}, and we keep your driveway and lawn as tidy as we found them.` },
        ],
      ],
    },
    benefits: [
      { title: "Tear-out and haul-off", description: "One crew demolishes and removes, so you don't need to coordinate two." },
      { title: "Every scrap loaded", description: "Nails, screws and small debris picked up, not left in your yard." },
      { title: "Licensed, bonded and insured", description: "Careful around utilities, landscaping and the parts of the house that stay." },
    ],
    cta: {
      heading: "Ready to Start Your Project?",
      text: `We tear out, load up and haul away so your remodel starts on a clean site. ${quoteLine}`,
    },
  },
};
