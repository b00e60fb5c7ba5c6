import { business } from "../config/business";

// VAPID_PRIVATE_KEY is a secret (.dev.vars locally): a clean clone has none, so the generated Env
// cannot promise it.
// The photo bucket keeps a copy of the devices for alerts while D1 is down (subscriptions-copy.ts).
export type PushEnv = Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_SUBJECT"> & { VAPID_PRIVATE_KEY?: string; QUOTE_PHOTOS?: R2Bucket };

export type PushConfig = { publicKey: string; privateKey: string; subject: string };

/** Both halves of the VAPID pair (base64url, as `npm run push:keys` prints them), or null: nothing is sent and the admin says so. */
export function pushConfig(env: PushEnv): PushConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  const subject = /^(mailto|https):/.test(env.VAPID_SUBJECT ?? "") ? env.VAPID_SUBJECT : `mailto:${business.email}`;
  return { publicKey, privateKey, subject };
}
