import { paymentMethodLabels } from "../../lib/completion-form";
import type { PhotoPhase } from "../../lib/completion";

// The completion's words on the owner's screens, the same in its record and its form.

/** "Credit card": a payment method as a label. */
export const methodNames = (m: string) => {
  const label = paymentMethodLabels[m as keyof typeof paymentMethodLabels] ?? m;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export const phaseTitle = (phase: PhotoPhase) => (phase === "before" ? "Before" : "After");

/** Each destination's place: its short label in the record, its field's in the form. */
export const placeLabels = {
  donated: { short: "Donated to", field: "Donated to (the charity)" },
  recycled: { short: "Recycled at", field: "Recycled at" },
  landfill: { short: "Landfill", field: "Landfill or transfer station" },
} as const;
