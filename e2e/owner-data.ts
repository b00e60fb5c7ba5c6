import type { Owner, Quote } from "./admin-helpers";

// The owner account and the leads the owner-inbox tests work with. owner-data.setup.ts makes them
// once, before any test runs: wrangler writes to the D1 file from outside the server, and such a
// write while tests run can make the server's own queries fail (SQLITE_BUSY: a 503 in some other test).
// The run's port makes the names unique to the run.
const run = process.env.E2E_PORT ?? "0";

// One account: every test signs in with its own browser context, so each has its own session (and
// signing out ends only that one).
export const owner: Owner = { username: `owner-${run}`, password: "a sturdy passphrase 42" };

const lead = (label: string): Quote => ({
  firstName: "Priya",
  lastName: `Raman${label}${run}`,
  phone: "832-555-0177",
  email: `priya.${label}${run}@example.com`,
  serviceLabel: "Moving Services",
  cityZip: "Klein",
  details: "Three-bedroom move,\npiano on the ground floor.",
});

/** One lead per owner-screens test, so that no test sees another's status change. The axe tests' are
 * from the Spanish pages, so their screens show the Prefers Spanish badge too. */
export const leads = {
  noJs: lead("nojs"),
  phone: { ...lead("phone"), locale: "es" as const },
  desktop: { ...lead("desktop"), locale: "es" as const },
  /** Booked on a phone by admin-booking.test.ts, then found on the schedule. */
  booking: { ...lead("booking"), cityZip: "77379" },
};

/** Its own account, because the hostile-input test locks its username with a stranger's guesses. */
export const deviceOwner: Owner = { username: `device-${run}`, password: "a device passphrase 7" };

/** A lead whose last name is a 100-character search in several scripts. */
export const longNameLead: Quote = {
  ...lead("long"),
  firstName: "Zoë",
  lastName: `Núñez-Ελένη-東京-😀-${run}`.padEnd(100, "é"),
};

/** One 4,000-character word each for the name, the place and the details: a phone must wrap them. */
export const longWord = (start: string) => start.padEnd(4000, "wrap");
export const longWordLead: Quote = {
  ...lead("longword"),
  firstName: longWord("First"),
  lastName: `Longword${run}`,
  cityZip: longWord("City"),
  details: longWord("Details"),
};

/** Pending for a while (issue 17): one overdue, one due soon, for the reply-promise filter's test. */
export const urgentLeads = {
  overdue: { ...lead("overdue"), firstName: "Olga", ageHours: 30 },
  dueSoon: { ...lead("duesoon"), firstName: "Dario", ageHours: 22 },
};
