import Phone from "lucide-react/icons/phone";
import { ButtonLink } from "../components/Button";
import { PillLinks } from "../islands/LinkList";
import { SiteLayout } from "../components/SiteLayout";
import { business, phoneHref } from "../config/business";
import { useCopy } from "../components/locale-context";

// The spec's two texts verbatim, plus ways back: home, the services and the call link.
export function NotFound() {
  const { labels, ui, pages } = useCopy();
  return (
    <SiteLayout contact={false}>
      <section aria-labelledby="not-found-heading" className="bg-ink-50">
        <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6">
          <p className="text-7xl font-extrabold text-brand-600 sm:text-8xl" aria-hidden="true">
            404
          </p>
          <h1 id="not-found-heading" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {ui.notFound.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-600">{ui.notFound.hint}</p>
          <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href={pages.home.path}>{labels.notFound.home}</ButtonLink>
            <ButtonLink href={phoneHref} variant="outlineDark">
              <Phone className="size-5" aria-hidden="true" /> {ui.call(business.phone)}
            </ButtonLink>
          </div>
          <nav aria-labelledby="not-found-services" className="mt-12 w-full">
            <h2 id="not-found-services" className="text-sm font-bold uppercase tracking-widest text-ink-600">
              {labels.notFound.services}
            </h2>
            <PillLinks links={pages.services.map((p) => ({ href: p.path, label: p.content.title }))} look="raised" centered />
          </nav>
        </div>
      </section>
    </SiteLayout>
  );
}
