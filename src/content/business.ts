// The business facts, in one place. Every page, JSON-LD block and share image reads from here.
// Replace the placeholders with the owner's real details before launch (see README).
// scripts/deploy-guard.mjs reads it under Node's type stripping: keep it free of imports and of
// TypeScript that cannot simply be erased (enums, namespaces).
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
  hours: { opens: "05:00", closes: "21:00", label: "5 AM to 9 PM", days: "Monday to Sunday" },
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
  paymentAccepted: "Cash, Credit Card, Check",
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
