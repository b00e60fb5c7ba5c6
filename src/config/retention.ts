// How long a finished request (completed or declined) is kept: RETENTION_MONTHS in wrangler.toml.
// The daily job (jobs/retention.ts) deletes by it and the privacy page states it, from this one reading.

export const defaultRetentionMonths = 24;

/** The setting as a whole number of months from 1 to 120; anything else is the default. */
export function retentionMonths(env: { RETENTION_MONTHS?: string }) {
  const months = Number(env.RETENTION_MONTHS);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : defaultRetentionMonths;
}
