// The bytes a page costs a visitor who lands on it (first visit, empty cache) and one who comes to
// it from another page of the site (second view: the same browser context, its cache warm from that
// page). Text is counted gzipped, as a compressing server sends it; anything the browser took from
// its cache counts nothing. The page is loaded until the network is idle, without scrolling: what
// the visit costs up to its first screen and the scripts that start on their own.
import { gzipSync } from "node:zlib";

const compressible = (mimeType) => /text\/|javascript|json|svg|xml/.test(mimeType ?? "");

/** Loads url in page and sums the bytes of the responses that came over the network. */
async function transferred(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map();
  // Chromium reports a memory-cache hit (requestServedFromCache) before its response.
  const servedFromCache = new Set();
  cdp.on("Network.requestServedFromCache", ({ requestId }) => servedFromCache.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const cached = servedFromCache.has(requestId) || response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    requests.set(requestId, { url: response.url, mimeType: response.mimeType, cached, status: response.status });
  });
  const finished = [];
  cdp.on("Network.loadingFinished", ({ requestId }) => finished.push(requestId));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  let total = 0;
  let html = 0;
  const files = [];
  for (const requestId of finished) {
    const request = requests.get(requestId);
    if (!request || request.cached || request.status === 304) continue;
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId }).catch(() => ({ body: "" }));
    const raw = Buffer.from(body, base64Encoded ? "base64" : "utf8");
    const bytes = compressible(request.mimeType) ? gzipSync(raw).length : raw.length;
    total += bytes;
    if (request.url === url) html = bytes;
    files.push({ url: request.url, bytes });
  }
  await cdp.detach();
  return { total, html, files };
}

/**
 * First visit of url in a fresh context, and second view of url after `from` in another one.
 * newContext: () => a Playwright BrowserContext with an empty cache.
 */
export async function visitBytes(newContext, url, from) {
  const first = await newContext();
  const firstVisit = await transferred(await first.newPage(), url);
  await first.close();
  const second = await newContext();
  const page = await second.newPage();
  await page.goto(from, { waitUntil: "networkidle" });
  const secondView = await transferred(page, url);
  await second.close();
  return { firstVisit, secondView, from };
}
