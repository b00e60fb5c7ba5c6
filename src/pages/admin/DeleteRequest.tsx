import ChevronDown from "lucide-react/icons/chevron-down";
import type { QuoteRequest } from "../../db/schema";
import { adminRequestAction } from "../../lib/paths";

const photosPhrase = (n: number) => (n === 0 ? "" : ` and its ${n} ${n === 1 ? "photo" : "photos"}`);

// Set apart at the bottom, closed until opened, and only with the box ticked: the browser holds
// the button back without it (no JavaScript needed), and the server refuses a post without it too.
export function DeleteRequest({ request: r, photoCount }: { request: QuoteRequest; photoCount: number }) {
  return (
    <section aria-labelledby="delete-heading" className="mt-10 border-t border-slate-300 pt-6">
      <details className="group rounded-xl bg-white shadow-sm ring-1 ring-red-200">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-semibold text-red-800 [&::-webkit-details-marker]:hidden">
          <h2 id="delete-heading" className="text-base">
            Delete this request
          </h2>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <form method="post" action={adminRequestAction(r.id, "delete")} className="space-y-4 px-5 pb-5">
          <p className="text-sm text-ink-800 wrap-anywhere">
            {`This removes ${r.firstName} ${r.lastName}'s request, its history${photosPhrase(photoCount)} for good. It cannot be undone.`}
          </p>
          <label className="flex items-start gap-3 text-sm font-medium text-ink-900">
            <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 size-5 shrink-0 accent-red-700" />
            <span>{`Yes, delete this request${photosPhrase(photoCount)}`}</span>
          </label>
          <button type="submit" className="h-11 w-full rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 sm:w-auto">
            Delete request
          </button>
        </form>
      </details>
    </section>
  );
}
