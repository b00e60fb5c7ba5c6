import MapPin from "lucide-react/icons/map-pin";
import { IconList } from "../IconList";
import { LinkList } from "../../islands/LinkList";
import { Section, SectionHeading } from "../Section";
import { Stars } from "../Stars";
import { ReviewsLink } from "../ReviewsLink";
import { TestimonialCaption } from "../TestimonialCaption";
import { ServiceCard } from "./ServiceCard";
import { useCopy } from "../locale-context";

export function OurServices() {
  const {
    home,
    pages: { services: servicePages },
  } = useCopy();
  const featured = servicePages.filter((p) => p.content.featured);
  const others = servicePages.filter((p) => !p.content.featured);
  return (
    <Section id="services" labelledBy="services-heading" tone="muted">
      <SectionHeading id="services-heading" heading={home.services.heading} text={home.services.text} />
      <div className="grid gap-5 sm:gap-8 lg:grid-cols-2">
        {featured.map((p) => (
          <ServiceCard key={p.path} page={p} large />
        ))}
      </div>
      <div className="mt-5 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-8 lg:grid-cols-4">
        {others.map((p) => (
          <ServiceCard key={p.path} page={p} />
        ))}
      </div>
    </Section>
  );
}

export function WhyChoose() {
  const { home, whyChooseItems } = useCopy();
  return (
    <Section id="why-choose" labelledBy="why-heading">
      <SectionHeading id="why-heading" heading={home.whyChoose.heading} text={home.whyChoose.text} />
      <IconList items={whyChooseItems} look="feature" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" />
    </Section>
  );
}

export function ServiceAreas() {
  const {
    home,
    labels,
    pages: { cities: cityPages },
  } = useCopy();
  return (
    <Section id="service-areas" labelledBy="areas-heading" tone="dark">
      <SectionHeading
        id="areas-heading"
        eyebrow={labels.home.radiusEyebrow}
        heading={home.serviceAreas.heading}
        text={home.serviceAreas.text}
        dark
      />
      <LinkList
        links={cityPages.map((p) => ({
          href: p.path,
          label: (
            <>
              <MapPin className="size-5 shrink-0 text-brand-200" aria-hidden="true" />
              {p.content.listName}
            </>
          ),
        }))}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        linkClassName="flex min-h-16 items-center gap-2 rounded-xl bg-white/5 px-3 py-4 sm:gap-3 sm:px-5 font-bold text-white ring-1 ring-white/15 transition-colors hover:bg-brand-600 hover:ring-brand-600"
      />
    </Section>
  );
}

export function Testimonials() {
  const { home, testimonials } = useCopy();
  return (
    <Section id="testimonials" labelledBy="testimonials-heading" tone="muted">
      <SectionHeading id="testimonials-heading" heading={home.testimonials.heading} text={home.testimonials.text} />
      {/* Below lg a row that scrolls sideways, a card and the edge of the next on screen: stacked, the
          three stories took a screen and a half of a phone (issue 13, item 1). Focusable, so a
          keyboard scrolls it too. Side by side from lg. */}
      <ul
        tabIndex={0}
        aria-labelledby="testimonials-heading"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-6 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible lg:p-0"
      >
        {testimonials.map((t) => (
          <li key={t.author} className="w-[85%] max-w-md shrink-0 snap-start lg:w-auto lg:max-w-none">
            <figure className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-lg ring-1 ring-ink-100 sm:p-8">
              <Stars rating={t.rating} />
              <blockquote className="mt-3 flex-1 leading-relaxed text-ink-800 sm:mt-4 sm:text-lg">“{t.text}”</blockquote>
              <TestimonialCaption testimonial={t} tone="light" />
            </figure>
          </li>
        ))}
      </ul>
      <ReviewsLink tone="light" className="mt-4 text-center lg:mt-10" />
    </Section>
  );
}
