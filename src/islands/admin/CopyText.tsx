import { useEffect, useId, useRef, useState } from "react";

type Props = {
  /** The text to copy, shown in a read-only box. */
  text: string;
  /** The box's label. */
  label: string;
  /** The button's words ("Copy quote text"). */
  button: string;
  /** The box's height in lines, when the text's own lines say too little (one long line that wraps). */
  rows?: number;
};

type Outcome = "copied" | "failed" | null;

// A read-only box of text the owner can select by hand (without JavaScript, that is all there is)
// and, once this island is up, a button that copies it to the clipboard. The button appears only
// then, so it never sits there dead before the script runs.
export default function CopyText({ text, label, button, rows }: Props) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => setReady(true), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      // No clipboard access (an old browser, a denied permission): select the text for a long press.
      box.current?.focus();
      box.current?.select();
      setOutcome("failed");
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-700">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        readOnly
        value={text}
        rows={rows ?? Math.min(14, text.split("\n").length + 1)}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 text-sm text-ink-900"
      />
      {ready && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-slate-100"
          >
            {button}
          </button>
          <p role="status" className="text-sm font-medium text-ink-700">
            {outcome === "copied" ? "Copied." : outcome === "failed" ? "Could not copy: the text is selected, copy it from there." : ""}
          </p>
        </div>
      )}
    </div>
  );
}
