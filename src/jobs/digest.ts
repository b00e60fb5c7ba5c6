import { and, desc, eq, gte, lt } from "drizzle-orm";
import { business } from "../config/business";
import { sourcePageName } from "../attribution/source-page";
import type { Db } from "../db";
import { pageEvents, quoteRequests } from "../db/schema";
import { dayLabel } from "../calendar/days";
import { addDays, houstonDate, houstonTime } from "../lib/houston-time";
import { dueSoonAfterHours, overdueAfterHours, urgencyOf } from "../lib/reply-promise";
import { serviceTypeLabel } from "../content/i18n";
import { owner } from "../content/i18n/en/owner";
import { hour } from "../config/time";
import { failureLines } from "./digest-failures";
import { customerDigestLines } from "./digest-customer";
import { backupDigestLines, backupUnknown } from "./backup/digest-lines";
import { adminRequest } from "../lib/paths";

// The owner's morning e-mail at 7 AM Houston time: what came in since yesterday's digest, what
// is about to break the 24-hour promise or already has, and yesterday's call taps. Sent with the
// lead e-mail's binding (QUOTE_EMAIL, QUOTE_NOTIFY_TO); without it the text goes to the log, so
// `npm start` and /__scheduled show it locally.

type DigestEnv = Pick<Env, "QUOTE_NOTIFY_TO" | "QUOTE_NOTIFY_FROM" | "SITE_URL"> & { QUOTE_EMAIL?: SendEmail; BACKUPS?: R2Bucket };

const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** 7 AM on Houston's clock, whichever of the two daily UTC triggers it is. */
export const isDigestHour = (at: Date) => houstonTime(houstonDate(at), 7).getTime() === Math.floor(at.getTime() / hour) * hour;

export async function digestMessage(db: Db, env: DigestEnv, now = new Date()) {
  const today = houstonDate(now);
  const yesterday = addDays(today, -1);
  const since = houstonTime(yesterday, 7);
  const [fresh, pending, calls] = await Promise.all([
    db.select().from(quoteRequests).where(gte(quoteRequests.createdAt, since)).orderBy(desc(quoteRequests.createdAt)),
    db
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.status, "pending"), lt(quoteRequests.createdAt, new Date(now.getTime() - dueSoonAfterHours * hour))))
      .orderBy(quoteRequests.createdAt),
    db
      .select()
      .from(pageEvents)
      .where(and(eq(pageEvents.day, yesterday), eq(pageEvents.kind, "call")))
      .orderBy(desc(pageEvents.count)),
  ]);
  // Issue 30: side effects that failed since the last digest (./digest-failures.ts).
  const failures = await failureLines(db, since);
  const overdue = pending.filter((r) => urgencyOf(r.status, r.createdAt, now) === "overdue");
  const dueSoon = pending.filter((r) => urgencyOf(r.status, r.createdAt, now) === "due-soon");
  const words = owner.digest;
  const base = env.SITE_URL ? env.SITE_URL.replace(/\/$/, "") : "";
  // Issue 32: approvals, questions and moves on the customers' own pages (./digest-customer.ts).
  const customers = await customerDigestLines(db, since, base);
  const line = (r: (typeof fresh)[number]) =>
    `- ${oneLine(`${r.firstName} ${r.lastName}`)}: ${serviceTypeLabel(r.serviceType)}, ${oneLine(r.cityZip) || words.noCityZip}, ${r.phone} (${words.received(r.createdAt)}) ${base}${adminRequest(r.id)}`;
  const section = (title: string, rows: typeof fresh, none: string) => [title, ...(rows.length ? rows.map(line) : [none]), ""];
  const callTotal = calls.reduce((sum, c) => sum + c.count, 0);
  // The nightly backup: its age, or a missing or failed one called out at the top.
  const backup = env.BACKUPS ? [...(await backupDigestLines(env.BACKUPS, now).catch(backupUnknown)), ""] : [];
  const text = [
    words.greeting(dayLabel(today)),
    "",
    ...backup,
    ...section(words.overdue(overdueAfterHours, overdue.length), overdue, words.noneOverdue),
    ...section(words.dueSoon(dueSoonAfterHours, dueSoon.length), dueSoon, words.noneDueSoon),
    ...section(words.fresh(fresh.length), fresh, words.noneFresh),
    ...customers,
    words.callTaps(dayLabel(yesterday, "en", "short"), callTotal),
    ...calls.slice(0, 5).map((c) => `- ${sourcePageName(c.page)}: ${c.count}`),
    "",
    ...failures,
    words.inbox(`${base}/admin`),
  ].join("\n");
  const subject = words.subject(dayLabel(today, "en", "short"), fresh.length, overdue.length, dueSoon.length);
  return { subject, text, counts: { fresh: fresh.length, overdue: overdue.length, dueSoon: dueSoon.length, calls: callTotal } };
}

/** E-mails the digest when the lead e-mail is configured; logs it otherwise. Returns whether it was sent. */
export async function sendDigest(db: Db, env: DigestEnv, now = new Date()) {
  const { subject, text } = await digestMessage(db, env, now);
  if (!env.QUOTE_EMAIL || !env.QUOTE_NOTIFY_TO) {
    console.log(`Morning digest (no e-mail binding configured, so it is shown here):\nSubject: ${subject}\n\n${text}`);
    return false;
  }
  await env.QUOTE_EMAIL.send({ from: env.QUOTE_NOTIFY_FROM || business.email, to: env.QUOTE_NOTIFY_TO, subject, text });
  return true;
}
