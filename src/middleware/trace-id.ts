import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { traceIdFrom, withTraceId } from "../trace/trace-id";
import { writableHeaders } from "./writable-headers";

/**
 * The trace id's response header: what a 500 page shows, also for an API client or a support call.
 * Its name stays the one clients know (and the common one for this id), though the id is a trace id.
 */
export const traceIdHeader = "X-Request-Id";

// First on every request: everything after it, and the work it leaves running after the answer,
// runs under the request's trace id (src/trace/). The header goes on the final answer, so a page from the
// edge cache carries this request's id, not the one that filled the cache.
export const traceId = createMiddleware<AppEnv>(async (c, next) => {
  const id = traceIdFrom(c.req.raw.headers);
  c.set("traceId", id);
  await withTraceId(id, next);
  writableHeaders(c).set(traceIdHeader, id);
});
