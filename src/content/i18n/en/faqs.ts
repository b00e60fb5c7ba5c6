// Each service page's FAQ: what careful customers ask before they call. Plain text, so the page and
// its FAQPage JSON-LD carry the same words. Hours, radius, reply time and discount come from
// business.ts. No amounts anywhere: the answers say how a quote is worked out, never what it comes to.
import { business } from "../../../config/business";
import type { ServiceSlug } from "../../entries/services";
import type { Faq } from "../../types";
import { hours as serviceHours } from "./hours";

const hours = `${serviceHours.label}, ${serviceHours.days}`;
const area = `anywhere within our ${business.serviceRadiusMiles}-mile radius of ${business.address.locality}`;
const freeQuote = `Quotes are free with no obligation, and we reply within ${business.quoteReplyHours} hours.`;
const veterans = `Veterans get our ${business.militaryDiscountPercent}% military discount.`;
const hazardous = "paint and solvents, motor oil and gasoline, pesticides and pool chemicals, propane tanks, asbestos and medical waste";
const sameDay = `Often the same day: call in the morning and we can usually be there that afternoon, or the next day if the afternoon is full. We work ${hours}, ${area}.`;
const donateFirst =
  "usable furniture and household goods go to local charities, metal, appliances and electronics go to recyclers, and only what's left goes to a licensed landfill";

export const faqs: Record<ServiceSlug, Faq[]> = {
  "junk-removal": [
    {
      question: "What's included in junk removal?",
      answer:
        "Everything from the moment we arrive to the swept floor. Our crew carries items out of any room, attic, garage or yard, loads the truck, hauls it all away and cleans up where the pile was. You don't need to drag anything to the curb first.",
    },
    {
      question: "How do you work out my quote?",
      answer: `By how much space your items take up in the truck, plus anything that needs extra handling, such as very heavy pieces or a long carry. We look at the pile, give you a firm quote on the spot, and only start once you agree. ${freeQuote} ${veterans}`,
    },
    {
      question: "Is there anything you can't take?",
      answer: `We can't haul hazardous materials: ${hazardous}. Your county's household hazardous waste program accepts those. Almost everything else, from sofas to yard waste and remodel debris, goes in our truck.`,
    },
    {
      question: "Do I need to be home?",
      answer:
        "Not always. If the items are outside or in an open garage, we can do the pickup while you're out and call you when it's done. For anything inside the house, someone needs to let us in and point out what goes.",
    },
    { question: "How soon can you come?", answer: sameDay },
    { question: "Where does my junk go?", answer: `As little as possible to the landfill: ${donateFirst}.` },
  ],
  "moving-services": [
    {
      question: "What's included in a move?",
      answer:
        "A crew, a truck and the gear: moving pads, stretch wrap, dollies and straps. We take beds and tables apart, wrap the furniture, load, drive, unload into the rooms you choose and put the beds back together. Packing and unpacking can be added, kitchens and closets included.",
    },
    {
      question: "How do you work out the quote for a move?",
      answer: `Local moves are quoted by crew size, hours and truck: how many movers your home needs, how long loading, driving and unloading should take, and which truck fits your things. Packing and specialty items such as pianos or safes are added to that. Long-distance moves are quoted by the size of the load and the distance. Every move starts with a walk-through, so the quote matches the job. ${freeQuote}`,
    },
    {
      question: "What can't the movers take?",
      answer:
        "Anything hazardous or flammable: gasoline and propane, paint and solvents, fireworks and ammunition, pool and cleaning chemicals. Perishable food and plants don't travel well on a long move. Please carry cash, jewelry, medication and important papers with you rather than on the truck.",
    },
    {
      question: "Do I need to be there on moving day?",
      answer:
        "Yes, or someone you trust: at the start, to walk the crew through what goes and what stays, and at the new home, to show where each room's furniture belongs. In between, you're free to drive ahead or run errands.",
    },
    {
      question: "How far ahead should I book?",
      answer: `Two to four weeks ahead is best, especially for month-end weekends and the summer, when most people move. Short-notice moves are often possible too: call us, we work ${hours}.`,
    },
    {
      question: "What happens to the things I don't take?",
      answer: `Our junk removal crew can take them the same day, before or after the move: ${donateFirst}.`,
    },
  ],
  "furniture-removal": [
    {
      question: "What's included in furniture removal?",
      answer:
        "Carrying the furniture out of any room or floor, taking apart what won't fit through the door, loading, hauling and sweeping up where it stood. One recliner is as welcome as a whole house of furniture.",
    },
    {
      question: "How do you work out my quote?",
      answer: `By how many pieces there are and how much room they take in the truck, plus stairs or disassembly for the biggest items, such as sleeper sofas, armoires or pool tables. You get the quote before we lift anything. ${freeQuote}`,
    },
    {
      question: "Is there any furniture you can't take?",
      answer: `We take almost any furniture. What we can't take is anything hazardous stored in it, such as paint, fuel or chemicals, so please empty drawers and cabinets first. Pieces with mold or pests can still go, just not to a charity.`,
    },
    {
      question: "Do I need to be home?",
      answer:
        "Not if the furniture is outside, on a porch or in the garage: we'll call you when it's gone. For pieces inside the house, someone needs to let us in.",
    },
    { question: "How soon can you pick it up?", answer: sameDay },
    {
      question: "Where does the furniture go?",
      answer:
        "Donation first: sofas, tables and dressers in good shape go to local charities, and we tell you where they went. Metal frames and springs are recycled, and worn or broken pieces go to a licensed landfill.",
    },
  ],
  "appliance-removal": [
    {
      question: "What's included in appliance removal?",
      answer:
        "Carrying the appliance out with floors and door frames protected, loading it and taking it to a recycler. We unplug appliances and disconnect standard washer hoses. Gas lines and hard-wired or hard-plumbed units need a licensed plumber, electrician or HVAC technician to disconnect them before we arrive.",
    },
    {
      question: "How do you work out my quote?",
      answer: `By the number of appliances and how hard they are to reach: a fridge in the garage is quicker than a chest freezer at the top of the stairs. You get the quote before we start. ${freeQuote}`,
    },
    {
      question: "Is there anything you can't take?",
      answer:
        "We can't take an appliance that is still connected to gas or hard-wired power, or loose fuel, oil and chemicals stored with it. Please empty fridges and freezers of food before we come.",
    },
    {
      question: "Do I need to be home?",
      answer:
        "Not if the appliance is already disconnected and waiting in the garage, on a porch or by the driveway: we'll call you when it's gone. For appliances inside the house, someone needs to let us in.",
    },
    { question: "How soon can you come?", answer: sameDay },
    {
      question: "Where do old appliances go?",
      answer:
        "To recyclers. Refrigerators, freezers and AC units go to facilities that recover the refrigerant as federal rules require, and the metal, compressors and electronics are recycled. Working appliances in good shape can go to local charities instead, and almost nothing goes to a landfill.",
    },
  ],
  "complete-cleanouts": [
    {
      question: "What's included in a complete cleanout?",
      answer:
        "Everything in the property, sorted as we go. Keepsakes, photos and paperwork are set aside for you, usable items are donated, what can be recycled is, the rest is hauled away, and the space is left broom-clean.",
    },
    {
      question: "How do you work out my quote?",
      answer: `By how much is there and how long the job takes: the number of rooms, how full they are, stairs and carrying distance, and how much sorting you want. We walk through first, so the quote matches the job. ${freeQuote}`,
    },
    {
      question: "Is there anything you can't take?",
      answer: `Hazardous materials: ${hazardous}. If we find any during a cleanout, we set them aside and tell you, so they can go to your county's household hazardous waste program.`,
    },
    {
      question: "Do I need to be there?",
      answer:
        "No. Many cleanouts are estates and rentals where nobody lives nearby. With a lockbox code or a key, we work on our own and call you, or your realtor, when it's done, with keepsakes and papers set aside.",
    },
    {
      question: "How soon can you start, and how long does it take?",
      answer: `Garages, single rooms and storage units are often done the same day or the next. A full house usually takes one to two days, scheduled around your listing, closing or move-out date. We work ${hours}.`,
    },
    { question: "Where do the contents go?", answer: `Donation and recycling come first: ${donateFirst}.` },
  ],
  "demo-removal": [
    {
      question: "What's included in demo and removal?",
      answer:
        "Tearing out what's going, such as drywall, flooring, cabinets, a shed, a deck or a fence, then loading every piece of debris, hauling it away and sweeping the site. We do light demolition for remodels and outdoor structures, not structural work on load-bearing walls.",
    },
    {
      question: "How do you work out my quote?",
      answer: `By the size of the area and the material: a room of carpet comes out faster than a tiled bathroom, and concrete and brick weigh far more than drywall, so they need more loads. We look at the job first and quote before any work starts. ${freeQuote}`,
    },
    {
      question: "Is there anything you can't remove?",
      answer:
        "Asbestos, lead paint debris and other hazardous materials: a licensed abatement contractor handles those. If you suspect asbestos in old flooring, ceilings or siding, have it tested before work starts. We also don't take down load-bearing walls.",
    },
    {
      question: "Do I need to be home?",
      answer:
        "For indoor work, someone needs to let us in, and we agree on what comes out and what stays before we start. Outdoor jobs such as a shed or a deck can be done while you're at work, once the plan is agreed.",
    },
    {
      question: "How soon can you start?",
      answer: `Small tear-outs and debris pickups are often the same day or the next. Bigger jobs are scheduled around your contractor's start date. We work ${hours}.`,
    },
    {
      question: "Where does the debris go?",
      answer:
        "Clean metal goes to scrap recyclers, concrete and brick go to recyclers that crush them for reuse where possible, and usable cabinets, doors and fixtures can go to local charities. Only the rest goes to a licensed landfill.",
    },
  ],
};
