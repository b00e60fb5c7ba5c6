import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password";
import { hashToken } from "../src/auth/session";
import { createOwner, postForm, sessionToken } from "./admin-helpers";

// What an outsider can do to the owner's sign-in: race the attempt counter, lock the owner out,
// or spread guesses over an IPv6 network.

const attempt = (username: string, password: string, ip: string, cookie?: string) =>
  postForm("/admin/sign-in", { username, password }, { ip, cookie });
const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
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

describe("device cookie: nobody can lock the owner out", () => {
  it("gives a browser that signed in a long-lived __Host- device cookie, HttpOnly, Secure, SameSite=Strict, stored only hashed", async () => {
    const owner = await createOwner();
    const { header, token } = await knownBrowser(owner, "198.18.1.1");
    expect(header).toMatch(/^__Host-device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const rows = await env.DB.prepare("SELECT * FROM trusted_devices WHERE user_id = ?").bind(owner.id).all();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ token_hash: await hashToken(token) });
    expect(JSON.stringify(rows.results)).not.toContain(token);
  });

  it("signs the owner's known browser in at once after a stranger's 5 failures, while an unknown browser gets 429", async () => {
    const owner = await createOwner();
    const known = await knownBrowser(owner, "198.18.2.1");
    await strangerFailsFiveTimes(owner.username, 3);
    const unknown = await attempt(owner.username, owner.plainPassword, "198.18.4.1");
    expect(unknown.status).toBe(429);
    expect(sessionToken(unknown)).toBeUndefined();
    const res = await attempt(owner.username, owner.plainPassword, "198.18.2.1", known.cookie);
    expect(res.status).toBe(303);
    expect(sessionToken(res)).toBeTruthy();
  });

  it("still limits a known browser per device: after 5 wrong passwords from it, even the right one gets 429", async () => {
    const owner = await createOwner();
    const known = await knownBrowser(owner, "198.18.5.1");
    for (let i = 0; i < 5; i++) expect((await attempt(owner.username, `typo ${i}`, `198.18.6.${i + 1}`, known.cookie)).status).toBe(401);
    expect((await attempt(owner.username, owner.plainPassword, "198.18.7.1", known.cookie)).status).toBe(429);
    // The device's failures are its own: they do not lock the username for other browsers.
    expect((await attempt(owner.username, owner.plainPassword, "198.18.8.1")).status).toBe(303);
  });

  it("binds the device cookie to its owner: it exempts no other username", async () => {
    const first = await createOwner();
    const second = await createOwner();
    const known = await knownBrowser(first, "198.18.9.1");
    await strangerFailsFiveTimes(second.username, 10);
    expect((await attempt(second.username, second.plainPassword, "198.18.9.1", known.cookie)).status).toBe(429);
  });

  it("revokes the owner's device cookies when the password changes", async () => {
    const owner = await createOwner();
    const known = await knownBrowser(owner, "198.18.11.1");
    await env.DB.prepare("UPDATE users SET password = ? WHERE id = ?")
      .bind(await hashPassword("a brand new passphrase"), owner.id)
      .run();
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM trusted_devices WHERE user_id = ?").bind(owner.id).first<{ n: number }>())!.n,
    ).toBe(0);
    await strangerFailsFiveTimes(owner.username, 12);
    expect((await attempt(owner.username, "a brand new passphrase", "198.18.11.1", known.cookie)).status).toBe(429);
  });

  it("keeps the device cookie through sign-out and ignores a forged one", async () => {
    const owner = await createOwner();
    const known = await knownBrowser(owner, "198.18.13.1");
    const signOut = await postForm("/admin/sign-out", {}, { ip: "198.18.13.1", cookie: known.cookie });
    expect(signOut.headers.getSetCookie().some((c) => c.startsWith("__Host-device="))).toBe(false);
    await strangerFailsFiveTimes(owner.username, 14);
    expect((await attempt(owner.username, owner.plainPassword, "198.18.15.1", "__Host-device=forged-token")).status).toBe(429);
    expect((await attempt(owner.username, owner.plainPassword, "198.18.13.1", known.cookie)).status).toBe(303);
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
