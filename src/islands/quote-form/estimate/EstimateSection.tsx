import { useContext, type ReactNode, type SyntheticEvent } from "react";
import type { Picker } from "./lazy-picker";
import { row, ServerMarkup, type EstimateControls } from "./server-markup";
import type { EstimateRange, EstimateView, EstimateWords } from "./view";

type Props = {
  view: EstimateView;
  words: EstimateWords;
  /** The summary: "How much is going? (optional)". */
  label: string;
  error?: string;
  /** The server's page after a failed post without JavaScript: the focus starts here. */
  autoFocus?: boolean;
  /** The controls' values after a failed post without JavaScript (field name → value). */
  initial: Record<string, string>;
  /** The load radio's value as the form has it ("" when none is checked), for the truck picker. */
  load: string;
  /** The truck picker's code, once the visitor opened the section; until then plain radios. */
  picker: Picker | null;
  range: EstimateRange | null;
  onOpen: () => void;
  onPick: () => void;
};

// In the browser an element of the plain controls keeps the server's content: React hydrates the
// element and never renders inside it (the same empty HTML each render, so it never writes it).
// Should React ever render the form afresh rather than hydrate it, these elements would be empty:
// the page's hydration must match (e2e/hydration.test.ts, the estimate's browser tests).
const kept = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: "" } };

// A number field's − or + (controls.tsx) is no React element either: its click reaches the section.
// The field steps within its min and max, and says so with the input event a typed number sends.
function step(e: SyntheticEvent) {
  const button = (e.target as Element).closest("button[data-step]");
  const field = button && document.getElementById(button.getAttribute("data-for") ?? "");
  if (!button || !(field instanceof HTMLInputElement)) return;
  if (button.getAttribute("data-step") === "up") field.stepUp();
  else field.stepDown();
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

// "How much is going?": optional and closed, so a visitor who skips it sees the form as before. A
// <details>, so it opens without JavaScript too, where its controls are plain radios and number
// fields (src/components/quote-estimate-view.ts lays them out, priced); opening it with JavaScript
// fetches the truck picker (lazy-picker.ts), which takes the load radios' place and says the range.
// Kept lean: this code is part of what the form wakes with; the plain controls' own code is the server's only.
export function EstimateSection({ view, words, label, error, autoFocus, initial, load, picker, range, onOpen, onPick }: Props) {
  // The plain controls (controls.tsx): drawn on the server, kept as they are in the browser.
  const controls = useContext(ServerMarkup);
  const drawn = <K extends keyof EstimateControls>(what: K, data: Parameters<EstimateControls[K]>[0]) =>
    controls ? { children: (controls[what] as (d: typeof data, i: typeof initial) => ReactNode)(data, initial) } : kept;
  return (
    <details
      id="estimate"
      open={Boolean(error) || Object.keys(initial).length > 0 || undefined}
      onToggle={(e: SyntheticEvent<HTMLDetailsElement>) => e.currentTarget.open && onOpen()}
      // The truck picker's controlled radios need React's change (it keeps them checked as picked); the
      // plain controls are no React elements, so React's onChange misses them: their input events.
      onChange={onPick}
      onInput={onPick}
      onClick={step}
      className={`rounded-xl border border-slate-200 bg-slate-50 sm:col-span-2 ${view.hide}`}
    >
      <summary
        id="quote-estimate"
        aria-describedby={error ? "quote-estimate-error" : undefined}
        {...(autoFocus ? { autoFocus } : {})}
        className="min-h-12 cursor-pointer rounded-xl px-4 py-3 font-semibold text-ink-900"
      >
        {label}
      </summary>
      <div className="grid gap-5 px-4 pb-5">
        {/* lib/estimate-fields.ts priceBookVersionField, spelled out: that module (the picks' gathering) stays out of this code. */}
        <input type="hidden" name="priceBookVersion" value={view.version} />
        {error ? (
          <p id="quote-estimate-error" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {/* The price tables' "Work out your estimate" links here: a link to something inside a
            closed <details> opens it (HTML's ancestor details revealing), which one to the
            <details> itself would not. Its margin clears the sticky header (4 rem) and the section's own
            heading above it (up to two lines on a phone), so the visitor sees what they arrived at. */}
        <p id="estimate-start" className="scroll-mt-40 text-sm text-slate-600">
          {words.intro}
        </p>
        {view.parts.map((part) => (
          <div key={part.kind} data-estimate={part.kind} className={`grid gap-4 ${part.hide}`}>
            {picker && part.kind === "load" ? (
              <picker.TruckPicker view={view} choose={part.choose} load={load} />
            ) : (
              <fieldset {...drawn("choose", part.choose)} />
            )}
            {part.numbers.map((group, i) => (
              <fieldset key={i} {...drawn("numbers", group)} />
            ))}
            {part.check ? <label className={row} {...drawn("check", part.check)} /> : null}
          </div>
        ))}
        {picker && range ? <picker.Range label={words.rangeLabel} range={range} /> : null}
      </div>
    </details>
  );
}
