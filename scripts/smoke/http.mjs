// The smoke check's requests: each says who sends it, never follows a redirect (a page must answer
// at its own address), and gives up after a timeout, so a hung site fails the check instead of the deploy hanging.

export const userAgent = "spring-junk-removal-smoke/1";
const timeoutMs = 15_000;

/**
 * One request; network errors and timeouts come back as { error } rather than throwing.
 * @param {string} url
 * @param {RequestInit & { headers?: Record<string, string> }} [init]
 * @returns {Promise<{ res: Response, body: Buffer } | { error: string }>}
 */
export async function request(url, init = {}) {
  try {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { "User-Agent": userAgent, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  } catch (err) {
    if (err instanceof Error && err.name === "TimeoutError") return { error: `no answer within ${timeoutMs / 1000} s` };
    // fetch's own message is "fetch failed"; what failed (refused, DNS, TLS) is in its cause.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    return { error: `no answer: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
}

/**
 * Right after `wrangler deploy` the new version may take a moment to reach the edge: the home page
 * is asked for until it answers 200 or the wait is over. The checks run either way and say what they saw.
 */
export async function waitForSite(origin, waitMs = 30_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const answer = await request(`${origin}/`);
    if ("res" in answer && answer.res.status === 200) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Runs the tasks with at most `limit` at once, results in the tasks' order. */
export async function inParallel(tasks, limit = 6) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
