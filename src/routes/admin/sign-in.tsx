import { Hono } from "hono";
import { getDb } from "../../db";
import { knownDevice, readDeviceCookie, renewDevice, setDeviceCookie } from "../../auth/device";
import { DECOY_HASH, MAX_PASSWORD_LENGTH, normalizeUsername, verifyPassword } from "../../auth/password";
import { claimSignInAttempt, releaseSignInAttempt, sweepSignInFailures } from "../../auth/rate-limit";
import { rateLimitKey } from "../../auth/rate-limit-key";
import { deviceLabel } from "../../auth/device-label";
import { memberNamed } from "../../auth/team";
import { clearSessionCookie, createSession, deleteSession, readSessionCookie, resolveSession, setSessionCookie } from "../../auth/session";
import { SignIn } from "../../pages/admin/SignIn";
import type { AdminEnv } from "../../auth/admin-env";
import { formOf, textOf } from "./form";
import { safeNext } from "./guards";
import { publicForm } from "../guard-sets";
import { inSeconds, signInWindow } from "../../config/time";
import { adminSignIn } from "../../lib/paths";

export const signInRoutes = new Hono<AdminEnv>();
const title = { title: "Owner sign-in", noindex: true };

signInRoutes.get("/sign-in", async (c) => {
  const next = safeNext(c.req.query("next"));
  if (await resolveSession(getDb(c.env), readSessionCookie(c))) return c.redirect(next, 303);
  return c.render(<SignIn next={next} />, title);
});

signInRoutes.post("/sign-in", publicForm, async (c) => {
  const form = await formOf(c);
  const username = normalizeUsername(textOf(form.username)).slice(0, 64);
  const password = textOf(form.password);
  const next = safeNext(textOf(form.next));
  const db = getDb(c.env);

  const member = username ? await memberNamed(db, username) : undefined;
  const deviceToken = readDeviceCookie(c);
  const device = await knownDevice(db, deviceToken, member?.id);

  const attempt = await claimSignInAttempt(db, { ip: rateLimitKey(c.req.raw), username, device });
  if (attempt === null) {
    c.header("Retry-After", String(inSeconds(signInWindow)));
    c.status(429);
    return c.render(
      <SignIn next={next} username={username} error="Too many sign-in attempts. Please wait 15 minutes and try again." />,
      title,
    );
  }
  // An unknown username costs the same hashing time as a wrong password: timing does not tell them apart.
  const valid = await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH + 1), member?.password ?? DECOY_HASH);
  if (!member || !valid) {
    await sweepSignInFailures(db);
    c.status(401);
    return c.render(<SignIn next={next} username={username} error="Wrong username or password." />, title);
  }
  await releaseSignInAttempt(db, attempt);
  setDeviceCookie(c, await renewDevice(db, member.id, deviceToken));
  // A fresh token on every sign-in: a token planted before sign-in never becomes a live session.
  await deleteSession(db, readSessionCookie(c));
  setSessionCookie(c, await createSession(db, member.id, new Date(), deviceLabel(c.req.header("user-agent"))));
  return c.redirect(next, 303);
});

signInRoutes.post("/sign-out", publicForm, async (c) => {
  await deleteSession(getDb(c.env), readSessionCookie(c));
  clearSessionCookie(c);
  return c.redirect(adminSignIn, 303);
});
