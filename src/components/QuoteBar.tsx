import { business, phoneHref } from "../config/business";
import { catalogue } from "../content/i18n";
import { localePrefix } from "../content/locale";
import { PhoneIcon } from "../islands/nav/icons";
import { useLocale } from "./locale-context";

// The phone's bottom bar (below lg): a call and the quote form, one tap away. No script: it is
// sticky at the foot of the screen from the top of the page down to its own place, just above the
// contact section (SiteLayout.tsx), where it stays in the flow as the form comes up. So it is there
// from the first paint, with or without JavaScript, and never over the form or its submit button;
// past the form it scrolls away with the page. Pages without a contact section send "Free Quote"
// to their language's home page's, as the header's Contact does.
export function QuoteBar({ hasContact }: { hasContact: boolean }) {
  const locale = useLocale();
  const labels = catalogue(locale).labels.quoteBar;
  const quoteHref = hasContact ? "#contact" : `${localePrefix(locale)}/#contact`;
  // The quote takes three fifths of the row, so Spanish "Cotización gratis" stays on one line from a
  // 360 px phone up; leading-tight: on a 320 px one it wraps to two lines within the bar.
  const button = "flex min-h-12 items-center justify-center gap-2 rounded-lg px-3 text-center text-base leading-tight font-bold";
  return (
    <nav
      aria-label={labels.landmark}
      data-quote-bar=""
      // Its top line is a shadow, not a border: the bar's height is its content's.
      className="sticky bottom-0 z-30 grid grid-cols-[2fr_3fr] gap-3 bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-1px_0_var(--color-ink-200),0_-4px_16px_rgb(15_23_42/0.08)] lg:hidden"
    >
      <a
        href={phoneHref}
        aria-label={catalogue(locale).ui.call(business.phone)}
        className={`${button} border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
      >
        <PhoneIcon /> {labels.call}
      </a>
      <a href={quoteHref} className={`${button} bg-brand-600 text-white shadow-md hover:bg-brand-700`}>
        {labels.quote}
      </a>
    </nav>
  );
}
