import worker from "../src/index";
import { isPushServiceEndpoint } from "../src/push/services";

// The Worker as the browser tests run it (wrangler.toml's [env.e2e] `main`; playwright.config.ts
// starts it with `--env e2e`): the same Worker, except that what it pushes to the tests' stand-in
// endpoints reaches the tests' own push service (e2e/push-receiver.ts: the machine is offline).
// Only here: the deployed Worker's entry (src/index.tsx) stores, signs for and posts to the
// browsers' push services only (src/push/services.ts), and no variable or request changes that.
//
// A stand-in endpoint is what the tests' PushManager hands out (e2e/push-receiver.ts,
// standInEndpoint): an https URL at a real push service's host, which the Worker takes and signs
// for like any phone's, under a path no service uses. Its POST goes to the same path at
// PUSH_TEST_ORIGIN (the receiver, http://127.0.0.1:<port>), which playwright.config.ts passes.

// Nothing but the handlers is exported: workerd takes every export of the entry for a handler.

/** The stand-in endpoints' path prefix (e2e/push-receiver.ts makes them). */
const standInPath = "/e2e-push/";
const loopbackOrigin = /^http:\/\/127\.0\.0\.1:[1-9]\d{0,4}$/;

/** Where a fetch of this URL goes instead: the receiver for a stand-in endpoint; undefined for anything else. */
function rerouted(url: string, receiverOrigin: string | undefined): string | undefined {
  if (!receiverOrigin || !loopbackOrigin.test(receiverOrigin) || !isPushServiceEndpoint(url)) return undefined;
  const { pathname, search } = new URL(url);
  return pathname.startsWith(standInPath) ? `${receiverOrigin}${pathname}${search}` : undefined;
}

// The pushes leave after the answer (waitUntil), so the receiver's origin is kept past the call.
let receiverOrigin: string | undefined;
let underlying: typeof fetch = globalThis.fetch;
const reroutingFetch: typeof fetch = (input, init) => {
  const target = rerouted(input instanceof Request ? input.url : String(input), receiverOrigin);
  if (target === undefined) return underlying(input, init);
  return underlying(input instanceof Request ? new Request(target, input) : target, init);
};

/** Points the stand-in endpoints at this env's receiver. The global fetch is wrapped on a call, never on import. */
function aimAtReceiver(env: Env) {
  receiverOrigin = env.PUSH_TEST_ORIGIN;
  if (globalThis.fetch === reroutingFetch) return;
  underlying = globalThis.fetch;
  globalThis.fetch = reroutingFetch;
}

export default {
  ...worker,
  fetch(request, env, ctx) {
    aimAtReceiver(env);
    return worker.fetch(request, env, ctx);
  },
  // The 7 AM run's day-before reminders push to customers' phones too.
  scheduled(controller, env, ctx) {
    aimAtReceiver(env);
    return worker.scheduled(controller, env, ctx);
  },
  queue(batch, env) {
    aimAtReceiver(env);
    return worker.queue(batch, env);
  },
} satisfies ExportedHandler<Env, Parameters<typeof worker.queue>[0] extends MessageBatch<infer T> ? T : never>;
