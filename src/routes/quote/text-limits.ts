import { quoteLimits } from "../../lib/quote-fields";

// The longest value each text field of the form may have, in characters: the schema's limits,
// and for the fields it checks by list or pattern, the longest valid value with room to spare.
// A post is read no further than these (times four bytes), and a page that comes back after an
// error never echoes more than these, whatever was sent.
export const textFieldMax: Record<string, number> = {
  firstName: quoteLimits.name,
  lastName: quoteLimits.name,
  phone: quoteLimits.phone,
  email: quoteLimits.email,
  cityZip: quoteLimits.cityZip,
  description: quoteLimits.description,
  serviceType: 64,
  preferredDate: 32,
  preferredWindow: 32,
  returnTo: 256,
  locale: 16,
};

/** A field's maximum, or null for a name the form does not have ("constructor" included). */
export const maxCharsOf = (field: string): number | null => (Object.hasOwn(textFieldMax, field) ? textFieldMax[field]! : null);

/** A value as a page may show it again: cut at its field's maximum. */
export const echoable = (field: string, value: string) => value.slice(0, maxCharsOf(field) ?? 256);
