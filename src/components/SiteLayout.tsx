import type { ReactNode } from "react";
import { ContactSection } from "./ContactSection";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { QuoteBarSlot } from "./QuoteBarSlot";

// Every page: header, its own sections in <main>, the contact section (unless the page has none),
// footer, and the phone's bottom bar.
export function SiteLayout({ children, contact = true }: { children: ReactNode; contact?: boolean }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-bold">
        Skip to content
      </a>
      <Navbar hasContact={contact} />
      <main id="main">
        {children}
        {contact && <ContactSection />}
      </main>
      <Footer />
      <QuoteBarSlot hasContact={contact} />
    </>
  );
}
