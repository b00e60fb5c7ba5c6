import { Hono, type Context } from "hono";
import { getDb } from "../../db";
import { addMember, changeOwnPassword, listTeam, removeMember, signOutOtherSessions } from "../../auth/team";
import { Account } from "../../pages/admin/team/Account";
import { Team } from "../../pages/admin/team/Team";
import { takeNotice } from "./flash";
import type { AdminEnv } from "./guards";
import { memberForm, memberPage, ownersOnly } from "../guard-sets";
import { subscribedDevices } from "../../push/subscriptions-copy";
import { runInBackground } from "../../trace/background";

// The Team screen (owners only) and each member's own account.
export const teamRoutes = new Hono<AdminEnv>();
const text = (v: unknown) => (typeof v === "string" ? v : "");
const form = (c: Context<AdminEnv>) => c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
const title = { title: "Team", noindex: true };

async function renderTeam(
  c: Context<AdminEnv>,
  extra: { added?: { username: string; password: string }; notice?: string; error?: string; removeError?: string } = {},
) {
  const member = c.get("member");
  return c.render(<Team username={member.username} me={member.id} team={await listTeam(getDb(c.env))} {...extra} />, title);
}

teamRoutes.get("/admin/team", ownersOnly, (c) => renderTeam(c, { notice: takeNotice(c) }));

teamRoutes.post("/admin/team", ownersOnly, async (c) => {
  const body = await form(c);
  const role = body.role === "owner" ? "owner" : "staff";
  const result = await addMember(getDb(c.env), text(body.username), role);
  if (!result.ok) {
    c.status(400);
    return renderTeam(c, { error: result.error });
  }
  // Rendered, not redirected: the one-time password must never sit in a URL or a flash cookie.
  c.status(201);
  return renderTeam(c, { added: { username: result.username, password: result.password } });
});

teamRoutes.post("/admin/team/:id/remove", ownersOnly, async (c) => {
  const body = await form(c);
  if (body.confirm !== "yes") return c.text("Tick the box to confirm the removal.", 400);
  const result = await removeMember(getDb(c.env), c.req.param("id"), c.get("member"));
  if (!result.ok) {
    // 409 for the last owner: the request is sound, the team's state refuses it (add an owner first).
    c.status(result.status);
    return renderTeam(c, { removeError: result.error });
  }
  // Their devices went with the account: the copy that alerts devices while D1 is down goes too.
  runInBackground(c, subscribedDevices(getDb(c.env), c.env.QUOTE_PHOTOS), "copying push subscriptions");
  c.status(200);
  return renderTeam(c, { notice: `${result.username} was removed and signed out everywhere.` });
});

async function renderAccount(c: Context<AdminEnv>, extra: { notice?: string; error?: string } = {}) {
  const member = c.get("member");
  const me = (await listTeam(getDb(c.env))).find((m) => m.id === member.id);
  return c.render(
    <Account
      username={member.username}
      sessions={me?.sessions ?? []}
      current={member.tokenHash}
      first={member.mustChangePassword}
      {...extra}
    />,
    { title: "Your account", noindex: true },
  );
}

teamRoutes.get("/admin/account", memberPage, (c) => renderAccount(c));

teamRoutes.post("/admin/account/password", memberForm(4096), async (c) => {
  const body = await form(c);
  const member = c.get("member");
  const result = await changeOwnPassword(getDb(c.env), member.id, member.tokenHash, text(body.oldPassword), text(body.newPassword));
  if (!result.ok) {
    c.status(400);
    return renderAccount(c, { error: result.error });
  }
  c.set("member", { ...member, mustChangePassword: false });
  return renderAccount(c, { notice: "Password changed. Every other session was signed out." });
});

teamRoutes.post("/admin/account/sign-out-others", memberForm(2048), async (c) => {
  const member = c.get("member");
  const n = await signOutOtherSessions(getDb(c.env), member.id, member.tokenHash);
  return renderAccount(c, { notice: n === 1 ? "1 other session was signed out." : `${n} other sessions were signed out.` });
});
