import type { ReactNode } from "react";
import { ContactSection } from "./ContactSection";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { QuoteBar } from "./QuoteBar";
import { useCopy } from "./locale-context";

// Every page: header, its own sections in <main>, the phone's bottom bar (sticky down to its place
// just above the contact section, or the end of <main> on a page without one), the contact section
// (unless the page has none) and the footer.
export function SiteLayout({ children, contact = true }: { children: ReactNode; contact?: boolean }) {
  const { ui } = useCopy();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-bold"
      >
        {ui.nav.skipToContent}
      </a>
      <Navbar hasContact={contact} />
      <main id="main">
        {children}
        <QuoteBar hasContact={contact} />
        {contact && <ContactSection />}
      </main>
      <Footer />
    </>
  );
}
