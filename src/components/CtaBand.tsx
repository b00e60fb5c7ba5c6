import { HeroActions } from "./HeroActions";

// The red call-to-action band: home's "Ready to Get Started?" and every service page's.
export function CtaBand({ heading, text, quoteLabel }: { heading: string; text: string; quoteLabel: string }) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="bg-brand-700 bg-linear-to-br from-brand-600 to-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16 sm:px-6 lg:flex-row lg:justify-between lg:text-left lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-white">{text}</p>
        </div>
        <HeroActions quoteLabel={quoteLabel} quoteVariant="light" className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row" />
      </div>
    </section>
  );
}
