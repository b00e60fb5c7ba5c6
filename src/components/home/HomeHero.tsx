import { heroTrustBullets, home } from "../../content/home";
import { HeroActions } from "../HeroActions";
import { Icon } from "../Icon";
import { Island } from "../Island";
import { labels } from "../../content/labels";

export function HomeHero() {
  const { hero, stats } = home;
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-ink-900 text-white">
      <div className="hero-glow pointer-events-none absolute inset-0" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-8 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:px-8 lg:pt-20">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-ink-100 ring-1 ring-white/20">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200">{hero.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {heroTrustBullets.map((b) => (
              <li key={b.text} className="flex items-center gap-2.5 font-medium text-ink-100">
                <Icon name={b.icon} className="size-5 shrink-0 text-brand-200" />
                {b.text}
              </li>
            ))}
          </ul>
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
      </div>
      <div className="relative mx-auto max-w-7xl overflow-hidden px-4 pb-8 sm:px-6 lg:px-8">
        <div className="relative z-10 -mb-3 w-40 sm:w-56">
          {/* Drives for 3 s of every 10 s by CSS alone (.truck in app.css), parked for reduced motion. */}
          <div className="truck" data-truck="">
            <img {...labels.home.truckImage} loading="lazy" decoding="async" className="h-auto w-full" />
          </div>
        </div>
        <div className="road-line h-1.5 rounded-full" aria-hidden="true" />
      </div>
    </section>
  );
}
