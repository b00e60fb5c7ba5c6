import ShieldCheck from "lucide-react/icons/shield-check";
import { useCopy } from "../locale-context";

// The moving page's "Licensed Texas mover" box: both numbers, each with the regulator's lookup page,
// so a careful customer can check them before booking.
export function LicenceBox() {
  const { labels, licenceCopy } = useCopy();
  return (
    <aside aria-labelledby="licence-heading" className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-200">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-7 shrink-0 text-brand-600" aria-hidden="true" />
        <h3 id="licence-heading" className="text-lg font-extrabold">
          {licenceCopy.heading}
        </h3>
      </div>
      <p className="mt-3 text-ink-700">{licenceCopy.text}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {licenceCopy.numbers.map((n) => (
          <div key={n.label} className="rounded-xl bg-white p-4 ring-1 ring-ink-200">
            <dt className="text-sm font-semibold text-ink-600">{n.label}</dt>
            <dd className="mt-1 text-xl font-extrabold tabular-nums">{n.value}</dd>
            <dd className="mt-2">
              <a
                href={n.lookup.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {n.lookup.text}
                <span className="sr-only">{labels.newTab}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
