import type { Service } from "../../content/types";
import { Breadcrumb } from "../Breadcrumb";
import { useCopy } from "../locale-context";
import { PageHero } from "../PageHero";

// The dark service hero: breadcrumb, title, subtitle, "Get Free Quote Now" to #contact and a call button.
export function ServiceHero({ service }: { service: Service }) {
  const { labels, home, pages } = useCopy();
  const breadcrumb = (
    <Breadcrumb trail={[{ href: `${pages.home.path}#services`, label: labels.service.breadcrumbServices }]} current={service.title} />
  );
  return <PageHero tone="dark" above={breadcrumb} heading={service.title} text={service.subtitle} quoteLabel={home.hero.quoteButton} />;
}
