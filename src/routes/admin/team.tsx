import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getDb } from "../../db";
import { addMember, changeOwnPassword, listTeam, removeMember, signOutOtherSessions } from "../../auth/team";
import { sameOriginOnly } from "../../middleware/same-origin";
import { Account } from "../../pages/admin/team/Account";
import { Team } from "../../pages/admin/team/Team";
import { takeNotice } from "./flash";
import { requireOwnerPage, requireOwnerRole, type AdminEnv } from "./guards";

// The Team screen (owners only) and anyone's own account. Every POST: same-origin, signed in, small.
export const teamRoutes = new Hono<AdminEnv>();
const small = bodyLimit({ maxSize: 2048, onError: (c) => c.text("Request body too large", 413) });
const text = (v: unknown) => (typeof v === "string" ? v : "");
const form = (c: Context<AdminEnv>) => c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
const title = { title: "Team", noindex: true };

async function renderTeam(c: Context<AdminEnv>, extra: { added?: { username: string; password: string }; notice?: string; error?: string; removeError?: string } = {}) {
  const owner = c.get("owner");
  return c.render(<Team username={owner.username} me={owner.id} team={await listTeam(getDb(c.env))} {...extra} />, title);
}

teamRoutes.get("/admin/team", requireOwnerPage, requireOwnerRole, (c) => renderTeam(c, { notice: takeNotice(c) }));

teamRoutes.post("/admin/team", sameOriginOnly, requireOwnerPage, requireOwnerRole, small, async (c) => {
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

teamRoutes.post("/admin/team/:id/remove", sameOriginOnly, requireOwnerPage, requireOwnerRole, small, async (c) => {
  const body = await form(c);
  if (body.confirm !== "yes") return c.text("Tick the box to confirm the removal.", 400);
  const result = await removeMember(getDb(c.env), c.req.param("id"), c.get("owner"));
  if (!result.ok) {
    // 409 for the last owner: the request is sound, the team's state refuses it (add an owner first).
    c.status(result.status);
    return renderTeam(c, { removeError: result.error });
  }
  c.status(200);
  return renderTeam(c, { notice: `${result.username} was removed and signed out everywhere.` });
});

async function renderAccount(c: Context<AdminEnv>, extra: { notice?: string; error?: string } = {}) {
  const owner = c.get("owner");
  const me = (await listTeam(getDb(c.env))).find((m) => m.id === owner.id);
  return c.render(
    <Account username={owner.username} sessions={me?.sessions ?? []} current={owner.tokenHash} first={owner.mustChangePassword} {...extra} />,
    { title: "Your account", noindex: true },
  );
}

teamRoutes.get("/admin/account", requireOwnerPage, (c) => renderAccount(c));

teamRoutes.post("/admin/account/password", sameOriginOnly, requireOwnerPage, bodyLimit({ maxSize: 4096, onError: (c) => c.text("Request body too large", 413) }), async (c) => {
  const body = await form(c);
  const owner = c.get("owner");
  const result = await changeOwnPassword(getDb(c.env), owner.id, owner.tokenHash, text(body.oldPassword), text(body.newPassword));
  if (!result.ok) {
    c.status(400);
    return renderAccount(c, { error: result.error });
  }
  c.set("owner", { ...owner, mustChangePassword: false });
  return renderAccount(c, { notice: "Password changed. Every other session was signed out." });
});

teamRoutes.post("/admin/account/sign-out-others", sameOriginOnly, requireOwnerPage, small, async (c) => {
  const owner = c.get("owner");
  const n = await signOutOtherSessions(getDb(c.env), owner.id, owner.tokenHash);
  return renderAccount(c, { notice: n === 1 ? "1 other session was signed out." : `${n} other sessions were signed out.` });
});
