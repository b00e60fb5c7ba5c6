import { HeroActions } from "../HeroActions";
import { IconList } from "../IconList";
import { Island } from "../Island";
import { useCopy } from "../locale-context";
import { HeroShell } from "../PageHero";

export function HomeHero() {
  const { home, labels, heroTrustBullets } = useCopy();
  const { hero, stats } = home;
  return (
    <HeroShell tone="dark" grid="pb-12 pt-10 sm:pb-16 sm:pt-16 lg:grid-cols-2 lg:py-20">
      <div>
        <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-ink-100 ring-1 ring-white/20">
          {hero.eyebrow}
        </p>
        <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:mt-6 sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-200 sm:mt-6">{hero.text}</p>
        <IconList
          items={heroTrustBullets.map((b) => ({ icon: b.icon, title: b.text }))}
          look="hero"
          className="mt-5 grid gap-3 sm:mt-6 sm:grid-cols-2"
        />
        <HeroActions quoteLabel={hero.quoteButton} className="mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row" />
        <div className="mt-8 sm:mt-10">
          <Island name="Counters" props={{ stats }} />
        </div>
      </div>
      {/* One truck: the scene has none of its own; the animated one is parked on its street, where
          the scene's truck stood, and drives off for 3 s of every 10 s by CSS alone (.truck in app.css),
          clipped to the picture. Parked for reduced motion. */}
      <div className="relative mx-auto w-full max-w-xl overflow-hidden rounded-3xl shadow-2xl shadow-black/40 ring-1 ring-white/10 lg:max-w-none">
        <img {...labels.home.heroImage} className="h-auto w-full" fetchPriority="high" />
        <div className="truck absolute left-[39.0625%] top-[56.25%] w-3/5" data-truck="">
          <img {...labels.home.truckImage} decoding="async" className="h-auto w-full" />
        </div>
      </div>
    </HeroShell>
  );
}
