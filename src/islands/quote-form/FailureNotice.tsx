import { business, phoneHref } from "../../content/business";
import { rateLimitedAdvice } from "../../lib/quote-fields";

export type Failure = "server" | "offline" | "unreachable" | "rate-limited";

// Each ends "…, or call us at <phone>." (below).
const texts: Record<Failure, string> = {
  server: "Something went wrong on our side. Your details are still here: try again in a moment",
  offline: "You appear to be offline. Your details are still here: try again once you're back online",
  unreachable: "We couldn't reach our server. Your details are still here: check your connection and try again",
  "rate-limited": rateLimitedAdvice,
};

// What to do after a JavaScript submit failed, shown under the submit button: the spec's error
// toast says that it failed and goes away after 5 s; this stays until the next try.
export function FailureNotice({ failure }: { failure: Failure }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">Your request wasn't sent</p>
      <p className="mt-1">
        {texts[failure]}, or call us at <span className="whitespace-nowrap">{business.phone}</span>.
      </p>
      <a href={phoneHref} className="-mb-3 mt-0.5 inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2 hover:text-red-900">
        Call {business.phone}
      </a>
    </div>
  );
}
