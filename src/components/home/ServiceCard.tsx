import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import type { PageOf } from "../../content/site-map";
import { useCopy } from "../locale-context";

// A home page service card. "Read More" goes to the service's slug (DESIGN.md), never a path made from the title.
export function ServiceCard({ page, large = false }: { page: PageOf<"service">; large?: boolean }) {
  const { labels, ui } = useCopy();
  const service = page.content;
  const titleId = `service-card-${service.slug}`;
  // On a phone no card lists its features (each service page does), and the four smaller cards are
  // compact rows, a thumbnail beside the text: six full cards stacked were a third of the home page
  // on a phone (issue 13, item 1). From sm up every card has its full layout.
  const layout = large
    ? { card: "flex-col", image: "aspect-2/1 h-auto w-full sm:aspect-16/10", body: "p-5 sm:p-8", list: "hidden sm:grid sm:grid-cols-2" }
    : {
        card: "flex-row items-start gap-4 p-4 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0",
        image: "size-20 shrink-0 rounded-xl sm:aspect-16/10 sm:h-auto sm:w-full sm:rounded-none lg:aspect-4/3",
        body: "sm:p-6",
        list: "hidden sm:grid",
      };
  return (
    <article
      aria-labelledby={titleId}
      className={`flex overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-ink-100 transition-shadow hover:shadow-xl ${layout.card}`}
    >
      <img
        src={service.image.src}
        width={service.image.width}
        height={service.image.height}
        alt={service.image.alt}
        className={`bg-ink-100 object-cover ${layout.image}`}
        loading="lazy"
      />
      <div className={`flex flex-1 flex-col ${layout.body}`}>
        <h3 id={titleId} className={`font-extrabold tracking-tight ${large ? "text-2xl sm:text-3xl" : "text-lg sm:text-xl"}`}>
          {service.title}
        </h3>
        <p className={`text-ink-600 ${large ? "mt-3" : "mt-1 text-sm sm:mt-3 sm:text-base"}`}>{service.description}</p>
        <ul className={`mt-5 gap-2 ${layout.list}`}>
          {service.features.map((f) => (
            <li key={f} className="flex gap-2 text-sm font-medium text-ink-800">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" strokeWidth={3} />
              {f}
            </li>
          ))}
        </ul>
        <a
          href={page.path}
          className={`inline-flex items-center gap-2 self-start rounded-lg font-bold text-brand-700 hover:text-brand-800 hover:underline underline-offset-4 ${large ? "mt-6" : "mt-2 sm:mt-6"}`}
          data-read-more=""
        >
          {labels.readMore}
          <span className="sr-only">{ui.serviceCard.readMoreAbout(service.title)}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
