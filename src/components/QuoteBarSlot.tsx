import { business, phoneHref } from "../config/business";
import { localePrefix } from "../content/locale";
import { catalogue } from "../content/i18n";
import { Island } from "./Island";
import { useLocale } from "./locale-context";

// The phone's bottom bar (islands/QuoteBar.tsx), in the page's language. Pages without a contact
// section send "Free Quote" to their language's home page's, as the header's Contact does.
export function QuoteBarSlot({ hasContact }: { hasContact: boolean }) {
  const locale = useLocale();
  const labels = { ...catalogue(locale).labels.quoteBar, callPhone: catalogue(locale).ui.call(business.phone) };
  return <Island name="QuoteBar" props={{ phoneHref, quoteHref: hasContact ? "#contact" : `${localePrefix(locale)}/#contact`, labels }} />;
}
