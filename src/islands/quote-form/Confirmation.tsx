import type { Ref } from "react";
import { phoneHref } from "../../config/business";
import type { QuoteFormWords } from "./words";
import { KeepLink } from "./KeepLink";
import { StrokeIcon } from "./StrokeIcon";

type Props = {
  words: QuoteFormWords;
  /** After a JavaScript submit: brings the empty form back. */
  onAgain?: () => void;
  /** After a no-JavaScript post (the page at ?quote=received): the page without the confirmation. */
  againHref: string;
  /** "Your estimate: $180–$240, final price confirmed on site before we start", when the visitor picked one. */
  estimate?: string;
  /** The customer's own page (/my/<token>, or its whole address): shown once here, to keep. */
  myPage?: string;
  /** Customer e-mail is set up: offer "E-mail it to me". */
  emailLink?: boolean;
  ref?: Ref<HTMLDivElement>;
};

export const confirmationHeadingId = "quote-confirmation-heading";

const againClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-ink-900 shadow-sm transition-colors hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";

// The confirmation that stays in the form's place after a request was sent: a status region with a
// name, focused by the form after a JavaScript submit so screen readers announce it. The scroll
// margin keeps its heading clear of the sticky header and, on phones, of the toast at the top.
export function Confirmation({ words, onAgain, againHref, estimate, myPage, emailLink = false, ref }: Props) {
  const t = words.confirmation;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby={confirmationHeadingId}
      className="grid scroll-mt-36 gap-6 focus:outline-none sm:scroll-mt-24"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
          <StrokeIcon path="M20 6 9 17l-5-5" className="size-6" />
        </span>
        <div>
          <h4 id={confirmationHeadingId} className="text-xl font-extrabold tracking-tight text-ink-900">
            {t.heading}
          </h4>
          <p className="mt-1 text-ink-700">{t.thanks}</p>
        </div>
      </div>
      {estimate ? <p className="rounded-xl bg-brand-50 p-4 font-semibold text-ink-900 ring-1 ring-brand-200">{estimate}</p> : null}
      {myPage ? <KeepLink words={t} myPage={myPage} emailLink={emailLink} /> : null}
      <div>
        <p className="text-sm font-bold uppercase tracking-wider text-ink-600">{t.nextHeading}</p>
        <ol className="mt-3 space-y-3">
          {t.steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-ink-800">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="rounded-xl bg-ink-50 p-4 text-ink-800 ring-1 ring-ink-100">
        {t.sooner}{" "}
        <a href={phoneHref} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {words.call}
        </a>
        <span className="mt-1 block text-sm text-ink-600">{t.answerHours}</span>
      </p>
      {onAgain ? (
        <button type="button" onClick={onAgain} className={againClass}>
          {t.sendAnother}
        </button>
      ) : (
        <a href={againHref} className={againClass}>
          {t.sendAnother}
        </a>
      )}
    </div>
  );
}
