import { CityHero } from "../components/city/CityHero";
import { CityAbout, CityServices, CityWhyChoose } from "../components/city/CitySections";
import { SiteLayout } from "../components/SiteLayout";
import { TestimonialSpotlight } from "../components/TestimonialSpotlight";
import { testimonialForCity } from "../content/testimonial-choice";
import type { City } from "../content/types";
import { useCopy } from "../components/locale-context";

// One template for all eight service-area pages.
export function CityPage({ city }: { city: City }) {
  const { testimonials } = useCopy();
  return (
    <SiteLayout>
      <CityHero city={city} />
      <CityServices city={city} />
      <CityWhyChoose city={city} />
      <CityAbout city={city} />
      <TestimonialSpotlight testimonial={testimonialForCity(city, testimonials)} />
    </SiteLayout>
  );
}
