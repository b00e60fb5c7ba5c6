import { getDb } from "../db";
import { sweepAbandonedPhotos } from "../photos/bucket";

// The Cron Triggers in wrangler.toml. Hourly: photo uploads that no request claimed are removed.
// Locally: `npm start`, then open /__scheduled (wrangler dev --test-scheduled).
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
  ctx.waitUntil(
    sweepAbandonedPhotos(getDb(env), env.QUOTE_PHOTOS, new Date(controller.scheduledTime)).then(
      (removed) => {
        if (removed) console.log(`removed ${removed} abandoned photo upload(s)`);
      },
      (err: unknown) => console.error("sweeping abandoned photos failed", err),
    ),
  );
}
