// The business facts, in one place, as data: every page, JSON-LD block, share image and e-mail reads
// from here, and each language's catalogue (src/content/i18n/<locale>/) puts them into its words.
// No English sentences here: a fact a visitor reads is a number, a name or a key the catalogues format.
// Replace the placeholders with the owner's real details before launch: `npm run setup` asks for them
// and rewrites the values of name, shortName, phone, phoneE164, email, address, licences, reviewsUrl
// and social here (scripts/setup/facts.mjs), so keep each of those on its one line as it is now.
// It has no imports, so any folder may read it; scripts/deploy-guard.mjs reads it under Node's type
// stripping: keep it free of TypeScript that cannot simply be erased (enums, namespaces).
export const business = {
  name: "Spring Junk Removal & Moving",
  shortName: "Spring Junk Removal",
  phone: "(281) 555-0147",
  phoneE164: "+12815550147",
  email: "hello@springjunkremoval.com",
  address: {
    locality: "Spring",
    region: "TX",
    postalCode: "77373",
    country: "US",
  },
  geo: { latitude: 30.0799, longitude: -95.4172 },
  /** Service hours on a 24-hour clock (5 to 21 is 5 AM to 9 PM), every day from `days.from` to `days.to` (ISO weekdays: 1 is Monday, 7 Sunday). */
  hours: { opens: 5, closes: 21, days: { from: 1, to: 7 } },
  /** Houston time, daylight saving included: the owner's screens and exports show times in it. */
  timeZone: "America/Chicago",
  foundingYear: 2014,
  yearsExperience: 10,
  rating: 5.0,
  reviewCount: 200,
  happyCustomers: 1000,
  serviceRadiusMiles: 20,
  militaryDiscountPercent: 10,
  quoteReplyHours: 24,
  employees: { min: 5, max: 10 },
  priceRange: "$$",
  /** What the crew takes, as keys: each catalogue names them (JSON-LD paymentAccepted, the spec's three). */
  paymentAccepted: ["cash", "credit-card", "check"],
  /**
   * Every way a completed job can be paid, as its record keeps it (the completion form's choices,
   * the receipt; migrations/0019's CHECK): the three above, the apps customers pay by, and anything else.
   */
  paymentMethods: ["cash", "credit-card", "check", "zelle", "venmo", "other"],
  /**
   * A Texas household-goods mover's two numbers, shown on the moving page, in the footer and in the
   * JSON-LD. PLACEHOLDERS (all zeros): replace them with the TxDMV certificate number (like
   * "006123456C") and the USDOT number (digits) before launch; `npm run deploy` refuses them.
   */
  licences: { txdmv: "000000000C", usdot: "0000000" },
  // PLACEHOLDER until launch: the business's own Google review page. Its Business Profile shows the
  // link under "Ask for reviews" (https://g.page/r/<code>/review); paste it here (README, Before launch).
  reviewsUrl: "https://g.page/r/REPLACE-WITH-YOUR-REVIEW-CODE/review",
  social: [
    { network: "Facebook", url: "https://www.facebook.com/springjunkremoval", inFooter: true },
    { network: "X", url: "https://x.com/springjunktx", inFooter: true },
    { network: "Instagram", url: "https://www.instagram.com/springjunkremoval", inFooter: true },
    { network: "YouTube", url: "https://www.youtube.com/@springjunkremoval", inFooter: true },
    { network: "TikTok", url: "https://www.tiktok.com/@springjunkremoval", inFooter: true },
    { network: "Pinterest", url: "https://www.pinterest.com/springjunkremoval", inFooter: false },
  ],
} as const;

export const phoneHref = `tel:${business.phoneE164}`;
export const addressLine = `${business.address.locality}, ${business.address.region} ${business.address.postalCode}`;
