// The customer's own page (/my/<token>), its notifications and its reminder, in English. Short lines
// for a phone: the status first, then what the customer can do.
import { business } from "../../../config/business";
import type { Destination } from "../../../lib/completion";

export type CustomerWords = {
  /** The page's <title>: "Your request". */
  title: string;
  greeting: (firstName: string) => string;
  /** The status line, one per state. */
  status: {
    received: string;
    contacted: string;
    quoted: string;
    approved: string;
    /** Approved, and the page offers an open window to book. */
    approvedBook: string;
    booked: (when: string) => string;
    /** arrival: a clock time on Houston's clock, "3:15 PM". */
    onTheWay: (arrival: string, crewLead: string | null) => string;
    done: (day: string) => string;
    declined: string;
  };
  quote: {
    heading: string;
    price: string;
    priceRange: string;
    included: string;
    validUntil: string;
    note: string;
    confirmedOnSite: string;
    approve: string;
    approvedOn: (when: string) => string;
    /** After an approval the page was asked for again (a replay): said, nothing changed. */
    alreadyApproved: string;
    expired: string;
    justApproved: string;
    newer: string;
    /** The folded quote's summary, once the booking or the receipt leads the page. */
    folded: (amount: string) => string;
  };
  question: {
    heading: string;
    label: string;
    hint: string;
    send: string;
    sent: string;
    empty: string;
    tooLong: (max: number) => string;
    /** Over the day's cap of questions and messages (src/use-cases/customer/messages.ts). */
    tooMany: (max: number) => string;
  };
  booking: {
    heading: string;
    day: string;
    window: string;
    place: string;
    addToCalendar: string;
    prepareHeading: string;
    prepare: string[];
    another: string;
    pickDay: string;
    pickWindow: (day: string) => string;
    openTimes: (n: number) => string;
    noOpenTimes: string;
    move: string;
    back: string;
    moved: (when: string) => string;
    full: string;
    notBooked: string;
    invalid: string;
    keepCurrent: string;
    /** A window with no free place, shown and not chosen. */
    fullWindow: string;
    /** A day whose every window is full. */
    dayFull: string;
    /** Today's windows carry the price book's same-day fee. */
    sameDayFee: (fee: string) => string;
    /** Without a price book the same-day fee is not known: today is not offered here. */
    todayByPhone: string;
  };
  /** After approving: book the window asked for on the form, or another open one, in one step. */
  book: {
    heading: string;
    asked: (when: string) => string;
    confirm: (when: string) => string;
    another: string;
    askedTaken: (when: string) => string;
    choose: string;
    button: string;
    callUs: string;
    booked: (when: string) => string;
    notApproved: string;
    notOpen: string;
  };
  request: {
    heading: string;
    service: string;
    place: string;
    wish: string;
    details: string;
    photos: (n: number) => string;
    photoAlt: (n: number) => string;
    addPhotos: string;
    addPhotosHint: (max: number) => string;
    upload: string;
    added: (n: number) => string;
    photoError: string;
    tooMany: (max: number) => string;
  };
  /** The receipt of a completed job (and its printed page). */
  receipt: {
    heading: string;
    number: string;
    business: string;
    licences: string;
    customer: string;
    date: string;
    service: string;
    workDone: string;
    amount: string;
    paidBy: string;
    photos: string;
    before: string;
    after: string;
    photoAlt: (phase: "before" | "after", n: number) => string;
    load: string;
    destinations: Record<Destination, string>;
    /** "Donated 40%". */
    share: (destination: string, percent: number) => string;
    /** Said when anything was donated: the charity, not the hauler, gives a tax receipt. */
    taxNote: string;
    print: string;
    thanks: string;
  };
  /** "How did we do?": the same review link for everyone, and a private message to the owner beside it. */
  review: {
    heading: string;
    intro: string;
    link: string;
    messageLabel: string;
    messageHint: string;
    send: string;
    sent: string;
    empty: string;
    tooLong: (max: number) => string;
    /** Over the day's cap of questions and messages (src/use-cases/customer/messages.ts). */
    tooMany: (max: number) => string;
  };
  timeline: {
    heading: string;
    received: string;
    contacted: string;
    quoted: (version: number) => string;
    approved: string;
    question: string;
    booked: string;
    moved: (when: string) => string;
    /** The owner moved the booking (old and new). */
    rescheduled: (from: string, to: string) => string;
    onTheWay: string;
    photosAdded: (n: number) => string;
    completed: string;
    message: string;
    declined: string;
  };
  notify: {
    heading: string;
    intro: string;
    turnOn: string;
    on: string;
    blocked: string;
    failed: string;
    /** Where push works only from the Home Screen (an iPhone's Safari): how to get there. */
    homeScreenIntro: string;
    homeScreenSteps: string[];
    /** The push notifications themselves. */
    onTheWayTitle: string;
    onTheWayBody: (minutes: number, crewLead: string | null) => string;
    reminderTitle: string;
    reminderBody: (when: string) => string;
  };
  /** The day-before reminder e-mail. */
  reminderEmail: {
    subject: (when: string) => string;
    greeting: (firstName: string) => string;
    body: (when: string) => string;
    /** Above a link to the customer's page made for this e-mail (only where SITE_URL is set). */
    pageLine: string;
    thanks: string;
  };
  /** "E-mail it to me" from the quote form's confirmation: the e-mail, and the page's notice after it. */
  linkEmail: {
    subject: string;
    greeting: (firstName: string) => string;
    body: string;
    thanks: string;
    sent: string;
    off: string;
  };
  /** The link the owner texts or shares from the request's detail: the body, in the customer's language. */
  linkText: (firstName: string, url: string) => string;
  call: string;
  footer: string;
};

/** Over the day's cap of questions and messages together (src/use-cases/customer/messages.ts). */
const writtenTooMany = (max: number) =>
  `You have sent ${max} questions and messages in the last 24 hours, the most we take in a day. Please call us at ${business.phone}, or write again tomorrow.`;

export const customer: CustomerWords = {
  title: "Your request",
  greeting: (firstName) => `Hello ${firstName}`,
  status: {
    received: "We've got your request",
    contacted: "We're looking at your request",
    quoted: "Your quote is ready",
    approved: "Quote approved: we'll call to book a time",
    approvedBook: "Quote approved: now choose your time",
    booked: (when) => `Booked for ${when}`,
    onTheWay: (arrival, crewLead) => `On our way: ${crewLead ? `${crewLead} and the crew` : "the crew"} will be there about ${arrival}`,
    done: (day) => `Done on ${day}. Thank you!`,
    declined: "This request is closed",
  },
  quote: {
    heading: "Your quote",
    price: "Price",
    priceRange: "Price range",
    included: "Included",
    validUntil: "Valid until",
    note: "Note",
    confirmedOnSite: "The final price is confirmed on site before we start.",
    approve: "Approve the quote",
    approvedOn: (when) => `You approved this quote on ${when}.`,
    alreadyApproved: "You had already approved this quote.",
    expired: "This quote has expired. Ask us a question below and we'll send a new one.",
    justApproved: "Thank you! Your approval is in.",
    newer: "We have sent a newer quote: this page shows it now.",
    folded: (amount) => `Your quote: ${amount}`,
  },
  question: {
    heading: "Ask a question",
    label: "Your question",
    hint: "We answer by phone or e-mail, usually the same day.",
    send: "Send the question",
    sent: "Your question is sent. We'll answer by phone or e-mail.",
    empty: "Write your question first",
    tooLong: (max) => `A question can be at most ${max.toLocaleString("en-US")} characters`,
    tooMany: writtenTooMany,
  },
  booking: {
    heading: "Your booking",
    day: "Day",
    window: "Arrival window",
    place: "Where",
    addToCalendar: "Add to calendar",
    prepareHeading: "Before we come",
    prepare: [
      "Clear a path from the items to the door, and make sure we can park close by.",
      "Put anything that stays in another room, or mark it.",
      "Someone should be there when we arrive, to confirm the price before we start.",
    ],
    another: "I need another time",
    pickDay: "Choose a day",
    pickWindow: (day) => `Open times on ${day}`,
    openTimes: (n) => (n === 1 ? "1 open time" : `${n} open times`),
    noOpenTimes: "No open times in the next two weeks. Please call us and we'll find one.",
    move: "Move my booking here",
    back: "Back to the days",
    moved: (when) => `Done: your booking is now ${when}. We've been told.`,
    full: "Sorry, that time was just taken. Please choose another.",
    notBooked: "Your booking cannot be moved here any more. Please call us.",
    invalid: "Choose one of the open times below.",
    keepCurrent: "Keep my booking",
    fullWindow: "Full",
    dayFull: "Full",
    sameDayFee: (fee) => `Today adds the same-day fee of ${fee}.`,
    todayByPhone: "For today, please call us.",
  },
  book: {
    heading: "Book your time",
    asked: (when) => `You asked for ${when}. It is still open.`,
    confirm: (when) => `Book ${when}`,
    another: "Choose another time",
    askedTaken: (when) => `The time you asked for, ${when}, is taken. Please choose another.`,
    choose: "Choose a day, then a time.",
    button: "Book this time",
    callUs: "No open time fits in the next two weeks: we'll call you to book a time.",
    booked: (when) => `Booked: we'll see you ${when}. We've been told.`,
    notApproved: "Approve the quote first, then choose your time.",
    notOpen: "This job is already booked or closed. Please call us.",
  },
  request: {
    heading: "Your request",
    service: "Service",
    place: "City or ZIP",
    wish: "Preferred time",
    details: "What you told us",
    photos: (n) => (n === 1 ? "1 photo" : `${n} photos`),
    photoAlt: (n) => `Your photo ${n}`,
    addPhotos: "Add photos",
    addPhotosHint: (max) => `JPEG, PNG or WebP, up to ${max} photos in all.`,
    upload: "Send the photos",
    added: (n) => (n === 1 ? "Thank you: your photo is added." : `Thank you: your ${n} photos are added.`),
    photoError: "We could not take those photos. Please choose JPEG, PNG or WebP pictures.",
    tooMany: (max) => `A request can have at most ${max} photos.`,
  },
  receipt: {
    heading: "Your receipt",
    number: "Receipt no.",
    business: "From",
    licences: "Licences",
    customer: "Customer",
    date: "Date",
    service: "Service",
    workDone: "What we did",
    amount: "Amount paid",
    paidBy: "Paid by",
    photos: "Photos",
    before: "Before",
    after: "After",
    photoAlt: (phase, n) => `${phase === "before" ? "Before" : "After"} photo ${n}`,
    load: "Where your load went",
    destinations: { donated: "Donated", recycled: "Recycled", landfill: "Landfill" },
    share: (destination, percent) => `${destination} ${percent}%`,
    taxNote: "For donated items, any tax receipt comes from the charity that received them, not from us.",
    print: "Print receipt",
    thanks: `Thank you for choosing ${business.name}.`,
  },
  review: {
    heading: "How did we do?",
    intro: "We'd like to hear how it went. A review on Google helps your neighbors choose.",
    link: "Leave us a Google review",
    messageLabel: "A private message to the owner (optional)",
    messageHint: "Only the owner reads this. It is not posted anywhere.",
    send: "Send the message",
    sent: "Thank you: your message is sent. Only the owner reads it.",
    empty: "Write your message first",
    tooLong: (max) => `A message can be at most ${max.toLocaleString("en-US")} characters`,
    tooMany: writtenTooMany,
  },
  timeline: {
    heading: "What has happened",
    received: "We received your request",
    contacted: "We got in touch",
    quoted: (version) => (version === 1 ? "We sent your quote" : "We sent an updated quote"),
    approved: "You approved the quote",
    question: "You asked a question",
    booked: "We booked your time",
    moved: (when) => `You moved the booking to ${when}`,
    rescheduled: (from, to) => `We moved your booking from ${from} to ${to}`,
    onTheWay: "The crew was on the way",
    photosAdded: (n) => (n === 1 ? "You added a photo" : `You added ${n} photos`),
    completed: "Job completed",
    message: "You sent a message",
    declined: "The request was closed",
  },
  notify: {
    heading: "Notifications",
    intro: "Get a notification on this phone when the crew is on the way, and the day before your booking. No app and no text messages.",
    turnOn: "Notify me on this phone",
    on: "Notifications are on for this phone.",
    blocked: "Notifications are blocked for this site in your browser's settings.",
    failed: "Notifications could not be turned on. Please try again.",
    homeScreenIntro: "On an iPhone, notifications work once this page is on your Home Screen:",
    homeScreenSteps: ["Tap Share, then Add to Home Screen.", "Open the page from your Home Screen and tap Notify me."],
    onTheWayTitle: `${business.shortName} is on the way`,
    onTheWayBody: (minutes, crewLead) => `${crewLead ? `${crewLead} and the crew` : "The crew"} will be there in about ${minutes} minutes.`,
    reminderTitle: "Your booking is tomorrow",
    reminderBody: (when) => `We'll see you ${when}.`,
  },
  reminderEmail: {
    subject: (when) => `Reminder: we'll see you ${when}`,
    greeting: (firstName) => `Hello ${firstName},`,
    body: (when) => `This is a reminder that ${business.name} will arrive ${when}.`,
    pageLine: "Your own page shows the booking and lets you choose another time:",
    thanks: `Thank you for choosing ${business.name}.`,
  },
  linkEmail: {
    subject: `Your page with ${business.name}`,
    greeting: (firstName) => `Hello ${firstName},`,
    body: "Here is the link to your own page for this job. It shows your request, your quote, your booking and when the crew is on the way. Keep this e-mail:",
    thanks: `Thank you for choosing ${business.name}.`,
    sent: "We've e-mailed you the link to this page.",
    off: "We could not e-mail the link. Please copy it or text it to yourself instead.",
  },
  linkText: (firstName, url) => `Hi ${firstName}, this is ${business.shortName}. Your quote and booking are on your own page: ${url}`,
  call: `Call ${business.phone}`,
  footer: "This page is private to you: anyone with its link can see it, so share it only with people you trust.",
};
