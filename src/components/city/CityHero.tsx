import MapPin from "lucide-react/icons/map-pin";
import type { City } from "../../content/types";
import { useCopy } from "../locale-context";
import { PageHero } from "../PageHero";

// The red city hero: where we serve, heading, local intro, "Get Free Quote" to #contact and a call link.
export function CityHero({ city }: { city: City }) {
  const { labels, home } = useCopy();
  const badge = (
    <p className="inline-flex items-center gap-2 rounded-2xl bg-white/15 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/25 sm:rounded-full">
      <MapPin className="size-4" aria-hidden="true" /> {labels.city.heroBadge(city.name)}
    </p>
  );
  return (
    <PageHero
      tone="red"
      above={badge}
      heading={city.hero.heading}
      text={city.hero.text}
      quoteLabel={home.ctaBand.quoteButton}
      quoteVariant="light"
    />
  );
}
