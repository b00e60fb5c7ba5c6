// The opening hours in Spanish words. business.ts states them in English ("5 AM to 9 PM", "Monday to
// Sunday"), so the Spanish reads the times themselves (opens/closes) and maps the days; if business.ts
// changes its days, the map below stops compiling instead of showing stale Spanish.
import { business } from "../business";

// No-break spaces keep "5 a. m." on one line.
const clock = (time: string) => {
  const hour = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minutes === "00" ? "" : `:${minutes}`}\u00a0${hour < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;
};

const days: Record<typeof business.hours.days, string> = { "Monday to Sunday": "lunes a domingo" };

const range = `${clock(business.hours.opens)} a ${clock(business.hours.closes)}`;
const dayRange = days[business.hours.days];

export const hoursEs = {
  /** "5 a. m. a 9 p. m.", the twin of business.hours.label where it stands alone. */
  range,
  /** "de 5 a. m. a 9 p. m.", inside a sentence: "Trabajamos de 5 a. m. a 9 p. m." */
  label: `de ${range}`,
  /** "de lunes a domingo" */
  days: `de ${dayRange}`,
  /** "Lunes a domingo, de 5 a. m. a 9 p. m.": a line of its own (contact card, footer). */
  line: `${dayRange.charAt(0).toUpperCase()}${dayRange.slice(1)}, de ${range}`,
};
