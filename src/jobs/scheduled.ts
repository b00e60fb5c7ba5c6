import { runInBackground } from "../trace/background";
import { getDb } from "../db";
import { forgetPastVisits } from "../db/page-events";
import { sweepAbandonedPhotos } from "../photos/bucket";
import { isDigestHour, sendDigest } from "./digest";
import { sendReminders } from "./reminders";
import { retentionMonths } from "../config/retention";
import { deleteExpiredCustomerPhones, deleteExpiredRequests } from "./retention";
import { sendCustomerReminders } from "./customer-reminders";
import { sendReviewReminders } from "./review-reminders";
import { forgetFailuresBefore } from "../db/failures";
import { failuresKept } from "../config/time";
import { backupCron } from "../config/backups";
import { runBackup } from "./backup/run";
import { replayDeadLettered } from "./kept-requests";

// The Cron Triggers in wrangler.toml. Hourly: requests kept while D1 was down that the queue gave up
// on are written from the outbox (jobs/kept-requests.ts), photo uploads that no request claimed in a
// day are removed, and each request pending past due-soon gets its one reminder push.
// Daily at 7 AM Houston time (the trigger at 12:00 or 13:00 UTC that is 7 AM there that day): the
// owner's morning digest, the customers' day-before reminders (jobs/customer-reminders.ts), the
// review asks' one reminder three days on (jobs/review-reminders.ts), then
// finished requests past the retention period are deleted, and so are the phones of customers whose
// page links expired and the call-tap visits of past days (only today's can stop a repeat).
// Nightly at 08:30 UTC: the database snapshot to the backup bucket (jobs/backup/run.ts).
// Locally (`npm start` runs wrangler dev --test-scheduled): /__scheduled runs the morning jobs at
// once, /__scheduled?cron=0+*+*+*+* the hourly sweep and reminders, /__scheduled?cron=30+8+*+*+* the backup.
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
  const db = getDb(env);
  const at = new Date(controller.scheduledTime);
  const job = (name: string, run: () => Promise<unknown>) => runInBackground(ctx, run(), name);

  if (controller.cron === "0 * * * *") {
    // Before the sweep: a dead-lettered request claims its uploads before they could count as abandoned.
    const replay = replayDeadLettered(db, env.QUOTE_PHOTOS).then((n) => n && console.log(`replayed ${n} kept request(s) from the outbox`));
    job("replaying the kept requests' outbox", () => replay);
    job("sweeping abandoned photos", async () => {
      await replay.catch(() => undefined);
      const removed = await sweepAbandonedPhotos(db, env.QUOTE_PHOTOS, at);
      if (removed) console.log(`removed ${removed} abandoned photo upload(s)`);
    });
    job("reminder pushes", async () => {
      const sent = await sendReminders(db, env, at);
      if (sent) console.log(`reminder push for ${sent} request(s) due soon`);
    });
    return;
  }
  if (controller.cron === backupCron) {
    job("the nightly backup", () => runBackup(env, at));
    return;
  }
  // A local /__scheduled call names no cron: it runs the morning jobs whatever the hour.
  if (!isDigestHour(at) && controller.cron !== "") return;
  job("the morning digest", () => sendDigest(db, env, at));
  job("retention", async () => {
    const deleted = await deleteExpiredRequests(db, env.QUOTE_PHOTOS, retentionMonths(env), at);
    if (deleted) console.log(`retention: deleted ${deleted} finished request(s) past ${retentionMonths(env)} months`);
  });
  job("customers' day-before reminders", async () => {
    const sent = await sendCustomerReminders(db, env, at);
    if (sent) console.log(`day-before reminder for ${sent} booked job(s)`);
  });
  job("the review asks' one reminder", async () => {
    const sent = await sendReviewReminders(db, env, at);
    if (sent) console.log(`review reminder for ${sent} completed job(s)`);
  });
  job("forgetting expired customers' phones", async () => {
    const deleted = await deleteExpiredCustomerPhones(db, at);
    if (deleted) console.log(`retention: forgot ${deleted} customer phone(s) whose page links expired`);
  });
  job("forgetting past call-tap visits", () => forgetPastVisits(db, at));
  job("forgetting old failures", () => forgetFailuresBefore(db, new Date(at.getTime() - failuresKept)));
}
