import { Hono, type Context } from "hono";
import type { AdminEnv } from "../../auth/admin-env";
import { getDb } from "../../db";
import { addMember, listTeam } from "../../auth/team";
import { Team } from "../../pages/admin/team/Team";
import { removeTeamMember } from "../../use-cases/team";
import { formLimit, ownersScreens } from "../guard-sets";
import { useCaseDeps } from "./deps";
import { takeNotice } from "./flash";
import { formOf, textOf } from "./form";

// /admin/team, the Team screen and its forms: owners only (each member's own account: ./account.tsx).
export const teamRoutes = new Hono<AdminEnv>();
teamRoutes.use("*", ownersScreens);
const title = { title: "Team", noindex: true };

async function renderTeam(
  c: Context<AdminEnv>,
  extra: { added?: { username: string; password: string }; notice?: string; error?: string; removeError?: string } = {},
) {
  const member = c.get("member");
  return c.render(<Team username={member.username} me={member.id} team={await listTeam(getDb(c.env))} {...extra} />, title);
}

teamRoutes.get("/", (c) => renderTeam(c, { notice: takeNotice(c) }));

teamRoutes.post("/", formLimit(2048), async (c) => {
  const body = await formOf(c);
  const role = body.role === "owner" ? "owner" : "staff";
  const result = await addMember(getDb(c.env), textOf(body.username), role);
  if (!result.ok) {
    c.status(400);
    return renderTeam(c, { error: result.error });
  }
  // Rendered, not redirected: the one-time password must never sit in a URL or a flash cookie.
  c.status(201);
  return renderTeam(c, { added: { username: result.username, password: result.password } });
});

teamRoutes.post("/:id/remove", formLimit(2048), async (c) => {
  const body = await formOf(c);
  if (body.confirm !== "yes") return c.text("Tick the box to confirm the removal.", 400);
  const result = await removeTeamMember(useCaseDeps(c), { id: c.req.param("id"), by: c.get("member") });
  if (!result.ok) {
    // 409 for the last owner: the request is sound, the team's state refuses it (add an owner first).
    c.status(result.status);
    return renderTeam(c, { removeError: result.error });
  }
  c.status(200);
  return renderTeam(c, { notice: `${result.username} was removed and signed out everywhere.` });
});
