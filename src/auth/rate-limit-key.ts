// The one key every rate limit counts by (quote requests, sign-in attempts). IPv4 clients are
// keyed by address. An IPv6 host usually holds a whole /64 (2^64 addresses), so counting per
// address would hand it that many buckets: IPv6 clients are keyed by their /64.

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (half: string) => (half ? half.split(":") : []);
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  // A trailing dotted IPv4 part (::ffff:203.0.113.7) stands for the last two groups.
  const last = (tail.length ? tail : head).at(-1);
  if (last && IPV4.test(last)) {
    const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
    (tail.length ? tail : head).splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((g) => HEXTET.test(g)) ? groups.map((g) => parseInt(g, 16).toString(16)) : null;
}

export function clientNetwork(address: string): string {
  const ip = address.trim().toLowerCase();
  if (IPV4.test(ip)) return ip;
  const groups = ipv6Groups(ip.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, ""));
  if (!groups) return `other:${ip.slice(0, 64)}`;
  // An IPv4-mapped address is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** Cloudflare sets CF-Connecting-IP on every request; only tests and local tools may lack it. */
export function rateLimitKey(request: Request): string {
  const address = request.headers.get("cf-connecting-ip");
  return address ? clientNetwork(address) : "unknown";
}
