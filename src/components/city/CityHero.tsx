import { MapPin } from "lucide-react";
import { home } from "../../content/home";
import type { City } from "../../content/types";
import { HeroActions } from "../HeroActions";
import { TrustCard } from "../TrustCard";
import { labels } from "../../content/labels";

// The red city hero: heading, local intro, "Get Free Quote" to #contact and a call link.
export function CityHero({ city }: { city: City }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-700 bg-linear-to-br from-brand-600 to-brand-800 text-white">
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8 lg:py-24">
        <div className="lg:col-span-3">
          <p className="inline-flex items-center gap-2 rounded-2xl bg-white/15 px-4 py-1.5 sm:rounded-full text-sm font-semibold ring-1 ring-white/25">
            <MapPin className="size-4" aria-hidden="true" /> {labels.city.heroBadge(city.name)}
          </p>
          <h1 id="hero-heading" className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {city.hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl">{city.hero.text}</p>
          <HeroActions quoteLabel={home.ctaBand.quoteButton} quoteVariant="light" />
        </div>
        <div className="lg:col-span-2">
          <TrustCard />
        </div>
      </div>
    </section>
  );
}
