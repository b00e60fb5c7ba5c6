import { env } from "cloudflare:workers";
import worker from "../src/index";

/**
 * Runs the Worker's scheduled handler as a Cron Trigger at `at` would, and waits for all the work
 * it handed to waitUntil. `bindings` replaces some of the environment's (e.g. an e-mail double).
 */
export async function runCron(cron: string, at: Date = new Date(), bindings: object = {}) {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  await worker.scheduled({ cron, scheduledTime: at.getTime(), noRetry() {} } as ScheduledController, { ...env, ...bindings } as Env, ctx);
  await Promise.all(pending);
}

/** The hourly trigger (reminders, the photo sweep, the kept requests' outbox). */
export const runHourly = (at?: Date) => runCron("0 * * * *", at);
