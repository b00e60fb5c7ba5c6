import BellOff from "lucide-react/icons/bell-off";
import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useState } from "react";
import { currentState, turnOff, turnOn, type DeviceState, type Replaced } from "./lead-alerts-device";

type Props = {
  /** Whether the server has its VAPID keys (without them nothing could be sent). */
  configured: boolean;
  publicKey: string | null;
  /** How many devices one person may have alerts on (a new one replaces the one used longest ago). */
  maxDevices: number;
};

const words: Record<DeviceState, string> = {
  checking: "Get a notification on this device the moment a quote request arrives.",
  off: "Get a notification on this device the moment a quote request arrives.",
  on: "Alerts are on for this device: each new request, and a reminder when one is due soon.",
  blocked: "Notifications are blocked for this site. Allow them in this browser's site settings, then reload this page.",
  "install-first":
    "On iPhone and iPad, alerts work from the Home Screen app: tap Share, then “Add to Home Screen”, and open the inbox from there.",
  unsupported: "This browser cannot receive push notifications. New requests still appear here, and by e-mail if it is set up.",
};

const replacedWords = ({ replaced, maxDevices }: Replaced) =>
  `You had alerts on ${maxDevices} devices, the most one person can have, so ${replaced.length === 1 ? "this one no longer gets them" : "these no longer get them"}: ${replaced.join(", ")}.`;

const button =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

// The owner turns lead alerts on for this phone: the browser's permission prompt comes only
// after this tap. Each device is its own subscription.
export default function LeadAlerts({ configured, publicKey, maxDevices }: Props) {
  const [state, setState] = useState<DeviceState>("checking");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [replaced, setReplaced] = useState<Replaced | null>(null);

  useEffect(() => {
    currentState().then(setState, () => setState("off"));
  }, []);

  async function act(step: () => Promise<DeviceState>) {
    setBusy(true);
    setProblem(null);
    setReplaced(null);
    try {
      setState(await step());
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  }

  const notConfigured = !configured || !publicKey;
  const text = notConfigured
    ? "Lead alerts are not switched on for this website yet: whoever looks after the website can turn them on. New requests still appear here, and by e-mail if it is set up."
    : words[state];
  return (
    <section
      aria-labelledby="lead-alerts-title"
      className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id="lead-alerts-title" className="flex items-center gap-2 font-semibold text-ink-900">
          {state === "on" && !notConfigured ? (
            <BellRing aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          ) : (
            <BellOff aria-hidden="true" className="h-5 w-5 text-ink-600" />
          )}
          Lead alerts on this device
        </h2>
        <p className="mt-1 text-sm text-ink-700" aria-live="polite">
          {text}
          {replaced && replaced.replaced.length > 0 && ` ${replacedWords(replaced)}`}
        </p>
        {!notConfigured && (
          <p className="mt-1 text-xs text-ink-600">{`Alerts reach up to ${maxDevices} devices per person; turning them on for one more switches off the one used longest ago.`}</p>
        )}
        {problem && (
          <p className="mt-1 text-sm font-medium text-brand-700" role="alert">
            {`Could not change alerts (${problem}). Try again.`}
          </p>
        )}
      </div>
      {!notConfigured && (state === "off" || state === "checking") && (
        <button
          type="button"
          disabled={busy || state === "checking"}
          onClick={() => act(() => turnOn(publicKey, setReplaced))}
          className={`${button} mt-3 bg-brand-600 text-white hover:bg-brand-700 sm:mt-0`}
        >
          <BellRing aria-hidden="true" className="h-4 w-4" />
          {busy ? "Turning on…" : "Turn on alerts"}
        </button>
      )}
      {!notConfigured && state === "on" && (
        <button
          type="button"
          disabled={busy}
          onClick={() => act(turnOff)}
          className={`${button} mt-3 border border-slate-400 bg-white text-ink-900 hover:bg-slate-50 sm:mt-0`}
        >
          {busy ? "Turning off…" : "Turn off"}
        </button>
      )}
    </section>
  );
}
