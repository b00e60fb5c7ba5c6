import { business, phoneHref } from "../content/business";
import { labels } from "../content/labels";
import { Island } from "./Island";

// The phone's bottom bar (islands/QuoteBar.tsx). Pages without a contact section send "Free Quote"
// to the home page's, as the header's Contact does.
export function QuoteBarSlot({ hasContact }: { hasContact: boolean }) {
  return <Island name="QuoteBar" props={{ phone: business.phone, phoneHref, quoteHref: hasContact ? "#contact" : "/#contact", labels: labels.quoteBar }} />;
}
