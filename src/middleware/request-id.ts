import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requestIdFrom, withRequestId } from "../trace/request-id";
import { writableHeaders } from "./writable-headers";

/** The request id's response header: what a 500 page shows, also for an API client or a support call. */
export const requestIdHeader = "X-Request-Id";

// First on every request: everything after it, and the work it leaves running after the answer,
// runs under the request's id (src/trace/). The header goes on the final answer, so a page from the
// edge cache carries this request's id, not the one that filled the cache.
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = requestIdFrom(c.req.raw.headers);
  c.set("requestId", id);
  await withRequestId(id, next);
  writableHeaders(c).set(requestIdHeader, id);
});
