// Every "Get Free Quote" (and Contact) is a plain link to #contact: the browser scrolls there,
// smoothly by CSS, with or without JavaScript, and the contact section starts with the form. With
// JavaScript this makes sure the scroll ends with the form's first field on screen below the sticky
// header (a short window, a long heading), and a visitor who followed the link with the keyboard
// continues in that field instead of tabbing through the page again (issue 13, item 1).

const FORM_HASHES = new Set(["#contact", "#quote-form"]);
/** The quote form island's first field (QuoteForm.tsx: idPrefix "quote", first of quoteFieldOrder). */
const FIRST_FIELD_ID = "quote-firstName";
/** A smooth scroll fires a scroll event every frame; this long without one, it has ended. */
const SETTLED_AFTER_MS = 150;

const headerBottom = () => document.querySelector("[data-nav]")?.getBoundingClientRect().bottom ?? 0;

function onScreen(el: HTMLElement) {
  const { top, bottom } = el.getBoundingClientRect();
  return top >= headerBottom() && bottom <= window.innerHeight;
}

/**
 * Runs `then` once scrolling has stopped (or never started): at `scrollend` where the browser has
 * it, else once no scroll event came for a while. Older Safari lacks `scrollend`; the quiet-time
 * guess alone can end early when a busy phone skips frames, and correct a scroll still under way.
 */
function whenScrollSettles(then: () => void) {
  const hasScrollEnd = "onscrollend" in window;
  let timer = setTimeout(done, SETTLED_AFTER_MS);
  function onScroll() {
    clearTimeout(timer);
    if (!hasScrollEnd) timer = setTimeout(done, SETTLED_AFTER_MS);
  }
  function done() {
    clearTimeout(timer);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("scrollend", done);
    then();
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  if (hasScrollEnd) window.addEventListener("scrollend", done, { once: true });
}

/** A document click listener (NavBar installs it once per page). */
export function onFormLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !FORM_HASHES.has(link.hash)) return;
  if (link.href.split("#")[0] !== location.href.split("#")[0]) return; // another page: it loads anew
  const field = document.getElementById(FIRST_FIELD_ID);
  if (!field) return;
  // A link followed with Enter (or by a screen reader) clicks with detail 0; a pointer counts its clicks.
  const byKeyboard = event.detail === 0;
  // After the link's own default action (the fragment scroll), which the listener runs before.
  setTimeout(() => {
    if (byKeyboard) field.focus({ preventScroll: true });
    whenScrollSettles(() => {
      if (!onScreen(field)) field.scrollIntoView({ block: "center" });
    });
  });
}
