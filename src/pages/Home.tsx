import { Island } from "../components/Island";
import { QuoteFormSlot } from "../components/QuoteFormSlot";
import { business } from "../content/business";

export function Home() {
  return (
    <>
      <main id="main">
        <h1>Junk Removal &amp; Moving Services</h1>
        {/* Temporary, for the quote branch only: the site branch's Home.tsx replaces this file. */}
        <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-2xl px-4 py-12">
          <h2 id="contact-heading" className="mb-6 text-2xl font-bold">
            Request Free Quote
          </h2>
          <QuoteFormSlot />
        </section>
      </main>
      <footer>
        © <Island name="CurrentYear" props={{ year: new Date().getFullYear() }} inline /> {business.name}
      </footer>
    </>
  );
}
