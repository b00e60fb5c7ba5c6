import type { Db } from "../db";
import type { Background } from "../trace/background";

// What a use case may reach, handed in by whoever calls it: a route (from its context), the queue
// consumer or a cron job (from the Worker's env and execution context), or a test. A use case never
// reads a request or a Hono context: it takes these and a typed input, and returns a typed outcome
// that the caller turns into a page, a redirect, JSON or a log line.

/** The always-present part: the database, the clock, and work left running after the answer. */
export type Core = {
  db: Db;
  /** "Now", from the caller: a test can pin it, and one action uses one instant throughout. */
  now: Date;
  background: Background;
};

/** Each use case asks for the Core and only the bindings it uses (a Pick of Env), so a test passes exactly those. */
export type Deps<K extends keyof Env = never> = Core & { env: Pick<Env, K> };

/** An outcome a caller must look at: ok with its value, or a refusal it turns into a status and a message. */
export type Outcome<T, R extends { reason: string }> = ({ ok: true } & T) | ({ ok: false } & R);
