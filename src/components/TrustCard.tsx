import { heroTrustBullets } from "../content/home";
import { Icon } from "./Icon";
import { Stars } from "./Stars";
import { labels } from "../content/labels";

// The hero's right-hand card on service and city pages: the rating and the promises that win the call.
export function TrustCard() {
  return (
    <div className="rounded-2xl bg-white p-6 text-ink-900 shadow-2xl shadow-black/30 sm:p-8">
      <div className="flex items-center gap-3">
        <Stars rating={5} />
        <p className="font-extrabold">
          {labels.trust}
        </p>
      </div>
      <ul className="mt-6 space-y-4">
        {heroTrustBullets.map((b) => (
          <li key={b.text} className="flex items-center gap-3 font-semibold">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={b.icon} className="size-5" />
            </span>
            {b.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
