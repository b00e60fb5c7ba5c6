import { LinkList } from "../LinkList";
import { ChevronDown } from "./icons";
import type { NavLink } from "./types";

// Desktop Services dropdown. It opens while the pointer is over it by CSS alone (styles/app.css), so
// it answers the first hover whatever has loaded; without JavaScript the focus inside it opens it
// too. With JavaScript, the page's inline script (client/early/menus.ts) opens it on a click or
// Enter and keeps it open, closes it on a second click, a click elsewhere, Escape or the focus
// leaving, and keeps aria-expanded true to what is shown. Nothing here
// changes when the header's island wakes: React renders it and leaves it alone.
export function ServicesMenu({ label, services }: { label: string; services: NavLink[] }) {
  return (
    <div className="nav-dropdown relative">
      <button type="button" className="nav-link inline-flex items-center gap-1" aria-expanded="false" aria-controls="services-menu">
        {label} <ChevronDown className="nav-dropdown-chevron size-4 transition-transform" />
      </button>
      <div className="nav-dropdown-panel absolute left-1/2 top-full z-50 hidden -translate-x-1/2 pt-3">
        <LinkList
          id="services-menu"
          links={services}
          className="w-72 rounded-xl border border-ink-100 bg-white p-2 shadow-xl"
          linkClassName="block rounded-lg px-4 py-2.5 font-semibold text-ink-800 hover:bg-brand-50 hover:text-brand-700"
        />
      </div>
    </div>
  );
}
