// The estimate's controls as the form has them now: what the island posts (gathered into picks by
// lib/estimate-fields.ts, as the server gathers a plain post) and what the truck picker shows.

/** The form's "estimate…" fields, the first value of each (an empty number field is ""). */
export function estimateFieldsOf(form: HTMLFormElement | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!form) return fields;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name.startsWith("estimate") && !(name in fields)) fields[name] = value;
  }
  return fields;
}
