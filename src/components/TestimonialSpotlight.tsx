import Quote from "lucide-react/icons/quote";
import type { Testimonial } from "../content/types";
import { useCopy } from "./locale-context";
import { ReviewsLink } from "./ReviewsLink";
import { Section } from "./Section";
import { Stars } from "./Stars";
import { TestimonialCaption } from "./TestimonialCaption";

// One customer's review on a service or city page, with the way to all of them. The heading, line and
// link are the home page's testimonial section's own words. On wide screens the heading and the link
// share the left column beside the review; the reading order stays heading, review, link.
export function TestimonialSpotlight({ testimonial: t }: { testimonial: Testimonial }) {
  const { home } = useCopy();
  return (
    <Section id="testimonial" labelledBy="testimonial-heading" tone="dark">
      <div className="grid gap-8 lg:grid-cols-5 lg:gap-x-16 lg:gap-y-8">
        <div className="text-center lg:col-span-2 lg:row-start-1 lg:self-end lg:text-left">
          <h2 id="testimonial-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {home.testimonials.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-200">{home.testimonials.text}</p>
        </div>
        <figure className="relative rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-10 lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <Quote className="absolute top-6 right-6 size-10 text-brand-600 sm:top-8 sm:right-8 sm:size-14" aria-hidden="true" />
          <Stars rating={t.rating} className="text-accent-400" />
          <blockquote className="mt-5 text-lg leading-relaxed text-white sm:text-xl">{`“${t.text}”`}</blockquote>
          <TestimonialCaption testimonial={t} tone="dark" />
        </figure>
        <ReviewsLink tone="dark" className="text-center lg:col-span-2 lg:col-start-1 lg:row-start-2 lg:self-start lg:text-left" />
      </div>
    </Section>
  );
}
