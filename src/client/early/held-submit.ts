// The quote form (the one posting to /api/quote-requests) sent before its island has woken (the tap that brought its code is the same tap
// that sent it) is held, not posted: once the island is up it sends it itself (QuoteForm.tsx), so
// the visitor meets the island's answer, the "Required" under each empty field or the sent
// request, whatever the moment. The held event goes no further: nothing else handles it, and it is
// sent once. The island marks its form data-awake when it takes over; from then on it is left alone.
// A submit it sees gets the form's idempotency key (lib/submission-key.ts) if it has none yet.
//
// The "Required" under each empty required field does not wait for the island's code, which takes
// seconds on a weak connection: this script shows it at once, with the island's own markup (its
// ids, classes and aria, islands/quote-form/fields.tsx), and focuses the first such field. The word
// is the page's own (the form's data-required), so every language is answered without a catalogue
// here. The island reads these messages as its state when it wakes (quote-form/shown-messages.ts),
// then checks the held submit itself: still empty, the same messages; filled meanwhile, it is sent.

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
      showRequired(form);
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

/** "Required" under each empty required field and none under a filled one (another message, the server's, stays), the focus on the first. */
function showRequired(form: HTMLFormElement) {
  const word = form.dataset.required;
  let first: HTMLElement | undefined;
  if (word)
    for (const field of form.querySelectorAll<HTMLInputElement>("[required]")) {
      const id = `${field.id}-error`;
      let note = document.getElementById(id);
      if (!field.value.trim()) {
        first ??= field;
        if (!note) {
          note = document.createElement("p");
          note.id = id;
          note.className = "mt-1.5 text-sm font-medium text-red-700";
          field.labels?.[0]?.parentElement?.append(note);
        }
        note.textContent = word;
      } else if (note?.textContent === word) note.remove();
      const invalid = !!note?.isConnected;
      field.setAttribute("aria-invalid", `${invalid}`);
      if (invalid) field.setAttribute("aria-describedby", id);
      else field.removeAttribute("aria-describedby");
      field.classList.replace(
        ...((invalid ? ["border-slate-300", "border-red-700"] : ["border-red-700", "border-slate-300"]) as [string, string]),
      );
    }
  first?.focus();
}
