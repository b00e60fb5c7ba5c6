import type { Context } from "hono";
import { log } from "./log";

// Work that runs after the response (e-mails, pushes, a cache write, the cron jobs): one way to hand
// it to the runtime, and one way its failure is told: logged with what it was, never thrown at a
// visitor who has already had their answer. The log line carries the request's id (./log.ts).

/** What the runtime offers a Worker's fetch and scheduled handlers alike (ExecutionContext's part used here). */
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

/** Background work as a module that knows no request hands it on: what it is, and what to log with a failure. */
export type Background = (work: Promise<unknown>, label: string, ...context: unknown[]) => void;

/** Keeps the Worker alive for `work` after the response; a failure is logged as "<label> failed". */
export function runInBackground(on: Context | WaitUntil, work: Promise<unknown>, label: string, ...context: unknown[]) {
  const logged = work.catch((err: unknown) => log.error(`${label} failed`, ...context, err));
  try {
    ("req" in on ? on.executionCtx : on).waitUntil(logged);
  } catch {
    // No execution context (a direct app.request call): the work still runs, just unawaited.
  }
}

/** The Background of a request (or a cron run), for the modules that send and push. */
export const backgroundOf =
  (on: Context | WaitUntil): Background =>
  (work, label, ...context) =>
    runInBackground(on, work, label, ...context);
