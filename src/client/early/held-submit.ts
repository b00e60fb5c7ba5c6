// The quote form (the one posting to /api/quote-requests) sent before its island has woken (the tap that brought its code is the same tap
// that sent it) is held, not posted: once the island is up it sends it itself (QuoteForm.tsx), so
// the visitor meets the island's answer, the "Required" under each empty field or the sent
// request, whatever the moment. The held event goes no further: nothing else handles it, and it is
// sent once. The island marks its form data-awake when it takes over; from then on it is left alone.
// A submit it sees gets the form's idempotency key (lib/submission-key.ts) if it has none yet.

/** If the island's code never arrives (a lost connection), the server checks and answers, as without JavaScript. */
const GIVE_UP_AFTER_MS = 10_000;

export function holdEarlySubmits() {
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('[action^="/api/quote-requests"]') || form.hasAttribute("data-awake")) return;
      // The plain post's idempotency key, made in this browser (never in the cached page's HTML).
      // Only when empty: a page the browser restores (back, then resubmit) keeps the key it had.
      // Written out here, not imported (lib/submission-key.ts): every public page carries this script.
      // Outside a secure context there is no randomUUID: the server then derives the key.
      const key = form.elements.namedItem("idempotencyKey") as HTMLInputElement | null;
      if (key && !key.value) key.value = crypto.randomUUID?.() ?? "";
      event.preventDefault();
      event.stopImmediatePropagation();
      if (form.hasAttribute("data-held")) return;
      form.setAttribute("data-held", "");
      setTimeout(() => {
        if (!form.hasAttribute("data-held") || form.hasAttribute("data-awake")) return;
        form.removeAttribute("data-held");
        form.submit();
      }, GIVE_UP_AFTER_MS);
    },
    true,
  );
}
