import { defineConfig } from "vitest/config";
import workerTests from "./vitest.config";

// The measurements (npm run bench:push): the worker tests' runtime and bindings, but only the
// files under test/bench, which print numbers rather than pass or fail on them. npm test never runs them.
export default defineConfig(async (env) => {
  const base = await (typeof workerTests === "function" ? workerTests(env) : workerTests);
  return { ...base, test: { ...base.test, include: ["test/bench/*.measure.ts"], testTimeout: 600_000, maxWorkers: 1 } };
});
