import { useEffect, useState } from "react";
import { PhoneIcon } from "./nav/icons";
import { MobileMenuPanel, MobileMenuToggle } from "./nav/MobileMenu";
import { onFormLinkClick } from "./nav/quote-landing";
import { ServicesMenu } from "./nav/ServicesMenu";
import type { NavProps } from "./nav/types";

const SCROLLED_AFTER_PX = 100;
const HASH_SCROLL_DELAY_MS = 300;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

// The site header on every page. Its menus answer from the moment the page is parsed and are not
// this island's (client/early/menus.ts); it owns the page-level behaviours every page needs once:
// the scrolled look past 100 px, the smooth scroll to a #hash about 300 ms after load, and landing
// on the quote form's first field from every link to it (nav/quote-landing.ts).
export default function NavBar(props: NavProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    setEnhanced(true);
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("click", onFormLinkClick);

    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const timer = target
      ? setTimeout(() => target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" }), HASH_SCROLL_DELAY_MS)
      : undefined;
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("click", onFormLinkClick);
      clearTimeout(timer);
    };
  }, []);

  return (
    <header
      data-nav=""
      data-enhanced={enhanced ? "" : undefined}
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b bg-white transition-shadow duration-300 ${scrolled ? "border-transparent shadow-lg shadow-ink-900/10" : "border-ink-100"}`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 lg:px-8 ${scrolled ? "h-16" : "h-16 lg:h-20"}`}
      >
        <a href={props.homeHref} className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label={props.words.logoLabel}>
          <img
            src={props.logo.src}
            width={props.logo.width}
            height={props.logo.height}
            alt=""
            className="size-10 shrink-0"
            fetchPriority="low"
          />
          <span className="text-base font-extrabold leading-tight tracking-tight text-ink-900 sm:text-lg">
            <span className="sm:hidden">{props.shortName}</span>
            <span className="hidden sm:inline">{props.name}</span>
          </span>
        </a>
        <nav aria-label={props.words.mainLabel} className="hidden items-center gap-1 lg:flex">
          <a href={props.homeHref} className="nav-link">
            {props.words.home}
          </a>
          <ServicesMenu label={props.words.services} services={props.services} />
          <a href={props.serviceAreasHref} className="nav-link">
            {props.words.serviceAreas}
          </a>
          <a href={props.contactHref} className="nav-link">
            {props.words.contact}
          </a>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {props.languages.map((language) => (
            <a
              key={language.lang}
              href={language.href}
              hrefLang={language.lang}
              lang={language.lang}
              className="nav-link px-2 text-sm sm:px-3 sm:text-base"
              data-language-switch=""
            >
              {language.label}
            </a>
          ))}
          <a
            href={props.phoneHref}
            aria-label={props.words.call}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 font-bold text-white shadow-md hover:bg-brand-700 sm:px-4"
          >
            <PhoneIcon />
            <span className="hidden sm:inline">{props.phone}</span>
          </a>
          <MobileMenuToggle words={props.words} />
        </div>
      </div>
      <MobileMenuPanel props={props} />
    </header>
  );
}
