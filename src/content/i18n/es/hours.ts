// The service hours (business.hours: numbers and ISO weekdays) in Spanish words.
import { business } from "../../../config/business";
import type { HoursWords } from "../hours-words";

/** ISO weekdays, 1 (lunes) to 7. */
const weekdays = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
// No-break spaces keep "5 a. m." on one line.
const clock = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}\u00a0${hour % 24 < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;

const range = `${clock(business.hours.opens)} a ${clock(business.hours.closes)}`;
const dayRange = `${weekdays[business.hours.days.from - 1]} a ${weekdays[business.hours.days.to - 1]}`;

export const hours: HoursWords = {
  /** "5 a. m. a 9 p. m.", where it stands alone. */
  range,
  /** "de 5 a. m. a 9 p. m.", inside a sentence: "Trabajamos de 5 a. m. a 9 p. m." */
  label: `de ${range}`,
  /** "de lunes a domingo" */
  days: `de ${dayRange}`,
  /** "Lunes a domingo, de 5 a. m. a 9 p. m.": a line of its own (contact card, footer). */
  line: `${dayRange.charAt(0).toUpperCase()}${dayRange.slice(1)}, de ${range}`,
};
