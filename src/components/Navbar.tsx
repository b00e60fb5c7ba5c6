import { business, phoneHref } from "../content/business";
import { localePrefix, type Locale } from "../content/locale";
import { servicePages } from "../content/pages";
import { uiFor } from "../content/ui";
import type { NavWords } from "../islands/nav/types";
import { Island } from "./Island";
import { useLocale } from "./locale-context";

export const logo = { src: "/images/logo.svg", width: 64, height: 64 };

/** The header's words in the page's language (the island gets strings, not the whole interface). */
function navWords(locale: Locale): NavWords {
  const { nav, call } = uiFor(locale);
  const { home, services, serviceAreas, contact, mainLabel, mobileLabel, openMenu, closeMenu } = nav;
  return { logoLabel: nav.logoLabel(business.name), home, services, serviceAreas, contact, mainLabel, mobileLabel, openMenu, closeMenu, call: call(business.phone) };
}

// The header island's props, all from content data. Pages without a contact section send
// "Contact" to the home page's.
export function Navbar({ hasContact = true }: { hasContact?: boolean }) {
  const locale = useLocale();
  return (
    <Island
      name="NavBar"
      props={{
        name: business.name,
        shortName: business.shortName,
        logo,
        homeHref: `${localePrefix(locale)}/`,
        services: servicePages.map((p) => ({ href: p.path, label: p.content.title })),
        serviceAreasHref: "/#service-areas",
        contactHref: hasContact ? "#contact" : "/#contact",
        phone: business.phone,
        phoneHref,
        words: navWords(locale),
      }}
    />
  );
}
