// A bound on how long a visitor waits for something the Worker asks another service: a D1 that
// hangs in an outage must not hold the answer. The work itself is not cancelled (a write may still
// land later: the idempotency key makes that harmless); only the wait ends.

export class DeadlineExceeded extends Error {}

/** The work's result, or DeadlineExceeded once `ms` have passed without one. */
export function within<T>(work: PromiseLike<T>, ms: number, what: string): Promise<T> {
  // Settled once: a query builder is only thenable, and runs its query each time it is awaited.
  const settled = Promise.resolve(work);
  // A failure after the deadline has no one waiting for it: not an unhandled rejection.
  settled.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`${what}: no answer within ${Math.max(0, Math.round(ms))} ms`)), Math.max(0, ms));
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * One budget for several steps of one service: each gets what is left of it. Only the time spent
 * waiting on these steps counts, not the time between them (another service's work, e.g. photos
 * going to R2), which would otherwise leave a healthy service no time and have it called down.
 */
export function budget(ms: number, now = Date.now) {
  let left = ms;
  return async <T>(work: PromiseLike<T>, what: string) => {
    const started = now();
    try {
      return await within(work, left, what);
    } finally {
      left -= now() - started;
    }
  };
}
