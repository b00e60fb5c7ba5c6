// Cloudflare routes only hosts of this site's zone to the Worker, so a loopback host is always a
// local run (wrangler dev, the e2e server, a benchmark), never a deployed one.
export const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\./.test(hostname);
