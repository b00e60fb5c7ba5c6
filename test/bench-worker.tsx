import worker from "../src/index";
import { failRate, faultyD1 } from "./fault-injection";
import { isLoopback } from "../src/middleware/loopback";
import { renderEveryPage } from "../src/middleware/edge-cache";

// The benchmarks time uncached renders: every page renders here (on loopback), none is cached.
renderEveryPage();

// The Worker as the benchmarks run it (wrangler.toml's [env.bench] `main`): the same Worker with no
// page cache, and for
// the outage benchmark (`npm run bench:outage`, D1_FAULT_RATE "0.1") a D1 that fails that share of
// the requests' calls, so the kept-request path is exercised under load. Only here: the deployed
// Worker's entry (src/index.tsx) has no way to inject faults at all. Loopback only, all the same.
// The queue consumer's writes are not wrapped.
export default {
  ...worker,
  fetch(request, env, ctx) {
    const rate = Number(env.D1_FAULT_RATE ?? 0);
    const faulty = rate > 0 && rate <= 1 && isLoopback(new URL(request.url).hostname);
    return worker.fetch(request, faulty ? { ...env, DB: faultyD1(env.DB, failRate(rate)) } : env, ctx);
  },
} satisfies ExportedHandler<Env, Parameters<typeof worker.queue>[0] extends MessageBatch<infer T> ? T : never>;
