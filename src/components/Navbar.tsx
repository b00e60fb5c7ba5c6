import { business, phoneHref } from "../content/business";
import { Island } from "./Island";
import { useCopy, useOtherLanguage } from "./locale-context";

export const logo = { src: "/images/logo.svg", width: 64, height: 64 };

// The header island's props, all from content data. Pages without a contact section send
// "Contact" to the home page's.
export function Navbar({ hasContact = true }: { hasContact?: boolean }) {
  const { pages } = useCopy();
  const other = useOtherLanguage();
  const home = pages.home.path;
  return (
    <Island
      name="NavBar"
      props={{
        name: business.name,
        shortName: business.shortName,
        logo,
        services: pages.services.map((p) => ({ href: p.path, label: p.content.title })),
        homeHref: home,
        serviceAreasHref: `${home}#service-areas`,
        contactHref: hasContact ? "#contact" : `${home}#contact`,
        language: { href: other.href, label: other.label, lang: other.htmlLang },
        phone: business.phone,
        phoneHref,
      }}
    />
  );
}
