import { gatherPicks } from "../../../lib/estimate-fields";

// The estimate's controls as the form has them now: what the island posts (gathered into picks by
// lib/estimate-fields.ts, as the server gathers a plain post) and what the truck picker shows.
// Code of the form's lazy chunks only (the picker's, and the extras' with the schema).

/** The form's "estimate…" fields, the first value of each (an empty number field is ""). */
export function estimateFieldsOf(form: HTMLFormElement | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!form) return fields;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name.startsWith("estimate") && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The picks the form's estimate controls come to, unchecked (the quote schema checks them). */
export const picksOf = (form: HTMLFormElement | null) => gatherPicks(estimateFieldsOf(form));
