import { Hono, type Context } from "hono";
import type { AdminEnv } from "../../auth/admin-env";
import { changeOwnPassword, listTeam, signOutOtherSessions } from "../../auth/team";
import { getDb } from "../../db";
import { Account } from "../../pages/admin/team/Account";
import { formLimit, memberScreens } from "../guard-sets";
import { formOf, textOf } from "./form";

// /admin/account, each member's own account: their password and their sessions. The one screen a
// member with a one-time password may open (requireMemberPage sends them here).
export const accountRoutes = new Hono<AdminEnv>();
accountRoutes.use("*", memberScreens);

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

accountRoutes.get("/", (c) => renderAccount(c));

accountRoutes.post("/password", formLimit(4096), async (c) => {
  const body = await formOf(c);
  const member = c.get("member");
  const result = await changeOwnPassword(getDb(c.env), member.id, member.tokenHash, textOf(body.oldPassword), textOf(body.newPassword));
  if (!result.ok) {
    c.status(400);
    return renderAccount(c, { error: result.error });
  }
  c.set("member", { ...member, mustChangePassword: false });
  return renderAccount(c, { notice: "Password changed. Every other session was signed out." });
});

accountRoutes.post("/sign-out-others", formLimit(2048), async (c) => {
  const member = c.get("member");
  const n = await signOutOtherSessions(getDb(c.env), member.id, member.tokenHash);
  return renderAccount(c, { notice: n === 1 ? "1 other session was signed out." : `${n} other sessions were signed out.` });
});
