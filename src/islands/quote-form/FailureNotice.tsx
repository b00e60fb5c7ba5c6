import { phoneHref } from "../../config/business";
import type { Failure, QuoteFormWords } from "./words";

// What to do after a JavaScript submit failed, shown under the submit button: the spec's error
// toast says that it failed and goes away after 5 s; this stays until the next try. Each reason
// ends "…, or call us at <phone>." (orCallUs).
export function FailureNotice({ failure, words }: { failure: Failure; words: QuoteFormWords }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{words.failure.heading}</p>
      <p className="mt-1">
        {words.failure.reasons[failure]}
        {words.failure.orCallUs} <span className="whitespace-nowrap">{words.phone}</span>.
      </p>
      <a
        href={phoneHref}
        className="-mb-3 mt-0.5 inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
      >
        {words.call}
      </a>
    </div>
  );
}
