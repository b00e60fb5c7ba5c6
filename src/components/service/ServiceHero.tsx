import type { Service } from "../../content/types";
import { estimateKind } from "../../lib/pricing/estimate";
import { usePrices } from "../prices";
import { Breadcrumb } from "../Breadcrumb";
import { useCopy } from "../locale-context";
import { PageHero } from "../PageHero";

// The dark service hero: breadcrumb, title, subtitle, "Get Free Quote Now" to #contact and a call button.
export function ServiceHero({ service }: { service: Service }) {
  const { labels, home, pages, words } = useCopy();
  const breadcrumb = (
    <Breadcrumb trail={[{ href: `${pages.home.path}#services`, label: labels.service.breadcrumbServices }]} current={service.title} />
  );
  // Down to the price table, where the page has one (PriceTable.tsx shows it on the same terms).
  const prices = usePrices();
  const priced = prices && estimateKind(prices.book, service.quoteService);
  const toPrices = priced ? (
    <p className="mt-5">
      <a href="#prices" className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4">
        {words.priceTable.jump}
      </a>
    </p>
  ) : null;
  return (
    <PageHero
      tone="dark"
      above={breadcrumb}
      heading={service.title}
      text={service.subtitle}
      quoteLabel={home.hero.quoteButton}
      below={toPrices}
    />
  );
}
