import { CityHero } from "../components/city/CityHero";
import { CityAbout, CityServices, CityWhyChoose } from "../components/city/CitySections";
import { SiteLayout } from "../components/SiteLayout";
import type { City } from "../content/types";

// One template for all eight service-area pages.
export function CityPage({ city }: { city: City }) {
  return (
    <SiteLayout>
      <CityHero city={city} />
      <CityServices city={city} />
      <CityWhyChoose city={city} />
      <CityAbout city={city} />
    </SiteLayout>
  );
}
