import ArrowRight from "lucide-react/icons/arrow-right";
import type { Service } from "../../content/types";
import { CheckList } from "../CheckList";
import { IconList } from "../IconList";
import { LicenceBox } from "./LicenceBox";
import { Section, SectionHeading } from "../Section";
import { RichText } from "./RichText";
import { useCopy } from "../locale-context";

export function Coverage({ service }: { service: Service }) {
  const { labels } = useCopy();
  return (
    <Section id="coverage" labelledBy="coverage-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id="coverage-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {labels.service.coverageHeading(service.title)}
          </h2>
          <CheckList items={service.coverage.map((c) => ({ title: c.title, text: c.detail }))} look="plain" />
        </div>
        <div className="grid gap-8">
          <img
            src={service.image.src}
            width={service.image.width}
            height={service.image.height}
            alt={service.image.alt}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl bg-ink-100 shadow-xl ring-1 ring-ink-100"
          />
          {service.showsLicences && <LicenceBox />}
        </div>
      </div>
    </Section>
  );
}

export function ServiceAbout({ service }: { service: Service }) {
  return (
    <Section id="about-service" labelledBy="seo-heading" tone="muted">
      <div className="mx-auto max-w-3xl">
        <h2 id="seo-heading" className="text-3xl font-extrabold tracking-tight text-pretty sm:text-4xl">
          {service.about.heading}
        </h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-700">
          {service.about.paragraphs.map((p, i) => (
            <RichText key={i} runs={p} />
          ))}
        </div>
      </div>
    </Section>
  );
}

export function Benefits({ service }: { service: Service }) {
  const { labels } = useCopy();
  const columns = service.benefits.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <Section id="benefits" labelledBy="benefits-heading">
      <SectionHeading id="benefits-heading" heading={labels.service.benefitsHeading(service.title)} />
      <IconList items={service.benefits} look="cards" className={`grid gap-6 ${columns}`} />
    </Section>
  );
}

export function WhyChooseColumns({ block }: { block: NonNullable<Service["whyChoose"]> }) {
  return (
    <Section id="why-choose" labelledBy="why-heading" tone="muted">
      <SectionHeading id="why-heading" heading={block.heading} />
      <IconList items={block.columns} look="cards" className="grid gap-6 md:grid-cols-3" />
    </Section>
  );
}

export function RelatedServices({ service, tone }: { service: Service; tone: "white" | "muted" }) {
  const {
    labels,
    pages: { services: servicePages },
  } = useCopy();
  // In the entry's order; the content test checks each names another existing service.
  const related = service.related
    .map((slug) => servicePages.find((p) => p.content.slug === slug && p.content.slug !== service.slug))
    .filter((p) => p !== undefined);
  return (
    <Section id="related-services" labelledBy="related-heading" tone={tone}>
      <SectionHeading id="related-heading" heading={labels.service.relatedHeading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {related.map(({ path, content: r }) => (
          <li key={path}>
            <a
              href={path}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-ink-100 transition-shadow hover:shadow-xl"
            >
              <img
                src={r.image.src}
                width={r.image.width}
                height={r.image.height}
                alt=""
                className="aspect-16/10 h-auto w-full bg-ink-100 object-cover"
                loading="lazy"
              />
              <span className="flex flex-1 flex-col p-6">
                <span className="text-xl font-extrabold group-hover:text-brand-700">{r.title}</span>
                <span className="mt-2 flex-1 text-ink-600">{r.description}</span>
                <span className="mt-4 inline-flex items-center gap-2 font-bold text-brand-700">
                  {labels.readMore} <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
