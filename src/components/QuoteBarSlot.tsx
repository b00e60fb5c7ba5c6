import { business, phoneHref } from "../content/business";
import { labelsFor } from "../content/labels-for";
import { localePrefix } from "../content/locale";
import { uiFor } from "../content/ui";
import { Island } from "./Island";
import { useLocale } from "./locale-context";

// The phone's bottom bar (islands/QuoteBar.tsx), in the page's language. Pages without a contact
// section send "Free Quote" to their language's home page's, as the header's Contact does.
export function QuoteBarSlot({ hasContact }: { hasContact: boolean }) {
  const locale = useLocale();
  const labels = { ...labelsFor(locale).quoteBar, callPhone: uiFor(locale).call(business.phone) };
  return <Island name="QuoteBar" props={{ phoneHref, quoteHref: hasContact ? "#contact" : `${localePrefix(locale)}/#contact`, labels }} />;
}
