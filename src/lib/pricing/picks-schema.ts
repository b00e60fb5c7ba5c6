import * as z from "zod/mini";
import { crews, loadSizes } from "./book";
import { pickLimits } from "./estimate";

// The estimate's picks as a request carries them (JSON from the form island; the plain form's
// fields are gathered into the same shape by the server). Part of the quote schema, so zod/mini.
// Whether an item id is in the price book is the pricing's business (picksFor drops unknown ones):
// a page may be a price-book version old.

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

export function makePicksSchema(message: string) {
  return z.strictObject(
    {
      load: z.optional(z.enum(loadSizes, { error: message })),
      items: z.optional(
        z
          .record(z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, message)), whole(0, pickLimits.itemCount, message), { error: message })
          .check(z.refine((items) => Object.keys(items).length <= pickLimits.items, message)),
      ),
      stairs: z.optional(whole(0, pickLimits.stairs, message)),
      heavy: z.optional(z.boolean({ error: message })),
      crew: z.optional(z.enum(crews, { error: message })),
      hours: z.optional(whole(pickLimits.hours.min, pickLimits.hours.max, message)),
    },
    { error: message },
  );
}
