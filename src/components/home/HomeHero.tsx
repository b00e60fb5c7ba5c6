import { heroTrustBullets, home } from "../../content/home";
import { labels } from "../../content/labels";
import { HeroActions } from "../HeroActions";
import { IconList } from "../IconList";
import { Island } from "../Island";
import { HeroShell } from "../PageHero";

export function HomeHero() {
  const { hero, stats } = home;
  const road = (
    <div className="relative mx-auto max-w-7xl overflow-hidden px-4 pb-8 sm:px-6 lg:px-8">
      <div className="relative z-10 -mb-3 w-40 sm:w-56">
        {/* Drives for 3 s of every 10 s by CSS alone (.truck in app.css), parked for reduced motion. */}
        <div className="truck" data-truck="">
          <img {...labels.home.truckImage} loading="lazy" decoding="async" className="h-auto w-full" />
        </div>
      </div>
      <div className="road-line h-1.5 rounded-full" aria-hidden="true" />
    </div>
  );
  return (
    <HeroShell tone="dark" grid="pb-8 pt-12 sm:pt-16 lg:grid-cols-2 lg:pt-20" below={road}>
      <div>
        <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-ink-100 ring-1 ring-white/20">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200">{hero.text}</p>
        <IconList items={heroTrustBullets.map((b) => ({ icon: b.icon, title: b.text }))} look="hero" className="mt-6 grid gap-3 sm:grid-cols-2" />
        <HeroActions quoteLabel={hero.quoteButton} />
        <div className="mt-10">
          <Island name="Counters" props={{ stats }} />
        </div>
      </div>
      <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
        <img
          {...labels.home.heroImage}
          className="h-auto w-full rounded-3xl shadow-2xl shadow-black/40 ring-1 ring-white/10"
          fetchPriority="high"
        />
      </div>
    </HeroShell>
  );
}
