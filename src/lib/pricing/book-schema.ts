import { z } from "zod";
import { crews, loadPricedServices, loadSizes, type PriceBook } from "./book";

// The shape a stored price book must have: checked before every save (the Prices screen builds the
// book from its form and this says yes or no) and when a stored one is read back. Server only.

const cents = z.number().int().min(0).max(10_000_000);
const words = (max: number) => z.object({ en: z.string().trim().max(max), es: z.string().trim().max(max) });
/**
 * An id that is already a name on every JavaScript object ("constructor"): picks and names are
 * looked up by id, so such an id is never given (price-form.ts makes another from the item's name)
 * and never saved.
 */
export const isReservedId = (id: string) => id in Object.prototype;

const range = z.object({ low: cents, high: cents }).refine((r) => r.low <= r.high, { message: "The low end is above the high end." });

export const priceBookSchema = z.object({
  truckCubicYards: z.number().int().min(1).max(100),
  loads: z.object(Object.fromEntries(loadSizes.map((size) => [size, range])) as Record<(typeof loadSizes)[number], typeof range>),
  items: z
    .array(
      z.object({
        id: z
          .string()
          .regex(/^[a-z0-9-]{1,40}$/)
          .refine((id) => !isReservedId(id), { message: "An item's id cannot be a name every JavaScript object already has." }),
        name: words(60),
        cents,
        feeCents: cents,
        feeName: words(40),
      }),
    )
    .max(30)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, { message: "Two items have the same id." }),
  stairsPerFlightCents: cents,
  heavyPerLoadCents: cents,
  sameDayCents: cents,
  loadPricing: z.object(
    Object.fromEntries(loadPricedServices.map((s) => [s, z.boolean()])) as Record<(typeof loadPricedServices)[number], z.ZodBoolean>,
  ),
  moving: z
    .object({
      hourlyCents: z.object(Object.fromEntries(crews.map((crew) => [crew, cents])) as Record<(typeof crews)[number], typeof cents>),
      minimumHours: z.number().int().min(1).max(12),
      travelFeeCents: cents,
    })
    .nullable(),
  included: words(200),
  rangeNote: words(160).refine((w) => w.en !== "" && w.es !== "", { message: "The note after a range is needed in every language." }),
}) satisfies z.ZodType<PriceBook>;
