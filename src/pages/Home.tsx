import { CtaBand } from "../components/CtaBand";
import { HomeHero } from "../components/home/HomeHero";
import { OurServices, ServiceAreas, Testimonials, WhyChoose } from "../components/home/HomeSections";
import { SiteLayout } from "../components/SiteLayout";
import { useCopy } from "../components/locale-context";

// The spec's section order: hero, services, why choose, service areas, testimonials, CTA, contact, footer.
export function Home() {
  const { home } = useCopy();
  return (
    <SiteLayout>
      <HomeHero />
      <OurServices />
      <WhyChoose />
      <ServiceAreas />
      <Testimonials />
      <CtaBand heading={home.ctaBand.heading} text={home.ctaBand.text} quoteLabel={home.ctaBand.quoteButton} />
    </SiteLayout>
  );
}
