import type { Locale } from "../../../content/locale";
import { copyFor } from "../../../content/site-copy";
import { row, type EstimateControls } from "./server-markup";
import type { EstimateNumber } from "./view";

// "How much is going?"'s plain controls, as the server draws them inside EstimateSection's elements
// (src/components/QuoteFormSlot.tsx provides them): radios, number fields, a checkbox, which work
// as they are, without JavaScript and in the hydrated form alike. The browser never renders them
// again, so they show what the server's page was given (`initial`, after a failed post) and nothing
// that changes after; the truck picker takes the load radios' place (picker.tsx).

const legend = "mb-2 text-sm font-semibold text-ink-800";

/** A number field's id, for its label's `for` and its steppers' `data-for`. */
const idOf = (name: string) => `quote-${name}`;

/** The − or + beside a number field. EstimateSection steps the field (min and max kept) and tells the form. */
const stepper = (f: EstimateNumber, way: "down" | "up", name: string) => (
  <button
    type="button"
    data-step={way}
    data-for={idOf(f.name)}
    aria-label={name}
    // Without JavaScript a tap would do nothing: shown once the form's island has woken (QuoteForm marks its form data-awake).
    className="hidden size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl leading-none text-ink-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 [form[data-awake]_&]:flex"
  >
    <span aria-hidden="true">{way === "down" ? "−" : "+"}</span>
  </button>
);

/** The controls in a language: the steppers' names are the page's. */
export const estimateControlsIn = (locale: Locale): EstimateControls => {
  const steps = copyFor(locale).ui.steppers;
  return {
    /** The radio group's legend and options: the load sizes or the crews. */
    choose: ({ legend: text, name, options }, initial) => (
      <>
        <legend className={legend}>{text}</legend>
        {options.map((o) => (
          <label key={o.value} className={row}>
            <input
              type="radio"
              className="size-5 accent-brand-600"
              name={name}
              value={o.value}
              defaultChecked={initial[name] === o.value}
            />
            {o.label}
          </label>
        ))}
      </>
    ),
    /** A group of number fields, with its legend if it has one; each with its − and +. */
    numbers: (group, initial) => (
      <>
        {group.legend ? <legend className={legend}>{group.legend}</legend> : null}
        {group.fields.map((f) => (
          // A <label> may hold only its own control, so the row is a <div> and the label names the field by its id.
          <div key={f.name} className={`${row} justify-between`}>
            <label htmlFor={idOf(f.name)}>
              {f.label}
              {f.hint ? <span className="block text-xs text-slate-600">{f.hint}</span> : null}
            </label>
            <span className="flex shrink-0 items-center gap-1">
              {stepper(f, "down", steps.fewer(f.label))}
              <input
                type="number"
                id={idOf(f.name)}
                className="min-h-11 w-14 rounded-lg border border-slate-300 bg-white px-1 text-center text-base"
                name={f.name}
                min={f.min}
                max={f.max}
                placeholder="0"
                defaultValue={initial[f.name]}
              />
              {stepper(f, "up", steps.more(f.label))}
            </span>
          </div>
        ))}
      </>
    ),
    /** The checkbox's input and words (heavy material). */
    check: ({ name, label }, initial) => (
      <>
        <input type="checkbox" className="size-5 accent-brand-600" name={name} value="yes" defaultChecked={!!initial[name]} />
        {label}
      </>
    ),
  };
};
