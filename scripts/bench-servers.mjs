// The benchmarks' pair of local sites: one started with `--env bench` (wrangler.toml: the edge
// cache off, so every request renders) and one with the production configuration (cached).
import { rmSync } from "node:fs";
import { startLocalServer } from "./local-server.mjs";

/** Both sites, or neither: if one fails to start, the other is stopped before the error is thrown. */
export async function startBenchServers() {
  const started = await Promise.allSettled([startLocalServer({ env: "bench" }), startLocalServer()]);
  const [rendering, caching] = started.map((r) => (r.status === "fulfilled" ? r.value : null));
  const stop = () => {
    for (const server of [rendering, caching]) {
      if (!server) continue;
      server.stop();
      rmSync(server.persistTo, { recursive: true, force: true });
    }
  };
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    stop();
    throw failed.reason;
  }
  return { rendering, caching, stop };
}
