import { CtaBand } from "../components/CtaBand";
import { PriceTable } from "../components/service/PriceTable";
import { ServiceHero } from "../components/service/ServiceHero";
import { Benefits, Coverage, RelatedServices, ServiceAbout, WhyChooseColumns } from "../components/service/ServiceSections";
import { ServiceFaq } from "../components/service/ServiceFaq";
import { SiteLayout } from "../components/SiteLayout";
import { TestimonialSpotlight } from "../components/TestimonialSpotlight";
import { useCopy } from "../components/locale-context";
import { testimonialForService } from "../content/testimonial-choice";
import type { Service } from "../content/types";

// One template for all six service pages; junk removal and moving add the three-column block. After
// what the service is and why us, its prices (while the owner's price book prices it), then a
// customer's word for it and the answers to the usual questions, then the way on.
export function ServicePage({ service }: { service: Service }) {
  const { home, testimonials } = useCopy();
  const cta = service.cta ?? home.ctaBand;
  return (
    <SiteLayout>
      <ServiceHero service={service} />
      <Coverage service={service} />
      <ServiceAbout service={service} />
      <Benefits service={service} />
      {service.whyChoose && <WhyChooseColumns block={service.whyChoose} />}
      {/* Set apart from the section before it: why-choose is muted, benefits white. */}
      <PriceTable service={service} tone={service.whyChoose ? "white" : "muted"} />
      <TestimonialSpotlight testimonial={testimonialForService(service, testimonials)} />
      <ServiceFaq service={service} />
      <RelatedServices service={service} tone="muted" />
      <CtaBand heading={cta.heading} text={cta.text} quoteLabel={home.ctaBand.quoteButton} />
    </SiteLayout>
  );
}
