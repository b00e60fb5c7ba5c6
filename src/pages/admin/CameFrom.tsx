import type { Attribution } from "../../db/schema";
import { trafficSourceLabel } from "./format";
import { SourcePage } from "./SourcePage";

const term = "font-medium text-ink-700";

// Where the visit that sent this request began and what brought it. Every value is the visitor's
// (a referring host, UTM tags): shown as text only, and the referring site is never a link.
export function CameFrom({ request: r }: { request: Attribution }) {
  const recorded = r.trafficSource || r.landingPage || r.referrerHost || r.utmSource || r.utmMedium || r.utmCampaign;
  return (
    <>
      <h3 className="mt-5 text-sm font-medium text-ink-700">Came from</h3>
      {recorded ? (
        <dl className="mt-2 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className={term}>Landing page</dt>
          <dd className="break-words">{r.landingPage ? <SourcePage path={r.landingPage} /> : "Not recorded"}</dd>
          <dt className={term}>Source</dt>
          <dd>{trafficSourceLabel(r.trafficSource)}</dd>
          <dt className={term}>Referring site</dt>
          <dd className="break-all">{r.referrerHost ?? "None sent"}</dd>
          <Tag label="Campaign source" value={r.utmSource} />
          <Tag label="Campaign medium" value={r.utmMedium} />
          <Tag label="Campaign name" value={r.utmCampaign} />
        </dl>
      ) : (
        <p className="mt-1 text-sm text-ink-800">Not recorded: the request was sent before the site kept where visits came from.</p>
      )}
    </>
  );
}

/** A UTM tag, only when the visit's first address had it. */
function Tag({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
}
