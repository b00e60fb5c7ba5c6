import { row, type EstimateControls } from "./server-markup";

// "How much is going?"'s plain controls, as the server draws them inside EstimateSection's elements
// (src/components/QuoteFormSlot.tsx provides them): radios, number fields, a checkbox, which work
// as they are, without JavaScript and in the hydrated form alike. The browser never renders them
// again, so they show what the server's page was given (`initial`, after a failed post) and nothing
// that changes after; the truck picker takes the load radios' place (picker.tsx).

const legend = "mb-2 text-sm font-semibold text-ink-800";

export const estimateControls: EstimateControls = {
  /** The radio group's legend and options: the load sizes or the crews. */
  choose: ({ legend: text, name, options }, initial) => (
    <>
      <legend className={legend}>{text}</legend>
      {options.map((o) => (
        <label key={o.value} className={row}>
          <input type="radio" className="size-5 accent-brand-600" name={name} value={o.value} defaultChecked={initial[name] === o.value} />
          {o.label}
        </label>
      ))}
    </>
  ),
  /** A group of number fields, with its legend if it has one. */
  numbers: (group, initial) => (
    <>
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
