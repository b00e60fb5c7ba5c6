import { home } from "../../content/home";
import { labels } from "../../content/labels";
import type { Service } from "../../content/types";
import { PageHero } from "../PageHero";

const crumb = "hover:text-white hover:underline";

// The dark service hero: breadcrumb, title, subtitle, "Get Free Quote Now" to #contact and a call button.
export function ServiceHero({ service }: { service: Service }) {
  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-200">
      <ol className="flex flex-wrap gap-2">
        <li><a href="/" className={crumb}>{labels.service.breadcrumbHome}</a> <span aria-hidden="true">/</span></li>
        <li><a href="/#services" className={crumb}>{labels.service.breadcrumbServices}</a> <span aria-hidden="true">/</span></li>
        <li aria-current="page" className="font-semibold text-white">{service.title}</li>
      </ol>
    </nav>
  );
  return <PageHero tone="dark" above={breadcrumb} heading={service.title} text={service.subtitle} quoteLabel={home.hero.quoteButton} />;
}
