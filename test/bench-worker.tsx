import worker from "../src/index";
import { failRate, faultyD1 } from "./fault-injection";
import { isLoopback } from "../src/middleware/loopback";

// The Worker as the benchmarks run it (wrangler.toml's [env.bench] `main`), on a loopback host only:
// - every page renders: a GET or HEAD carries a cookie no route reads, and the edge cache never
//   shares a request with a cookie (src/middleware/edge-cache.ts), so it takes the same path as a
//   signed-in visitor's, render timed, nothing stored. The deployed Worker has no switch for it.
// - for the outage benchmark (`npm run bench:outage`, D1_FAULT_RATE "0.1"), a D1 that fails that
//   share of the requests' calls, so the kept-request path is exercised under load. The deployed
//   Worker's entry (src/index.tsx) has no way to inject faults at all. The queue consumer's writes
//   are not wrapped.
// Named exports of an entry module must be handlers (workerd refuses anything else): this stays private.
const BENCH_COOKIE = "bench=uncached";

export default {
  ...worker,
  fetch(request, env, ctx) {
    if (!isLoopback(new URL(request.url).hostname)) return worker.fetch(request, env, ctx);
    const rate = Number(env.D1_FAULT_RATE ?? 0);
    const faulty = rate > 0 && rate <= 1;
    return worker.fetch(uncached(request), faulty ? { ...env, DB: faultyD1(env.DB, failRate(rate)) } : env, ctx);
  },
} satisfies ExportedHandler<Env, Parameters<typeof worker.queue>[0] extends MessageBatch<infer T> ? T : never>;

function uncached(request: Request) {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.has("Cookie")) return request;
  const headers = new Headers(request.headers);
  headers.set("Cookie", BENCH_COOKIE);
  return new Request(request, { headers });
}
