// Every other string a visitor sees or hears in English (menus, the quote form and its messages,
// toasts, the confirmation, the 404 and error pages, aria-labels, the share image's words, the
// customer's booking e-mail). Each language's ui.ts has this file's type: a key missing there does not compile.
import { business } from "../../../config/business";
import type { ServiceTypeValue } from "../../../lib/service-types";
import { preferredDaysAhead } from "../../../lib/arrival-windows";
import { photoLimits } from "../../../lib/quote-fields";
import { hours } from "./hours";

const maxPhotoMb = photoLimits.bytes / 1024 / 1024;
const replyHours = business.quoteReplyHours;
const advice = "You've sent several requests in a short time. Please wait a minute and try again";

export const ui = {
  /** <html lang> and og:locale of a page in this language. */
  meta: { htmlLang: "en-US", ogLocale: "en_US", /** The language's own name, in the language switch. */ languageName: "English" },
  /** "Call (281) 555-0147": the header, mobile menu, hero, band, 404, form and share image. */
  call: (phone: string) => `Call ${phone}`,
  nav: {
    skipToContent: "Skip to content",
    logoLabel: (name: string) => `${name}, home`,
    mainLabel: "Main",
    mobileLabel: "Mobile",
    home: "Home",
    services: "Services",
    serviceAreas: "Service Areas",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    breadcrumbLabel: "Breadcrumb",
  },
  language: { label: "Language" },
  serviceCard: { readMoreAbout: (title: string) => ` about ${title}` },
  reviews: { stars: (rating: number) => `Rated ${rating} out of 5 stars` },
  contact: { socialLabel: "Social media" },
  city: { zipListLabel: (name: string) => `${name} zip codes` },
  footer: { copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.` },
  form: {
    label: "Request Free Quote",
    requiredNote: "All fields are required unless marked optional.",
    honeypotLabel: "Leave this field empty",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      phone: "Phone",
      email: "Email",
      serviceType: "Service Type",
      cityZip: "City or ZIP (optional)",
      description: "Project Details",
      estimate: "How much is going? (optional)",
      photos: "Photos (optional)",
      preferredDate: "Preferred day (optional)",
      preferredWindow: "Arrival window (optional)",
    },
    servicePlaceholder: "Select a service",
    /** The option labels; the values (the keys) are the spec's and never change. */
    serviceOptions: {
      "junk-removal": "Junk Removal",
      "moving-services": "Moving Services",
      "cleanout-services": "Cleanout Services",
      "demo-removal": "Demo & Removal",
    } satisfies Record<ServiceTypeValue, string> as Record<ServiceTypeValue, string>,
    descriptionPlaceholder: "What needs to go, or what are we moving? Stairs, access, timing...",
    submit: "Request Free Quote",
    submitting: "Submitting...",
    /** Field messages (src/lib/quote-schema.ts). */
    messages: {
      required: "Required",
      notText: "Must be text",
      tooLong: (max: number) => `Must be ${max} characters or fewer`,
      phone: "Enter a valid phone number",
      email: "Enter a valid email address",
      serviceType: "Choose one of the listed services",
      date: "Enter a date, or leave it empty",
      dateRange: `Choose a day from today to ${preferredDaysAhead} days ahead`,
      window: "Choose one of the listed arrival windows",
      photoType: "Photos must be JPEG, PNG or WebP images",
      photoDamaged: "This photo couldn't be read (it may be damaged). Try another one",
      photoDimensions:
        "This photo is too large to process (over 12,000 pixels on a side or 50 megapixels). Send a smaller copy, such as a screenshot of it",
      photoTooLarge: `Each photo must be ${maxPhotoMb} MB or smaller`,
      tooManyPhotos: `Add up to ${photoLimits.count} photos`,
      photoMissing: "A photo didn't finish uploading. Remove it and add it again",
      estimate: "Choose from the sizes, items and numbers shown",
    },
    /** The photo field: "{n}" is a photo's number, "{count}" how many there are. */
    photos: {
      hint: `Up to ${photoLimits.count} photos of what's going or moving: we can often quote without a visit.`,
      add: "Add photos",
      addMore: "Add more photos",
      remove: "Remove photo {n}",
      alt: "Photo {n}",
      preparing: "Preparing…",
      uploading: "Uploading…",
      ready: "Ready",
      failed: "Not sent",
      count: `{count} of ${photoLimits.count} photos`,
      full: `That's ${photoLimits.count} photos, the most one request takes.`,
      waiting: "Sending your photos…",
    },
    /** The arrival window select: "any time" first, then every two-hour window ("7–9 AM"). */
    windows: { any: "Any time", am: "AM", pm: "PM", space: " " },
    /**
     * "How much is going?" (src/islands/quote-form/estimate/): the section's words. "{…}" are filled in
     * with the owner's prices and names (src/components/quote-estimate-view.ts). A range is said as
     * "$180–$240, " and the owner's own note (the price book's rangeNote), in every language.
     */
    estimate: {
      intro: "Pick what you can to see a price range now. It's optional: we confirm the final price on site before we start.",
      load: "How much of the truck will it fill?",
      noLoad: "No load, only single items",
      /** A load size's name for screen readers: "1/4 truck, $150 to $250". */
      loadName: "{size}, {low} to {high}",
      items: "Single items",
      /** An item with a fee on top: "Refrigerator · $85 + $25 freon removal". */
      itemFee: "{name} · {price} + {fee} {feeName}",
      stairs: "Flights of stairs",
      stairsHint: "{price} per flight the load comes down",
      heavy: "Heavy material (concrete, dirt, shingles) · +{price}",
      crew: "Crew",
      crewOption: "{crew} · {rate} an hour",
      hours: "Hours",
      hoursHint: "At least {hours} hours, plus a {fee} travel fee",
      /**
       * The range's breakdown under it (src/islands/quote-form/estimate/breakdown.ts), its parts joined
       * by " + ": "1/4 truck $150–$250 + 1 × Mattress $40 + stairs $25". Single items are on top of the load.
       */
      partStairs: "stairs {price}",
      partHeavy: "heavy material {price}",
      partSameDay: "same-day fee {price}",
      /** When the load and items come to less than the minimum load, after them. */
      partMinimum: "(less than the minimum load, {range})",
      rangeLabel: "Your price range",
      /** On the confirmation, with JavaScript or without. */
      yours: "Your estimate: {estimate}",
      chooseService: "Choose a service type above to see your price range.",
      pickLoad: "Pick a load size or single items to see your price range.",
      pickCrew: "Pick a crew to see your price range.",
    },
  },
  /** A wished-for day and window inside a sentence (src/calendar/days.ts): "any day, 7–9 AM". */
  when: { anyDay: "any day", anyTime: "any time" },
  /** The − and + beside the estimate's number fields, named with the field's words: "One fewer: Mattress · $75". */
  steppers: { fewer: (what: string) => `One fewer: ${what}`, more: (what: string) => `One more: ${what}` },
  /** What the crew takes (business.paymentAccepted), for the JSON-LD. */
  payments: {
    cash: "Cash",
    "credit-card": "Credit Card",
    check: "Check",
    zelle: "Zelle",
    venmo: "Venmo",
    other: "Other",
    online: "Online",
  },
  toasts: {
    /** Read out before each toast (Radix Toast.Provider's label). */
    region: "Notification",
    /** The toasts' landmark; Radix puts the keyboard shortcut in for {hotkey}. */
    viewport: "Notifications ({hotkey})",
    close: "Close",
    success: { title: "Quote Request Submitted!", description: `We'll get back to you with a free quote within ${replyHours} hours.` },
    failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
  },
  /** The lasting confirmation after a JavaScript submit, and the page at ?quote=received after a no-JavaScript post. */
  confirmation: {
    heading: "Quote request received",
    thanks: `Thank you! We'll get back to you with a free quote within ${replyHours} hours.`,
    nextHeading: "What happens next",
    steps: [
      "We read your request and call or e-mail you if we need a detail or a photo.",
      `Within ${replyHours} hours you get your free, no-obligation quote.`,
      "If it suits you, we book a time: same-day or next-day service is often available.",
    ],
    sooner: "Need it sooner, or want to add something?",
    answerHours: `We answer ${hours.label}, ${hours.days}.`,
    sendAnother: "Send another request",
    keepHeading: "This link is your page for this job",
    keepIntro: "Your quote, your booking and word that the crew is on the way all come to it. Keep the link: we show it only here.",
    copy: "Copy link",
    copied: "Copied",
    share: "Share or text it to yourself",
    textIt: "Text it to yourself",
    emailIt: "E-mail it to me",
    emailed: "Sent: check your e-mail.",
    emailFailed: "We could not e-mail it. Please copy it or text it to yourself.",
    openPage: "Open your page",
  },
  /** Under the submit button after a JavaScript submit failed: a reason, then ", or call us at <phone>." */
  failure: {
    heading: "Your request wasn't sent",
    reasons: {
      server: "Something went wrong on our side. Your details are still here: try again in a moment",
      offline: "You appear to be offline. Your details are still here: try again once you're back online",
      unreachable: "We couldn't reach our server. Your details are still here: check your connection and try again",
      "rate-limited": advice,
    },
    orCallUs: ", or call us at",
  },
  /** Form-level messages for the no-JavaScript post, and `error` in the API's JSON (src/routes/quote/messages.ts). */
  quoteMessages: {
    invalid: "Please correct the highlighted fields.",
    rateLimited: `${advice}, or call us at ${business.phone}.`,
    unavailable: `We couldn't save your request just now. Please try again in a minute, or call us at ${business.phone}.`,
    /** A 409: the form's key came again with other details (a page restored after a send, then changed). */
    keyReused: "This form was already sent with different details. Please check your details and send it again.",
    tooLarge: "Your request is too long. Please shorten the project details and try again.",
    unreadable: "Your request could not be read. Please try again.",
    unsupported: "Send the quote request as application/json, application/x-www-form-urlencoded or multipart/form-data.",
    /** After a no-JavaScript post with photos was refused: a file input cannot be filled in again. */
    photosAgain: "Please choose your photos again: they can't be kept after an error.",
    notObject: "The request body must be a JSON object.",
    malformedJson: "The request body is not valid JSON.",
  },
  /** The API's JSON `error` for a body it cannot read at all (src/routes/quote-requests.ts); no page shows these. */
  apiErrors: {
    tooLarge: (kb: number) => `Request body is larger than ${kb} KB`,
    notUtf8: "Request body is not valid UTF-8 text",
  },
  /** The spec's two texts, and the <title> (" | <business name>" is added). */
  notFound: {
    title: "Page Not Found",
    heading: "404 Page Not Found",
    hint: "Did you forget to add the page to the router?",
  },
  /** src/errors.tsx: the 500 page and the API's 500 answer. */
  serverError: {
    /** The heading, and the <title> (" | <business name>" is added). */
    heading: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment, or call us at",
    api: "Internal server error. Please try again or call us.",
    /** The request's trace id (src/middleware/trace-id.ts), so a report can be traced in the logs. */
    reference: (id: string) => `If you tell us about it, please give this reference: ${id}`,
  },
  /** Share images (src/og/card.tsx) and their alt text (src/components/Head.tsx), and the headlines site-map.ts makes. */
  share: {
    checks: ["Same-day service", "Licensed & insured", "Free quotes"],
    reviews: (count: number) => `· ${count} reviews`,
    openEveryDay: "Open every day",
    hours: hours.range,
    imageAlt: (name: string, headline: string, phone: string) => `${name}: ${headline}. Call ${phone}.`,
    serviceHeadline: (title: string, hometown: string) => `${title} in ${hometown}`,
    cityHeadline: (place: string) => `Junk Removal & Moving in ${place}`,
  },
};

export type Ui = typeof ui;
