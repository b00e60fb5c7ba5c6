import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { ownerCustomer } from "../content/i18n/en/owner-customer";
import type { Db } from "../db";
import { approvedVersion, movedText, oneLineCut, questionText } from "../db/customer-event-details";
import { customerEvents, quoteRequests } from "../db/schema";
import { adminRequest } from "../lib/paths";

// The morning digest's block of what customers did on their own pages since the previous digest
// (yesterday 7 AM): each approval, question, move and message after the job on a line of its own, in order, with a link to
// the request. Viewing and notifications are not news enough for an e-mail: the inbox marks them.

const kinds = ["approved", "question", "moved", "message"];
/** A busy day's block stays readable: the rest are in the inbox. */
const maxLines = 30;
const questionChars = 120;
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** The block's lines, ending with a blank one; one line when there was nothing. `base` is the site's origin, or "". */
export async function customerDigestLines(db: Db, since: Date, base: string) {
  const words = ownerCustomer.digest;
  const rows = await db
    .select({
      id: quoteRequests.id,
      firstName: quoteRequests.firstName,
      lastName: quoteRequests.lastName,
      kind: customerEvents.kind,
      detail: customerEvents.detail,
    })
    .from(customerEvents)
    .innerJoin(quoteRequests, eq(quoteRequests.id, customerEvents.quoteRequestId))
    .where(and(inArray(customerEvents.kind, kinds), gte(customerEvents.at, since)))
    .orderBy(asc(customerEvents.at), asc(customerEvents.id));
  if (!rows.length) return [words.none, ""];
  const line = (r: (typeof rows)[number]) => {
    const name = oneLine(`${r.firstName} ${r.lastName}`);
    const what =
      r.kind === "approved"
        ? words.approved(name, approvedVersion(r.detail))
        : r.kind === "question"
          ? words.question(name, oneLineCut(questionText(r.detail), questionChars))
          : r.kind === "message"
            ? words.message(name, oneLineCut(questionText(r.detail), questionChars))
            : words.moved(name, movedText(r.detail));
    return `- ${what} ${base}${adminRequest(r.id)}`;
  };
  const more = rows.length - maxLines;
  return [words.heading(rows.length), ...rows.slice(0, maxLines).map(line), ...(more > 0 ? [words.more(more)] : []), ""];
}
