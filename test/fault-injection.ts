// A D1 binding that fails when told to: the worker tests' outages (fail the next N calls, hang
// them, or fail them all until recovery) and the outage benchmark's fault rate (a share of calls,
// honoured only by the bench entry test/bench-worker.tsx, on a loopback host). The
// real binding answers every call the plan lets through. Nothing else in the Worker uses it.

/** What one call meets: an error, a wait of so many milliseconds before the real call, or nothing. */
export type Fault = { fail: true } | { hangMs: number } | null;
export type FaultPlan = { next(): Fault };

/** The error a failing call throws: what a D1 outage says. */
export const injectedFaultMessage = "D1_ERROR: injected fault: the database is unavailable";

/** Fails (or hangs) the next `count` calls, then lets every call through. */
export function failNext(count: number, fault: NonNullable<Fault> = { fail: true }): FaultPlan & { left(): number } {
  let left = count;
  return { next: () => (left-- > 0 ? fault : null), left: () => Math.max(0, left) };
}

/** Fails every call while `down` is true: an outage that ends when the test says. */
export function outage(): FaultPlan & { down: boolean } {
  return {
    down: true,
    next() {
      return this.down ? { fail: true } : null;
    },
  };
}

/** Fails this share of calls (0 to 1), at random. */
export const failRate = (rate: number, random = Math.random): FaultPlan => ({ next: () => (random() < rate ? { fail: true } : null) });

/**
 * The binding, and settled(): resolves once every call made through it so far has ended, a hung
 * one included (its late write landed or failed), so a test waits for that rather than a fixed time.
 */
export function faultyD1(db: D1Database, plan: FaultPlan): D1Database & { settled(): Promise<void> } {
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const calls: Promise<unknown>[] = [];
  const gate = <T>(call: () => Promise<T>): Promise<T> => {
    const run = (async () => {
      const fault = plan.next();
      if (fault && "fail" in fault) throw new Error(injectedFaultMessage);
      if (fault) await new Promise((resolve) => setTimeout(resolve, fault.hangMs));
      return call();
    })();
    calls.push(run.catch(() => undefined));
    return run;
  };
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) => gate(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => gate(() => statement.run()),
      all: () => gate(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) => gate(() => statement.raw(options as { columnNames: true })),
    };
    realOf.set(wrapped, statement);
    return wrapped as unknown as D1PreparedStatement;
  };
  const faulty = {
    prepare: (query: string) => wrap(db.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => gate(() => db.batch(statements.map((s) => realOf.get(s) ?? s))),
    exec: (query: string) => gate(() => db.exec(query)),
    dump: () => gate(() => db.dump()),
    withSession: () => faulty,
    settled: async () => {
      while (calls.length) await calls.shift();
    },
  };
  return faulty as unknown as D1Database & { settled(): Promise<void> };
}
