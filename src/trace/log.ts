import { currentTraceId } from "./trace-id";

// The log lines of request handling, cron runs and queue batches, each prefixed with the trace id in hand:
// "[req 8e4f0c2a9b1d3e57-DFW] lead e-mail failed …". Workers Logs keeps every console line
// (wrangler.toml [observability]); the prefix finds one request's lines among them.
type Write = "error" | "warn" | "log";
const prefixed =
  (write: Write) =>
  (...args: unknown[]) => {
    const id = currentTraceId();
    // console is read at each call, so a test's spy on console.error sees the line.
    if (id) console[write](`[req ${id}]`, ...args);
    else console[write](...args);
  };

export const log = { error: prefixed("error"), warn: prefixed("warn"), info: prefixed("log") };
