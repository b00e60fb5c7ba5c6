import { business } from "../content/business";

// VAPID_PRIVATE_KEY is a secret (.dev.vars locally): a clean clone has none, so the generated Env
// cannot promise it.
export type PushEnv = Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_SUBJECT"> & { VAPID_PRIVATE_KEY?: string };

export type PushConfig = { publicKey: string; privateJwk: JsonWebKey; subject: string };

/** Both halves of the VAPID pair, or null: without them nothing is sent and the admin says so. */
export function pushConfig(env: PushEnv): PushConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  let privateJwk: JsonWebKey;
  try {
    privateJwk = JSON.parse(env.VAPID_PRIVATE_KEY) as JsonWebKey;
  } catch {
    console.error("VAPID_PRIVATE_KEY is not the JWK `npm run push:keys` prints: push alerts are off");
    return null;
  }
  const subject = env.VAPID_SUBJECT?.startsWith("mailto:") || env.VAPID_SUBJECT?.startsWith("https:") ? env.VAPID_SUBJECT : `mailto:${business.email}`;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateJwk, subject };
}
