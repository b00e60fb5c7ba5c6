import { LinkList } from "../LinkList";
import { MenuIcon, PhoneIcon } from "./icons";
import type { NavProps, NavWords } from "./types";

// The toggle is a link to the panel so that without JavaScript it still opens it (CSS :target);
// with JavaScript it acts as a button with aria-expanded.
export function MobileMenuToggle({ open, words, onToggle }: { open: boolean; words: NavWords; onToggle: () => void }) {
  return (
    <a
      href="#mobile-menu"
      role="button"
      className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100 lg:hidden"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? words.closeMenu : words.openMenu}
      onClick={(e) => {
        e.preventDefault();
        onToggle();
      }}
      onKeyDown={(e) => {
        if (e.key === " ") {
          e.preventDefault();
          onToggle();
        }
      }}
    >
      <MenuIcon open={open} />
    </a>
  );
}

const item = "block rounded-lg px-3 py-3 text-lg font-semibold text-ink-900 hover:bg-brand-50 hover:text-brand-700";

export function MobileMenuPanel({ open, onNavigate, props }: { open: boolean; onNavigate: () => void; props: NavProps }) {
  return (
    <nav
      id="mobile-menu"
      aria-label={props.words.mobileLabel}
      className={`mobile-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 pt-2 shadow-xl lg:hidden ${open ? "block" : "hidden"}`}
      onClick={(e) => {
        // Any followed link closes the menu (also same-page #hash links, which don't reload).
        if ((e.target as HTMLElement).closest("a")) onNavigate();
      }}
    >
      <ul>
        <li>
          <a href={props.homeHref} className={item}>
            {props.words.home}
          </a>
        </li>
        <li>
          <p className="px-3 pt-3 text-sm font-bold uppercase tracking-widest text-ink-600">{props.words.services}</p>
          <LinkList
            links={props.services}
            className="mt-1 grid gap-0.5 border-l-2 border-brand-100 pl-3"
            linkClassName="block rounded-lg px-3 py-2.5 font-medium text-ink-800 hover:bg-brand-50 hover:text-brand-700"
          />
        </li>
        <li>
          <a href={props.serviceAreasHref} className={item}>
            {props.words.serviceAreas}
          </a>
        </li>
        <li>
          <a href={props.contactHref} className={item}>
            {props.words.contact}
          </a>
        </li>
      </ul>
      <a
        href={props.phoneHref}
        className="mt-4 flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 text-lg font-bold text-white hover:bg-brand-700"
      >
        <PhoneIcon /> {props.words.call}
      </a>
    </nav>
  );
}
