import { useEffect, useState } from "react";

type Props = {
  /** What the share sheet gets: the message, which carries the link itself. */
  text: string;
  /** The button's words ("Share"). */
  button: string;
};

type Outcome = "failed" | null;

// "Share" through the phone's own share sheet (WhatsApp, Messenger, e-mail...) with the Web Share
// API. The server renders nothing: the button appears only once this island knows the browser
// can share, so a desktop browser without navigator.share never shows a dead one.
// The message goes as `text` alone: it already holds the link, and a separate `url` makes some
// apps paste the link twice.
export default function ShareLink({ text, button }: Props) {
  const [canShare, setCanShare] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  if (!canShare) return null;

  async function share() {
    try {
      await navigator.share({ text });
      setOutcome(null);
    } catch (err) {
      // Closing the sheet is no failure: nothing to say.
      setOutcome(err instanceof DOMException && err.name === "AbortError" ? null : "failed");
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-slate-100"
      >
        {button}
      </button>
      {outcome === "failed" && (
        <p role="status" className="w-full text-sm font-medium text-red-700">
          Could not open the share sheet: copy the link instead.
        </p>
      )}
    </>
  );
}
