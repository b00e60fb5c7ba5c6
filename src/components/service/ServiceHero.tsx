import { home } from "../../content/home";
import type { Service } from "../../content/types";
import { HeroActions } from "../HeroActions";
import { TrustCard } from "../TrustCard";
import { labels } from "../../content/labels";

// The dark service hero: title, subtitle, "Get Free Quote Now" to #contact and a call button.
export function ServiceHero({ service }: { service: Service }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-ink-900 text-white">
      <div className="hero-glow pointer-events-none absolute inset-0" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:px-8 lg:py-24">
        <div className="lg:col-span-3">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-200">
            <ol className="flex flex-wrap gap-2">
              <li><a href="/" className="hover:text-white hover:underline">{labels.service.breadcrumbHome}</a> <span aria-hidden="true">/</span></li>
              <li><a href="/#services" className="hover:text-white hover:underline">{labels.service.breadcrumbServices}</a> <span aria-hidden="true">/</span></li>
              <li aria-current="page" className="font-semibold text-white">{service.title}</li>
            </ol>
          </nav>
          <h1 id="hero-heading" className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {service.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{service.subtitle}</p>
          <HeroActions quoteLabel={home.hero.quoteButton} />
        </div>
        <div className="lg:col-span-2">
          <TrustCard />
        </div>
      </div>
    </section>
  );
}
