import { useEffect, useState } from "react";
import { PhoneIcon } from "./nav/icons";

/** The labels are the page's language's; callPhone is the call button's full name ("Call (281) 555-0147"). */
export type QuoteBarProps = {
  phoneHref: string;
  quoteHref: string;
  labels: { landmark: string; call: string; quote: string; callPhone: string };
};

/** The quote form's wrapper (ContactSection.tsx): while any of it is on screen the bar steps aside. */
const FORM_ID = "quote-form";

// The phone's bottom bar (below lg): a call and the quote form, one tap away anywhere on the page.
// It is fixed, so appearing moves nothing; the spacer under the footer keeps the page's last line
// clear of it. The server renders it hidden and it shows once its observer runs, so it can never
// sit over the form's submit button: not before the script knows where the form is, not without
// JavaScript (the header's call button and the page's quote buttons remain), and never while the
// form is in view. It hides at once and slides in when shown. Toasts are at the top on phones.
export default function QuoteBar({ phoneHref, quoteHref, labels }: QuoteBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    if (!form) return setShown(true); // a page without the form (the 404)
    const observer = new IntersectionObserver((entries) => setShown(!entries[entries.length - 1]!.isIntersecting));
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  // Leading-tight: a longer label (Spanish "Cotización gratis" on a 320 px phone) wraps to two lines within the bar.
  const button = "flex min-h-12 items-center justify-center gap-2 rounded-lg px-3 text-center text-base leading-tight font-bold";
  return (
    <>
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] bg-ink-900 lg:hidden [@media(scripting:none)]:hidden" />
      <nav
        aria-label={labels.landmark}
        data-quote-bar={shown ? "shown" : "hidden"}
        className={
          // Its top line is a shadow, not a border, so the bar is exactly as tall as the spacer.
          "fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-3 bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-1px_0_var(--color-ink-200),0_-4px_16px_rgb(15_23_42/0.08)] lg:hidden " +
          (shown ? "transition-[translate,visibility] duration-300" : "invisible translate-y-full")
        }
      >
        <a
          href={phoneHref}
          aria-label={labels.callPhone}
          className={`${button} border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
        >
          <PhoneIcon /> {labels.call}
        </a>
        <a href={quoteHref} className={`${button} bg-brand-600 text-white shadow-md hover:bg-brand-700`}>
          {labels.quote}
        </a>
      </nav>
    </>
  );
}
