import { LinkList } from "../LinkList";
import { MenuIcon, PhoneIcon } from "./icons";
import type { NavProps, NavWords } from "./types";

const toggleClass = "inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100 lg:hidden";

// The toggle is a link to the panel so that without JavaScript it still opens it (CSS :target),
// and a second link takes its place to close it (styles/app.css). Rendered as the plain link it is
// then, so it is announced as one. From the moment the page is parsed, client/early/menus.ts makes
// the first one a button (role, aria-expanded): it opens and closes the panel and swaps the name
// between the two in data-open-label and data-close-label. Its icon follows aria-expanded. Nothing
// here changes when the header's island wakes: hydration leaves the attributes the script added.
export function MobileMenuToggle({ words }: { words: NavWords }) {
  return (
    <>
      <a
        id="menu-toggle"
        href="#mobile-menu"
        className={`menu-open group ${toggleClass}`}
        aria-controls="mobile-menu"
        aria-label={words.openMenu}
        data-open-label={words.openMenu}
        data-close-label={words.closeMenu}
      >
        <MenuIcon open={false} className="group-aria-expanded:hidden" />
        <MenuIcon open className="hidden group-aria-expanded:block" />
      </a>
      <a href="#menu-toggle" className={`menu-close ${toggleClass}`} aria-label={words.closeMenu}>
        <MenuIcon open />
      </a>
    </>
  );
}

const item = "block rounded-lg px-3 py-3 text-lg font-semibold text-ink-900 hover:bg-brand-50 hover:text-brand-700";

export function MobileMenuPanel({ props }: { props: NavProps }) {
  return (
    <nav
      id="mobile-menu"
      aria-label={props.words.mobileLabel}
      className="mobile-menu hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 pt-2 shadow-xl lg:hidden"
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
