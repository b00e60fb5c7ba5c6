import { quoteTextFields } from "../../lib/quote-fields";
import type { FieldErrors } from "./submit-phase";

// The messages the page already shows under the form's fields: the server's after a post without
// JavaScript, or the "Required" the page's early script showed for a submit sent before the island
// woke (client/early/held-submit.ts). The island starts from them, so that its first render is
// the page as it is (hydration finds every message it renders, and renders none twice).

const noteOf = (idPrefix: string, field: string) => document.getElementById(`${idPrefix}-${field}-error`);

/** Each text field's shown message (none on the server, which renders from its own state). */
export function shownMessages(idPrefix: string): FieldErrors {
  const shown: FieldErrors = {};
  if (typeof document === "undefined") return shown;
  for (const field of quoteTextFields) {
    const text = noteOf(idPrefix, field)?.textContent;
    if (text) shown[field] = text;
  }
  return shown;
}

/**
 * The messages the early script added while the island was hydrating, after it had read them:
 * taken out of the page (the island renders them as its own at once, before the next paint).
 */
export function takeLateMessages(idPrefix: string, known: FieldErrors): FieldErrors {
  const late: FieldErrors = {};
  for (const [field, text] of Object.entries(shownMessages(idPrefix)) as [keyof FieldErrors, string][])
    if (!known[field]) {
      late[field] = text;
      noteOf(idPrefix, field)?.remove();
    }
  return late;
}
