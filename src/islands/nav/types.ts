export type NavLink = { href: string; label: string };

/** The header's words in the page's language, built on the server (components/Navbar.tsx). */
export type NavWords = {
  /** The logo link's name: "<business>, home". */
  logoLabel: string;
  home: string;
  services: string;
  serviceAreas: string;
  contact: string;
  /** The two navigation landmarks' names. */
  mainLabel: string;
  mobileLabel: string;
  openMenu: string;
  closeMenu: string;
  /** "Call (281) 555-0147": the header button's name and the mobile menu's button. */
  call: string;
};

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
  /** The switch to this page in each other language, named in that language. */
  languages: Array<{ href: string; label: string; lang: string }>;
  words: NavWords;
};
