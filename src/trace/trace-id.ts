import { AsyncLocalStorage } from "node:async_hooks";

// The trace id: each HTTP request, cron run and queue batch has an id that its log lines, its
// failure records and a 500 page carry, so a visitor's "it said reference 8e4f…" or a line in the morning digest leads to the
// logs. On Cloudflare it is the request's Ray ID (cf-ray), which the dashboard's logs show too;
// elsewhere (wrangler dev, the tests) one is made. Held in AsyncLocalStorage so that code deep in a
// request, and the work it leaves running after the answer (waitUntil), logs it without passing it on.
const current = new AsyncLocalStorage<string>();

// A Ray ID: 16 hex digits, then the data centre ("8e4f0c2a9b1d3e57-DFW"). A local client can send
// any cf-ray header: anything else is not let into logs and pages.
const rayId = /^[0-9a-f]{16}(-[A-Z]{3,4})?$/;

/** 16 random hex digits, a Ray ID's length: short enough to read out over the phone. */
export const newTraceId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The request's Ray ID when Cloudflare sent one, else a new id. */
export function traceIdFrom(headers: Headers) {
  const ray = headers.get("cf-ray");
  return ray && rayId.test(ray) ? ray : newTraceId();
}

/** Runs `work` (and whatever it leaves running) under the id. */
export const withTraceId = <T>(id: string, work: () => T): T => current.run(id, work);

/** The trace id of the request, cron run or queue batch in hand, if any. */
export const currentTraceId = (): string | undefined => current.getStore();
