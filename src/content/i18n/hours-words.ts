// Kept apart from types.ts, which imports the English files' types: each language's hours.ts uses this one.

/** The service hours in words (src/config/business.ts has them as numbers). */
export type HoursWords = {
  /** Where the hours stand alone: "5 AM to 9 PM". */
  range: string;
  /** Inside a sentence: "We work 5 AM to 9 PM", "Trabajamos de 5 a. m. a 9 p. m.". */
  label: string;
  /** Inside a sentence: "Monday to Sunday", "de lunes a domingo". */
  days: string;
  /** A line of its own (contact card): days and hours. */
  line: string;
};
