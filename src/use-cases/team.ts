import { removeMember } from "../auth/team";
import { subscribedDevices } from "../push/subscriptions-copy";
import type { Deps } from "./deps";

// Team changes that reach past the users table: a member's devices go with their account, and so
// does their line in the copy that alerts devices while D1 is down (src/push/subscriptions-copy.ts).

/** Removes a member (never oneself, never the last owner: src/auth/team.ts); the copy of the devices follows after the answer. */
export async function removeTeamMember(deps: Deps<"QUOTE_PHOTOS">, { id, by }: { id: string; by: { id: string } }) {
  const result = await removeMember(deps.db, id, by);
  if (result.ok) deps.background(subscribedDevices(deps.db, deps.env.QUOTE_PHOTOS), "copying push subscriptions");
  return result;
}

/** After a device subscribes or unsubscribes: the copy alerts read while D1 is down has it from now on. */
export const copySubscribedDevices = ({ db, env, background }: Deps<"QUOTE_PHOTOS">) =>
  background(subscribedDevices(db, env.QUOTE_PHOTOS), "copying push subscriptions");
