export type NavLink = { href: string; label: string };

/** JSON props of the NavBar island. */
export type NavProps = {
  name: string;
  /** Fits a phone header. */
  shortName: string;
  logo: { src: string; width: number; height: number };
  /** This language's home page: "/" or "/es/". */
  homeHref: string;
  services: NavLink[];
  serviceAreasHref: string;
  contactHref: string;
  phone: string;
  phoneHref: string;
  /** The switch to this page in the other language, named in that language. */
  language: { href: string; label: string; lang: string };
};
