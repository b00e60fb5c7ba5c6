import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import type { PageOf } from "../../content/pages";
import { labels } from "../../content/labels";

// A home page service card. "Read More" goes to the service's slug (DESIGN.md), never a path made from the title.
export function ServiceCard({ page, large = false }: { page: PageOf<"service">; large?: boolean }) {
  const service = page.content;
  const titleId = `service-card-${service.slug}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-ink-100 transition-shadow hover:shadow-xl">
      <img src={service.image.src} width={service.image.width} height={service.image.height} alt={service.image.alt} className={`aspect-16/10 ${large ? "" : "lg:aspect-4/3"} h-auto w-full bg-ink-100 object-cover`} loading="lazy" />
      <div className={`flex flex-1 flex-col ${large ? "p-6 sm:p-8" : "p-6"}`}>
        <h3 id={titleId} className={`font-extrabold tracking-tight ${large ? "text-2xl sm:text-3xl" : "text-xl"}`}>{service.title}</h3>
        <p className="mt-3 text-ink-600">{service.description}</p>
        <ul className={`mt-5 grid gap-2 ${large ? "sm:grid-cols-2" : ""}`}>
          {service.features.map((f) => (
            <li key={f} className="flex gap-2 text-sm font-medium text-ink-800">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" strokeWidth={3} />
              {f}
            </li>
          ))}
        </ul>
        <a href={page.path} className="mt-6 inline-flex items-center gap-2 self-start rounded-lg font-bold text-brand-700 hover:text-brand-800 hover:underline underline-offset-4" data-read-more="">
          {labels.readMore}<span className="sr-only"> about {service.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
