// "On our way" as the crew posts it from a request's detail: about how many minutes away, and
// optionally the crew lead's first name, which the customer's notification and page show.

/** The choices the form offers (and the only ones the column accepts: migrations/0015). */
export const onTheWayMinutes = [15, 30, 45, 60] as const;
export const crewLeadMaxLength = 40;

export type OnTheWay = { minutes: number; crewLead: string | null };
export type OnTheWayCheck = { ok: true; value: OnTheWay } | { ok: false; error: string };

/** Checks what the form posted; a refusal says what to fix, as the form shows it. */
export function checkOnTheWay(input: { minutes?: unknown; crewLead?: unknown }): OnTheWayCheck {
  const minutes = onTheWayMinutes.find((m) => String(m) === input.minutes);
  if (minutes === undefined) return { ok: false, error: `Choose how far away the crew is: ${onTheWayMinutes.join(", ")} minutes.` };
  const crewLead = typeof input.crewLead === "string" ? input.crewLead.trim() : "";
  // A first name on one line: it is shown on a lock screen and in the customer's words.
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(crewLead)) return { ok: false, error: "The crew lead's name must be on one line." };
  if (crewLead.length > crewLeadMaxLength)
    return { ok: false, error: `The crew lead's first name can be at most ${crewLeadMaxLength} characters.` };
  return { ok: true, value: { minutes, crewLead: crewLead || null } };
}
