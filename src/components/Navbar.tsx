import { business, phoneHref } from "../content/business";
import { servicePages } from "../content/pages";
import { Island } from "./Island";

export const logo = { src: "/images/logo.svg", width: 64, height: 64 };

// The header island's props, all from content data. Pages without a contact section send
// "Contact" to the home page's.
export function Navbar({ hasContact = true }: { hasContact?: boolean }) {
  return (
    <Island
      name="NavBar"
      props={{
        name: business.name,
        shortName: business.shortName,
        logo,
        services: servicePages.map((p) => ({ href: p.path, label: p.content.title })),
        serviceAreasHref: "/#service-areas",
        contactHref: hasContact ? "#contact" : "/#contact",
        phone: business.phone,
        phoneHref,
      }}
    />
  );
}
