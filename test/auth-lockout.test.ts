import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/lib/auth/password";
import { hashToken } from "../src/lib/auth/session";
import { createOwner, postForm, sessionToken } from "./admin-helpers";

// What an outsider can do to the owner's sign-in: race the attempt counter, lock the owner out,
// or spread guesses over an IPv6 network.

const attempt = (username: string, password: string, ip: string, cookie?: string) => postForm("/admin/sign-in", { username, password }, { ip, cookie });
const statuses = (responses: Response[]) => responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
const failuresFor = async (column: "username" | "ip", value: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM sign_in_failures WHERE ${column} = ?`).bind(value).first<{ n: number }>())!.n;

function deviceCookie(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("__Host-device="));
  return header && { header, token: header.split(";")[0]!.slice("__Host-device=".length) };
}

/** Signs the owner in from a browser and returns the device cookie that browser now holds. */
async function knownBrowser(owner: { username: string; plainPassword: string }, ip: string) {
  const res = await attempt(owner.username, owner.plainPassword, ip);
  const device = deviceCookie(res);
  if (res.status !== 303 || !device) throw new Error(`sign-in failed: ${res.status}`);
  return { ...device, cookie: `__Host-device=${device.token}` };
}

async function strangerFailsFiveTimes(username: string, net: number) {
  for (let i = 0; i < 5; i++) expect((await attempt(username, `guess ${i}`, `198.18.${net}.${i + 1}`)).status).toBe(401);
}

describe("the attempt counter cannot be raced", () => {
  it("verifies at most 5 passwords for one username when 50 wrong ones arrive at once", async () => {
    const owner = await createOwner();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(owner.username, `guess ${i}`, `192.0.2.${i + 100}`)));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
    expect(await failuresFor("username", owner.username)).toBe(5);
  });

  it("verifies at most 5 passwords from one IP when 50 arrive at once for 50 usernames", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`spray-${i}`, "password123456", "198.51.100.77")));
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
    expect(await failuresFor("ip", "198.51.100.77")).toBe(5);
  });

  it("counts only failures: the owner can sign in six times in a row", async () => {
    const owner = await createOwner();
    for (let i = 0; i < 6; i++) expect((await attempt(owner.username, owner.plainPassword, "198.51.100.88")).status).toBe(303);
    expect(await failuresFor("username", owner.username)).toBe(0);
  });
});

describe("IPv6 sign-in failures", () => {
  it("counts them per /64 network: a new address in the same /64 is blocked, another /64 is not", async () => {
    const owner = await createOwner();
    for (let i = 0; i < 5; i++) expect((await attempt(`v6-spray-${i}`, "password123456", `2001:db8:aa:bb::${i + 1}`)).status).toBe(401);
    expect((await attempt(owner.username, owner.plainPassword, "2001:db8:aa:bb:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect((await attempt(owner.username, owner.plainPassword, "2001:db8:aa:bc::1")).status).toBe(303);
  });
});
