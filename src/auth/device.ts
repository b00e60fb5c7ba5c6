import { and, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db";
import { trustedDevices } from "../db/schema";
import { hashToken, newToken } from "./session";
import { inSeconds, knownDeviceAge } from "../config/time";

// OWASP's "device cookie": a browser that has signed in before proves it with this cookie and is
// then exempt from the per-username lock (a stranger's guesses cannot lock the owner out); its own
// failures are limited per device. Bound to one member, stored only hashed, revoked by a password
// change (the trigger in migrations/0003), renewed on every sign-in. It outlives sign-out on purpose.
export const DEVICE_COOKIE = "__Host-device";

export const readDeviceCookie = (c: Context) => getCookie(c, DEVICE_COOKIE);

/** The token hash that identifies this browser, when its cookie is a live one of this member; else null. */
export async function knownDevice(db: Db, token: string | undefined, memberId: string | undefined, now = new Date()) {
  if (!token || token.length > 100 || !memberId) return null;
  const tokenHash = await hashToken(token);
  const device = await db.query.trustedDevices.findFirst({
    where: and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, memberId), gt(trustedDevices.expiresAt, now)),
  });
  return device ? tokenHash : null;
}

/** After a successful sign-in: a fresh token for this browser, replacing the one it sent (if any). */
export async function renewDevice(db: Db, memberId: string, previous: string | undefined, now = new Date()) {
  const token = newToken();
  const retire =
    previous && previous.length <= 100 ? [db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, await hashToken(previous)))] : [];
  await db.batch([
    db
      .insert(trustedDevices)
      .values({ tokenHash: await hashToken(token), userId: memberId, createdAt: now, expiresAt: new Date(now.getTime() + knownDeviceAge) }),
    ...retire,
    db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, now)),
  ]);
  return token;
}

export function setDeviceCookie(c: Context, token: string) {
  setCookie(c, DEVICE_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Strict", path: "/", maxAge: inSeconds(knownDeviceAge) });
}
