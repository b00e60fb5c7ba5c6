import { CtaBand } from "../components/CtaBand";
import { ServiceHero } from "../components/service/ServiceHero";
import { Benefits, Coverage, RelatedServices, ServiceAbout, WhyChooseColumns } from "../components/service/ServiceSections";
import { SiteLayout } from "../components/SiteLayout";
import { home } from "../content/home";
import type { Service } from "../content/types";

// One template for all six service pages; junk removal and moving add the three-column block.
export function ServicePage({ service }: { service: Service }) {
  const cta = service.cta ?? home.ctaBand;
  return (
    <SiteLayout>
      <ServiceHero service={service} />
      <Coverage service={service} />
      <ServiceAbout service={service} />
      <Benefits service={service} />
      {service.whyChoose && <WhyChooseColumns block={service.whyChoose} />}
      <RelatedServices service={service} tone={service.whyChoose ? "white" : "muted"} />
      <CtaBand heading={cta.heading} text={cta.text} quoteLabel={home.ctaBand.quoteButton} />
    </SiteLayout>
  );
}
