import type { AppEnv } from "../env";
import type { UrgentCounts } from "../db/urgency";
import type { Member } from "./session";

/** What an /admin route sees: the signed-in team member the guards (routes/admin/guards.ts) set, and the urgent counts the layout shows. */
export type AdminEnv = { Bindings: Env; Variables: AppEnv["Variables"] & { member: Member; urgent?: UrgentCounts } };
