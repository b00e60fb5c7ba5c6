// The service hours (business.hours: numbers and ISO weekdays) in English words.
import { business } from "../../../config/business";
import type { HoursWords } from "../hours-words";

/** ISO weekdays, 1 (Monday) to 7. */
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const clock = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour % 24 < 12 ? "AM" : "PM"}`;

const range = `${clock(business.hours.opens)} to ${clock(business.hours.closes)}`;
const days = `${weekdays[business.hours.days.from - 1]} to ${weekdays[business.hours.days.to - 1]}`;

export const hours: HoursWords = {
  /** "5 AM to 9 PM" */
  range,
  label: range,
  /** "Monday to Sunday" */
  days,
  /** "5 AM to 9 PM, Monday to Sunday" */
  line: `${range}, ${days}`,
};
