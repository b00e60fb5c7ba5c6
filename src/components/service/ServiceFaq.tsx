import ChevronDown from "lucide-react/icons/chevron-down";
import type { Service } from "../../content/types";
import { useCopy } from "../locale-context";
import { Section } from "../Section";

// The service's FAQ as native disclosure widgets: they open and close without JavaScript, and the
// browser announces their state. The same words go into the page's FAQPage JSON-LD.
export function ServiceFaq({ service }: { service: Service }) {
  const { labels } = useCopy();
  return (
    <Section id="faq" labelledBy="faq-heading">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {labels.service.faqHeading(service.title)}
        </h2>
        <div className="mt-10 divide-y divide-ink-200 rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {service.faq.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-bold text-ink-900 hover:text-brand-700 focus-visible:-outline-offset-4 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-700 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
