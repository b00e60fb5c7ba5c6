import { IconList } from "./IconList";
import { Stars } from "./Stars";
import { useCopy } from "./locale-context";

// The hero's right-hand card on service and city pages: the rating and the promises that win the call.
export function TrustCard() {
  const { labels, heroTrustBullets } = useCopy();
  return (
    <div className="rounded-2xl bg-white p-6 text-ink-900 shadow-2xl shadow-black/30 sm:p-8">
      <div className="flex items-center gap-3">
        <Stars rating={5} />
        <p className="font-extrabold">{labels.trust}</p>
      </div>
      <IconList items={heroTrustBullets.map((b) => ({ icon: b.icon, title: b.text }))} look="trust" className="mt-6 space-y-4" />
    </div>
  );
}
