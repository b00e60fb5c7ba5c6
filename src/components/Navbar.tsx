import { business, phoneHref } from "../config/business";
import type { Locale } from "../content/locale";
import { catalogue } from "../content/i18n";
import type { NavWords } from "../islands/nav/types";
import { Island } from "./Island";
import { useCopy, useLocale, useOtherLanguages } from "./locale-context";

export const logo = { src: "/images/logo.svg", width: 64, height: 64 };

/** The header's words in the page's language (the island gets strings, not the whole interface). */
function navWords(locale: Locale): NavWords {
  const { nav, call } = catalogue(locale).ui;
  const { home, services, serviceAreas, contact, mainLabel, mobileLabel, openMenu, closeMenu } = nav;
  return {
    logoLabel: nav.logoLabel(business.name),
    home,
    services,
    serviceAreas,
    contact,
    mainLabel,
    mobileLabel,
    openMenu,
    closeMenu,
    call: call(business.phone),
  };
}

// The header island's props, all from content data in the page's language. Pages without a
// contact section send "Contact" to their home page's; the switch leads to the page's twin.
export function Navbar({ hasContact = true }: { hasContact?: boolean }) {
  const locale = useLocale();
  const { pages } = useCopy();
  const home = pages.home.path;
  return (
    <Island
      name="NavBar"
      props={{
        name: business.name,
        shortName: business.shortName,
        logo,
        homeHref: home,
        services: pages.services.map((p) => ({ href: p.path, label: p.content.title })),
        serviceAreasHref: `${home}#service-areas`,
        contactHref: hasContact ? "#contact" : `${home}#contact`,
        languages: useOtherLanguages().map((other) => ({ href: other.href, label: other.label, lang: other.htmlLang })),
        phone: business.phone,
        phoneHref,
        words: navWords(locale),
      }}
    />
  );
}
