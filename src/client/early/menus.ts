// The header's menus, from the moment the page is parsed (client/loader.ts), the same before and
// after the header's island wakes: the island renders them and leaves them to this.
//
// The Services dropdown shows while the pointer is over it, by CSS (styles/app.css), so a hover is
// never lost to a script still on its way and nothing closes under the pointer. Here: a click, a
// tap or Enter opens it and keeps it open (also right after a hover opened it); a second one, a
// press elsewhere, Escape or the focus leaving it closes it, even under the pointer (until the
// pointer leaves); aria-expanded says what is shown. Without JavaScript (and until this runs) CSS
// also opens it while the focus is in it, so a keyboard reaches its links.
//
// The phone's menu opens without JavaScript through its link's #mobile-menu (CSS :target), and the
// server renders that link as a plain link. Here the toggle becomes a button (role, aria-expanded):
// it opens and closes the menu without touching the address, Escape and any followed link close
// it, and a menu opened by a tap before this ran stays open.

const DISMISSED = "data-dismissed";
const OPEN = "data-open";

const dropdowns = () => document.querySelectorAll<HTMLElement>(".nav-dropdown");
const dropdownShown = (d: HTMLElement) => !d.hasAttribute(DISMISSED) && (d.hasAttribute(OPEN) || d.matches(":hover"));
const close = (d: HTMLElement) => {
  d.removeAttribute(OPEN);
  d.setAttribute(DISMISSED, "");
};

/** After the browser has updated :hover for the event at hand. */
function syncDropdowns() {
  requestAnimationFrame(() => {
    for (const d of dropdowns()) {
      if (!d.matches(":hover")) d.removeAttribute(DISMISSED);
      d.querySelector("button")?.setAttribute("aria-expanded", String(dropdownShown(d)));
    }
  });
}

export function startMenus() {
  // Focused before this ran (CSS showed it then): it stays open.
  for (const d of dropdowns()) if (d.matches(":focus-within")) d.setAttribute(OPEN, "");
  document.documentElement.setAttribute("data-js", "");
  syncDropdowns();

  const menu = document.getElementById("mobile-menu");
  const toggle = document.getElementById("menu-toggle");
  const menuOpen = () => !!menu?.hasAttribute(OPEN);
  const setMenu = (open: boolean) => {
    if (!menu || !toggle) return;
    menu.toggleAttribute(OPEN, open);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "");
  };
  // A button from here on, open if a tap opened it already.
  toggle?.setAttribute("role", "button");
  setMenu(location.hash === "#mobile-menu");
  if (location.hash === "#mobile-menu") history.replaceState(history.state, "", location.pathname + location.search);

  for (const type of ["pointerover", "pointerout"]) addEventListener(type, syncDropdowns, true);
  addEventListener(
    "pointerdown",
    (event) => {
      for (const d of dropdowns()) if (dropdownShown(d) && !d.contains(event.target as Node)) close(d);
      syncDropdowns();
    },
    true,
  );
  addEventListener(
    "focusout",
    (event) => {
      for (const d of dropdowns()) if (!d.contains(event.relatedTarget as Node | null)) d.removeAttribute(OPEN);
      syncDropdowns();
    },
    true,
  );
  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const dropdown = target.closest?.(".nav-dropdown > button")?.parentElement;
      if (dropdown) {
        if (dropdown.hasAttribute(OPEN)) close(dropdown);
        else {
          dropdown.setAttribute(OPEN, "");
          dropdown.removeAttribute(DISMISSED);
        }
        syncDropdowns();
      }
      if (toggle?.contains(target)) {
        event.preventDefault();
        setMenu(!menuOpen());
      } else if (menuOpen() && target.closest?.("#mobile-menu a")) setMenu(false);
    },
    true,
  );
  addEventListener(
    "keydown",
    (event) => {
      if (event.key === " " && toggle && event.target === toggle) {
        event.preventDefault();
        setMenu(!menuOpen());
      }
      if (event.key !== "Escape") return;
      for (const d of dropdowns()) {
        if (!dropdownShown(d)) continue;
        close(d);
        if (d.contains(document.activeElement)) d.querySelector("button")?.focus();
      }
      syncDropdowns();
      if (menuOpen()) {
        // Focus inside the closing menu would be lost: hand it back to the toggle.
        if (menu?.contains(document.activeElement)) toggle?.focus();
        setMenu(false);
      }
    },
    true,
  );
}
