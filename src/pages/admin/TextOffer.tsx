import { Island } from "../../components/Island";
import { knownLocale } from "../../content/i18n";
import type { QuoteRequest } from "../../db/schema";
import type { TextMoment } from "../../use-cases/customer-texts";
import type { TextOffer as Offer } from "../../use-cases/customer-texts-tell";
import { smsHref } from "./CustomerPagePanel";
import { localeName } from "./format";
import { adminRequestAction } from "../../lib/paths";

// Right after a moment of the job (a quote saved, a booking, a move, "On our way"), the text that
// tells the customer, ready to send from the owner's own phone in one tap: most customers have no
// notifications and many no e-mail, so this is how they hear. The sms: link opens Messages with
// the text filled in; Copy is for WhatsApp and the like.

const what: Record<TextMoment, string> = {
  quote: "the price and the link where they approve it",
  booked: "the day and time, and the link to their page",
  rescheduled: "the old and the new time, and the link to their page",
  "on-the-way": "when the crew arrives",
  done: "the receipt and the review link",
};

// One long line wraps at about 40 characters in a phone's box: all of it shows, up to 8 lines.
const rowsFor = (text: string) => Math.min(8, Math.ceil([...text].length / 40) + 1);

function alsoText(r: QuoteRequest, offer: Offer) {
  // "On our way" has no e-mail: it would be read too late.
  const email = offer.moment === "on-the-way" ? "" : offer.email ? `E-mailed to ${r.email} too. ` : "Not e-mailed. ";
  const push = offer.push ? "Sent to their phone as a notification too." : "Their phone has no notifications on.";
  return `${email}${push}`;
}

export function TextOffer({ request: r, offer }: { request: QuoteRequest; offer: Offer }) {
  const language = localeName(knownLocale(r.locale));
  return (
    <section aria-labelledby="text-offer-heading" className="mt-3 max-w-2xl space-y-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <div>
        <h2 id="text-offer-heading" className="text-lg font-semibold text-ink-900 wrap-anywhere">
          Text {r.firstName} now
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          With {what[offer.moment]}, in {language}. {alsoText(r, offer)}
        </p>
      </div>
      <a
        href={smsHref(r.phone, offer.text)}
        className="flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:inline-flex"
      >
        Send the text
      </a>
      {/* The island's marker has no box of its own (display: contents): the wrapper keeps the spacing. */}
      <div>
        <Island
          name="CopyText"
          props={{ text: offer.text, label: `The text, in ${language}`, button: "Copy the text", rows: rowsFor(offer.text) }}
        />
      </div>
    </section>
  );
}

/**
 * After "Complete the job": the receipt and review link go in a text too, but their link is made
 * only on request (it is shown once), so the first thing on the screen is the button that makes it.
 */
export function DoneOffer({ request: r }: { request: QuoteRequest }) {
  return (
    <section aria-labelledby="text-offer-heading" className="mt-3 max-w-2xl space-y-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <h2 id="text-offer-heading" className="text-lg font-semibold text-ink-900 wrap-anywhere">
        Text {r.firstName} the receipt
      </h2>
      <p className="text-sm text-ink-700">With the link to their receipt and the review link, in {localeName(knownLocale(r.locale))}.</p>
      <form method="post" action={`${adminRequestAction(r.id, "review-text")}#customer-page-heading`}>
        <button
          type="submit"
          className="min-h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          Make the text
        </button>
      </form>
    </section>
  );
}
