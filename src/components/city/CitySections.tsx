import type { City, IconName } from "../../content/types";
import { CheckList } from "../CheckList";
import { IconList } from "../IconList";
import { PillLinks } from "../../islands/LinkList";
import { Section, SectionHeading } from "../Section";
import { useCopy } from "../locale-context";

// Cards without their own icon get one by position: junk, moving, furniture, cleanouts.
const defaultIcons: IconName[] = ["Trash2", "Truck", "Sofa", "Warehouse"];

export function CityServices({ city }: { city: City }) {
  const { labels } = useCopy();
  return (
    <Section id="local-services" labelledBy="local-services-heading">
      <SectionHeading id="local-services-heading" heading={labels.city.servicesHeading(city.name)} />
      <IconList
        items={city.services.map((s, i) => ({ ...s, icon: s.icon ?? defaultIcons[i % defaultIcons.length]! }))}
        look="cards"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Section>
  );
}

export function CityWhyChoose({ city }: { city: City }) {
  const { labels } = useCopy();
  return (
    <Section id="why-choose" labelledBy="why-heading" tone="muted">
      <SectionHeading id="why-heading" heading={labels.city.whyHeading(city.name)} />
      <CheckList items={city.whyChoose.map((w) => ({ title: w.title, text: w.description }))} look="cards" />
    </Section>
  );
}

export function CityAbout({ city }: { city: City }) {
  const {
    labels,
    ui,
    pages: { cities: cityPages },
  } = useCopy();
  return (
    <Section id="about-area" labelledBy="about-heading">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-heading" className="text-3xl font-extrabold tracking-tight text-pretty sm:text-4xl">
          {city.about.heading}
        </h2>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-700">
          {city.about.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        {city.zipCodes && (
          <div className="mt-10 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100">
            <h3 className="text-lg font-extrabold">{labels.city.zipHeading(city.name)}</h3>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={ui.city.zipListLabel(city.name)}>
              {city.zipCodes.map((z) => (
                <li key={z} className="rounded-full bg-white px-4 py-1.5 font-bold tabular-nums text-ink-900 ring-1 ring-ink-200">
                  {z}
                </li>
              ))}
            </ul>
          </div>
        )}
        <h3 className="mt-10 text-lg font-extrabold">{labels.city.otherAreasHeading}</h3>
        <PillLinks
          links={cityPages.filter((p) => p.content.slug !== city.slug).map((p) => ({ href: p.path, label: p.content.listName }))}
          look="outline"
        />
      </div>
    </Section>
  );
}
