import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeUsername, USERNAME_PATTERN, verifyPassword } from "./password";
import type { Role } from "./session";
import type { Db } from "../db";
import { sessions, users } from "../db/schema";

// The team (issue 17, item 7): accounts, their roles and where they are signed in. The owner:create
// script still makes the first account; everything after that happens on the Team screen.

/** A one-time password a person can read out over the phone: 4 groups of 4, no look-alike letters. */
export function oneTimePassword() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

export type ListedMember = {
  id: string;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  sessions: { tokenHash: string; deviceLabel: string | null; createdAt: Date; lastSeenAt: Date }[];
};

/** Everyone, owners first, with their live sessions (newest activity first). */
export async function listTeam(db: Db, now = new Date()): Promise<ListedMember[]> {
  const [people, live] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, role: users.role, mustChangePassword: users.mustChangePassword })
      .from(users)
      .orderBy(asc(users.role), asc(users.username)),
    db.select().from(sessions).where(gt(sessions.expiresAt, now)).orderBy(desc(sessions.lastSeenAt)),
  ]);
  return people.map((p) => ({ ...p, sessions: live.filter((s) => s.userId === p.id) }));
}

export type AddResult = { ok: true; username: string; password: string } | { ok: false; error: string };

export async function addMember(db: Db, rawUsername: string, role: Role): Promise<AddResult> {
  const username = normalizeUsername(rawUsername);
  if (!USERNAME_PATTERN.test(username))
    return { ok: false, error: "Usernames are 1 to 64 lowercase letters, digits, dots, dashes, underscores or @." };
  if (await db.query.users.findFirst({ where: eq(users.username, username), columns: { id: true } }))
    return { ok: false, error: `The username "${username}" is taken.` };
  const password = oneTimePassword();
  await db.insert(users).values({ username, role, password: await hashPassword(password), mustChangePassword: true });
  return { ok: true, username, password };
}

/**
 * Removes an account (its sessions and known browsers go with it: ON DELETE CASCADE). Never
 * oneself, never the last owner. Checking "another owner remains?" and then deleting let two owners
 * remove each other at the same moment and leave none: the check is the DELETE's own condition
 * instead, and D1 runs one statement at a time, so the second of them finds no other owner left.
 */
export async function removeMember(
  db: Db,
  id: string,
  by: { id: string },
): Promise<{ ok: true; username: string } | { ok: false; error: string; status: 400 | 404 | 409 }> {
  if (id === by.id) return { ok: false, error: "You cannot remove yourself.", status: 400 };
  const [gone] = await db
    .delete(users)
    .where(
      and(
        eq(users.id, id),
        sql`(role <> 'owner' OR (SELECT count(*) FROM users AS other WHERE other.role = 'owner' AND other.id <> ${id}) >= 1)`,
      ),
    )
    .returning({ username: users.username });
  if (gone) return { ok: true, username: gone.username };
  if (!(await db.query.users.findFirst({ where: eq(users.id, id), columns: { id: true } })))
    return { ok: false, error: "No such team member.", status: 404 };
  return { ok: false, error: "The last owner cannot be removed.", status: 409 };
}

export type PasswordResult = { ok: true } | { ok: false; error: string };

/**
 * A new password for oneself: the old one is required; every other session ends (the trigger of
 * migrations/0003 drops the known browsers too), the current one stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  memberId: string,
  keepTokenHash: string,
  oldPassword: string,
  newPassword: string,
): Promise<PasswordResult> {
  const member = await db.query.users.findFirst({ where: eq(users.id, memberId) });
  if (!member || !(await verifyPassword(oldPassword.slice(0, MAX_PASSWORD_LENGTH + 1), member.password)))
    return { ok: false, error: "The current password is wrong." };
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { ok: false, error: `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (newPassword.length > MAX_PASSWORD_LENGTH)
    return { ok: false, error: `The new password can have at most ${MAX_PASSWORD_LENGTH} characters.` };
  if (newPassword === oldPassword) return { ok: false, error: "Choose a password different from the current one." };
  await db.batch([
    db
      .update(users)
      .set({ password: await hashPassword(newPassword), mustChangePassword: false })
      .where(eq(users.id, memberId)),
    db.delete(sessions).where(and(eq(sessions.userId, memberId), ne(sessions.tokenHash, keepTokenHash))),
  ]);
  return { ok: true };
}

/** Ends every session of this member but the current one; how many ended. */
export async function signOutOtherSessions(db: Db, memberId: string, keepTokenHash: string) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, memberId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ t: sessions.tokenHash });
  return gone.length;
}

/** The member signing in with this username (normalized already), with their password hash; undefined for none. */
export const memberNamed = (db: Db, username: string) => db.query.users.findFirst({ where: eq(users.username, username) });
