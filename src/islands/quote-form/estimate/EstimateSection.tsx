import type { SyntheticEvent } from "react";
import type { Picker } from "./lazy-picker";
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

const legend = "mb-2 text-sm font-semibold text-ink-800";
const row = "flex min-h-12 items-center gap-3 py-1 text-sm text-ink-800";

// "How much is going?": optional and closed, so a visitor who skips it sees the form as before. A
// <details>, so it opens without JavaScript too, where its controls are plain radios and number
// fields (src/components/quote-estimate-view.ts lays them out, priced); opening it with JavaScript
// fetches the truck picker (lazy-picker.ts), which takes the load radios' place and says the range.
// Kept lean: this code is part of what the form wakes with.
export function EstimateSection({ view, words, label, error, autoFocus, initial, load, picker, range, onOpen, onPick }: Props) {
  return (
    <details
      id="estimate"
      open={Boolean(error) || Object.keys(initial).length > 0 || undefined}
      onToggle={(e: SyntheticEvent<HTMLDetailsElement>) => e.currentTarget.open && onOpen()}
      onChange={onPick}
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
            <details> itself would not. Clear of the sticky header. */}
        <p id="estimate-start" className="scroll-mt-28 text-sm text-slate-600">
          {words.intro}
        </p>
        {view.parts.map((part) => (
          <div key={part.kind} data-estimate={part.kind} className={`grid gap-4 ${part.hide}`}>
            {picker && part.kind === "load" ? (
              <picker.TruckPicker
                view={view}
                legend={part.choose.legend}
                none={part.choose.options[0]!}
                name={part.choose.name}
                load={load}
              />
            ) : (
              <fieldset>
                <legend className={legend}>{part.choose.legend}</legend>
                {part.choose.options.map((o) => (
                  <label key={o.value} className={row}>
                    <input
                      type="radio"
                      className="size-5 accent-brand-600"
                      name={part.choose.name}
                      value={o.value}
                      defaultChecked={initial[part.choose.name] === o.value}
                    />
                    {o.label}
                  </label>
                ))}
              </fieldset>
            )}
            {part.numbers.map((group, i) => (
              <fieldset key={i}>
                {group.legend ? <legend className={legend}>{group.legend}</legend> : null}
                {group.fields.map((f) => (
                  <label key={f.name} className={`${row} justify-between`}>
                    <span>
                      {f.label}
                      {f.hint ? <span className="block text-xs text-slate-600">{f.hint}</span> : null}
                    </span>
                    <input
                      type="number"
                      className="min-h-11 w-20 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-center text-base"
                      name={f.name}
                      min={f.min}
                      max={f.max}
                      placeholder="0"
                      defaultValue={initial[f.name]}
                    />
                  </label>
                ))}
              </fieldset>
            ))}
            {part.check ? (
              <label className={row}>
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  name={part.check.name}
                  value="yes"
                  defaultChecked={!!initial[part.check.name]}
                />
                {part.check.label}
              </label>
            ) : null}
          </div>
        ))}
        {picker && range ? <picker.Range label={words.rangeLabel} range={range} /> : null}
      </div>
    </details>
  );
}
