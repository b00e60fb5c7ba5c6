import { business } from "../config/business";
import { hour } from "../config/time";

// The site promises a reply within 24 hours (business.quoteReplyHours). A request still pending
// after 20 hours is due soon; after 24 it is overdue.
export const overdueAfterHours = business.quoteReplyHours;
export const dueSoonAfterHours = overdueAfterHours - 4;

export type Urgency = "due-soon" | "overdue" | null;

/** How pressing a request is: only a pending one can be due soon or overdue. */
export function urgencyOf(status: string, createdAt: Date, now: Date = new Date()): Urgency {
  if (status !== "pending") return null;
  const age = now.getTime() - createdAt.getTime();
  if (age > overdueAfterHours * hour) return "overdue";
  if (age > dueSoonAfterHours * hour) return "due-soon";
  return null;
}
