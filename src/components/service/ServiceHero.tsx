import type { Service } from "../../content/types";
import { useCopy } from "../locale-context";
import { PageHero } from "../PageHero";

const crumb = "hover:text-white hover:underline";

// The dark service hero: breadcrumb, title, subtitle, "Get Free Quote Now" to #contact and a call button.
export function ServiceHero({ service }: { service: Service }) {
  const { labels, home, ui, pages } = useCopy();
  const breadcrumb = (
    <nav aria-label={ui.nav.breadcrumbLabel} className="text-sm text-ink-200">
      <ol className="flex flex-wrap gap-2">
        <li>
          <a href={pages.home.path} className={crumb}>
            {labels.service.breadcrumbHome}
          </a>{" "}
          <span aria-hidden="true">/</span>
        </li>
        <li>
          <a href={`${pages.home.path}#services`} className={crumb}>
            {labels.service.breadcrumbServices}
          </a>{" "}
          <span aria-hidden="true">/</span>
        </li>
        <li aria-current="page" className="font-semibold text-white">
          {service.title}
        </li>
      </ol>
    </nav>
  );
  return <PageHero tone="dark" above={breadcrumb} heading={service.title} text={service.subtitle} quoteLabel={home.hero.quoteButton} />;
}
