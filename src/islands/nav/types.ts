export type NavLink = { href: string; label: string };

/** JSON props of the NavBar island. */
export type NavProps = {
  name: string;
  /** Fits a phone header. */
  shortName: string;
  logo: { src: string; width: number; height: number };
  services: NavLink[];
  serviceAreasHref: string;
  contactHref: string;
  phone: string;
  phoneHref: string;
};
