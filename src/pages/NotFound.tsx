import { business, phoneHref } from "../content/business";

export function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-700">Did you forget to add the page to the router?</p>
      <nav aria-label="Helpful links" className="mt-10 flex flex-wrap justify-center gap-4">
        <a href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Back to the home page
        </a>
        <a href="/#services" className="rounded-lg border border-ink-700 px-5 py-3 font-semibold hover:bg-ink-900 hover:text-white">
          Our services
        </a>
        <a href={phoneHref} className="rounded-lg border border-ink-700 px-5 py-3 font-semibold hover:bg-ink-900 hover:text-white">
          Call {business.phone}
        </a>
      </nav>
    </main>
  );
}
