import { business, phoneHref } from "../../../config/business";
import type { PrivacyCopy, RichText } from "../../types";

// The privacy page (/privacy). Every sentence describes what the code does today: change the copy
// when the code changes (what the form stores: src/db/schema.ts; who reads it: /admin and
// src/use-cases/lead-email.ts; the rate limit: src/use-cases/rate-limit.ts; cookies: src/auth).

const ask: RichText = [
  { text: "Call " },
  { text: business.phone, href: phoneHref },
  { text: " or e-mail " },
  { text: business.email, href: `mailto:${business.email}` },
];

export const privacy: PrivacyCopy = {
  seo: {
    title: `Privacy Policy | ${business.name}`,
    description:
      "What our free quote form collects, who reads it, how long it is kept and how to have it deleted. No tracking cookies and no analytics on this site.",
    keywords: ["privacy policy", "quote request", "personal data", "Spring Junk Removal"],
  },
  heading: "Privacy Policy",
  intro: `${business.name} asks for your details only when you request a free quote, and uses them only to answer you. This page says what we keep, who sees it and how to have it deleted.`,
  footerLink: "Privacy Policy",
  sections: [
    {
      id: "what-we-collect",
      heading: "What the quote form collects, and why",
      body: [
        [{ text: "When you send the Request Free Quote form, we store what you typed and the time you sent it:" }],
        {
          list: [
            "Your first and last name",
            "Your phone number and e-mail address",
            "The service you need",
            "Your city or ZIP code, if you give it",
            "The description of your project",
            "The day and arrival window you would prefer, if you choose them",
            "The photos you add, if any: kept privately with your request, without the location, camera and time details phones store inside photos",
            "Which page of this site you sent it from, so we know which of our pages help people find us",
            "How your visit began: the first page of this site you opened, the site that linked you here (only its name, like google.com, never the address of the page) and the campaign tag of a link from one of our flyers or ads",
            "The language of that page, so we answer you in English or in Spanish",
          ],
        },
        [
          {
            text: `We need these to answer you: to call or e-mail you with a quote for the job you describe, usually within ${business.quoteReplyHours} hours. We do not use them for advertising or newsletters, and we do not sell them or pass them on.`,
          },
        ],
      ],
    },
    {
      id: "who-sees-it",
      heading: "Who sees your request",
      body: [
        [
          {
            text: "The owner and team of the business read requests in a password-protected inbox on this website, and can download them as a spreadsheet file to work on them.",
          },
        ],
        [
          {
            text: "If the business has turned on e-mail alerts, a copy of each request is also sent to the business's own e-mail address.",
          },
        ],
        [{ text: "The website and its database run on Cloudflare, which stores them for us. Nobody else receives your request." }],
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      body: [
        [
          {
            text: "Your request stays in the inbox, and in the e-mail copy if there is one, while we work on it. Once it is finished (the job done, or the quote declined), the website deletes it by itself, with its photos, {retentionMonths} months later. We delete it sooner whenever you ask us to (see below).",
          },
        ],
        [
          {
            text: "Deleting a request deletes its photos. A photo you add to the form but never send is deleted automatically a day later.",
          },
        ],
      ],
    },
    {
      id: "cookies",
      heading: "No cookies, no tracking",
      body: [
        [
          {
            text: "The public pages of this site set no cookies and load no analytics, advertising or other third-party scripts, fonts or trackers. Nothing records which pages you visit.",
          },
        ],
        [
          {
            text: "Your browser remembers the first page you opened here, and the site that sent you, only until you close the tab (in its session storage, not a cookie), and sends them only with a quote request. A tap on one of our phone numbers adds one to a count for that page and day, once per visit: with the tap, your browser sends a random code it keeps for this tab, and the site keeps only a scrambled form of that code, until the next morning, so that a second tap is not counted again. Nothing about you is kept with it.",
          },
        ],
        [
          {
            text: "The only cookies on this site belong to the owner's sign-in: they are set only when the owner signs in to the inbox at /admin.",
          },
        ],
      ],
    },
    {
      id: "spam-protection",
      heading: "Spam protection",
      body: [
        [
          {
            text: "To stop automated spam, each sent form is counted against the internet address it came from (for a modern IPv6 connection, its network): at most 5 requests a minute. Cloudflare keeps that count only for the minute, and your address is not stored with your request.",
          },
        ],
        [
          {
            text: "Failed sign-ins to the owner's inbox are recorded with the address they came from, to stop password guessing; records older than a day are deleted at the next sign-in.",
          },
        ],
      ],
    },
    {
      id: "delete",
      heading: "See, correct or delete your details",
      body: [
        [
          ...ask,
          {
            text: " and tell us the name and phone number or e-mail you used. We will tell you what we hold about you, correct it, or delete your request.",
          },
        ],
      ],
    },
  ],
};
