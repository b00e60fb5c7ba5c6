import { customerPageAction } from "../../lib/paths";
import type { CustomerWords } from "../../content/i18n/en/customer";

type Props = {
  token: string;
  words: CustomerWords["notify"];
  /** The site's VAPID public key; without one nothing could be sent, so nothing is offered. */
  vapidPublicKey: string | null | undefined;
  /** Whether some phone already gets this request's notifications. */
  alreadyOn: boolean;
};

/**
 * "Notify me on this phone" on the customer's own page. Rendered hidden: only the page's script
 * (src/client/customer-loader.ts) shows it, and only where it can work, so a page without
 * JavaScript shows no button that does nothing. On an iPhone or iPad in a browser tab, where Web Push
 * works only from the Home Screen, it shows how to get there instead; a browser with no push at all
 * gets no card. Everything the script needs is in data attributes.
 */
export function NotifyCard({ token, words, vapidPublicKey, alreadyOn }: Props) {
  if (!vapidPublicKey) return null;
  return (
    <section
      hidden
      aria-labelledby="notify-heading"
      data-customer-push={customerPageAction(token, "push")}
      data-vapid-key={vapidPublicKey}
      data-already-on={String(alreadyOn)}
      data-on={words.on}
      data-blocked={words.blocked}
      data-failed={words.failed}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="notify-heading" className="text-lg font-semibold text-ink-900">
        {words.heading}
      </h2>
      <p className="mt-2 text-ink-700">{words.intro}</p>
      <div data-home-screen hidden className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <p className="font-medium text-ink-900">{words.homeScreenIntro}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink-800">
          {words.homeScreenSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <button
        type="button"
        hidden
        className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-ink-900 px-5 py-3 text-base font-bold text-white hover:bg-ink-800 disabled:opacity-60 sm:w-auto"
      >
        {words.turnOn}
      </button>
      <p data-notify-status role="status" className="mt-3 font-medium text-ink-900 empty:hidden" />
    </section>
  );
}
