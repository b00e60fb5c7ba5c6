/** @jsxRuntime classic */
/** @jsx h */
import type * as React from "react";
import { loadFill, type LoadSize } from "../../../lib/pricing/book";
import { estimateRange, type EstimatePicks } from "../../../lib/pricing/estimate";
import { gatherPicks } from "../../../lib/estimate-fields";
import { formatRange } from "../../../lib/pricing/money";
import { breakdownText, withBreakdown } from "./breakdown";
import { estimateFieldsOf } from "./form-picks";
import { fillIn, withNote, type EstimatePart, type EstimateRange, type EstimateView, type EstimateWords } from "./view";

// The chunk fetched when a visitor opens "How much is going?" (lazy-picker.ts): the truck picker,
// which takes the plain load radios' place, and the live range's arithmetic (lib/pricing/estimate.ts,
// the same the server prices the request with). It shares no module with the form's own code, so
// the code the form wakes with does not grow by a chunk shared with this one: names and words come
// as props, and React's createElement from the island (withReact), which the JSX here calls (the
// classic runtime's `h`, named in this file's pragma above).

let react: typeof React.createElement;
/** The JSX factory: the island's own React. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the JSX below calls it (the pragma at the top)
function h(...args: Parameters<typeof React.createElement>) {
  return react(...args);
}
// How TypeScript finds the JSX types of a classic factory: a namespace of the factory's name.
/* eslint-disable @typescript-eslint/no-namespace */
declare namespace h {
  namespace JSX {
    type Element = React.JSX.Element;
    type ElementClass = React.JSX.ElementClass;
    type ElementAttributesProperty = React.JSX.ElementAttributesProperty;
    type ElementChildrenAttribute = React.JSX.ElementChildrenAttribute;
    type LibraryManagedAttributes<C, P> = React.JSX.LibraryManagedAttributes<C, P>;
    type IntrinsicAttributes = React.JSX.IntrinsicAttributes;
    type IntrinsicClassAttributes<T> = React.JSX.IntrinsicClassAttributes<T>;
    type IntrinsicElements = React.JSX.IntrinsicElements;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

/**
 * The range the picks come to, or what to pick to see one. `today`: Houston's (the preferred day's
 * first choice); a request for today adds the same-day fee, as the server counts it.
 */
export function rangeOf(
  view: EstimateView,
  words: EstimateWords,
  locale: string,
  { serviceType, preferredDate }: { serviceType: string; preferredDate: string },
  fields: Record<string, string>,
  today: string,
): EstimateRange {
  const kind = view.kinds[serviceType as keyof EstimateView["kinds"]];
  if (!kind) return { text: words.chooseService };
  const picks = (gatherPicks(fields) ?? {}) as EstimatePicks;
  const sameDay = preferredDate !== "" && preferredDate === today;
  const range = estimateRange(view.book, serviceType, picks, { sameDay });
  if (!range) return { text: kind === "moving" ? words.pickCrew : words.pickLoad };
  const amounts = formatRange(range, locale);
  const sizeName = (size: string) => view.loads.find((l) => l.value === size)?.size ?? size;
  const breakdown = breakdownText({ book: view.book, serviceType, picks, sameDay }, words, sizeName, locale);
  return {
    amounts,
    // The amounts stressed, and the note as it follows them.
    text: withNote("", view.note),
    sentence: fillIn(words.yours, { estimate: withNote(withBreakdown(amounts, breakdown), view.note) }),
    ...(breakdown ? { breakdown } : {}),
  };
}

// The picture's geometry (SVG user units): the cargo box's inside, which the load fills from the cab back.
const box = { x: 20, y: 22, width: 232, height: 92 };

/** A side view of the truck whose cargo box fills to the load picked. Decorative: the radios say it all. */
function Truck({ fill }: { fill: number }) {
  const front = box.x + box.width;
  return (
    <svg viewBox="0 0 370 160" aria-hidden="true" className="mx-auto h-auto w-full max-w-sm">
      <ellipse cx="185" cy="148" rx="170" ry="6" className="fill-slate-200" />
      {/* Cargo box */}
      <rect x="12" y="14" width="248" height="108" rx="10" className="fill-white stroke-slate-300" strokeWidth="3" />
      {/* The load: grows from the front wall (by the cab) towards the doors. */}
      <g
        className="transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `scaleX(${fill})`, transformOrigin: `${front}px 0` }}
      >
        <rect x={box.x} y={box.y} width={box.width} height={box.height} rx="5" className="fill-brand-600" />
        <rect x={box.x} y={box.y} width={box.width} height="14" rx="5" className="fill-brand-700" />
      </g>
      {/* Eighths of the box, so the fill reads as a share of the truck. */}
      {[1, 2, 3, 4, 5, 6, 7].map((i) => (
        <line
          key={i}
          x1={box.x + (box.width * i) / 8}
          x2={box.x + (box.width * i) / 8}
          y1={box.y}
          y2={box.y + box.height}
          className={i % 2 ? "stroke-slate-300/70" : "stroke-slate-400/80"}
          strokeWidth="1.5"
          strokeDasharray="4 5"
        />
      ))}
      {/* Cab */}
      <path d="M266 48h52c6 0 10 2 13 6l22 28c2 3 3 6 3 9v31h-90z" className="fill-ink-800" />
      <path d="M276 58h38c3 0 5 1 7 3l16 21h-61z" className="fill-sky-100" />
      <rect x="340" y="98" width="16" height="8" rx="2" className="fill-amber-300" />
      {/* Chassis and wheels */}
      <rect x="8" y="120" width="352" height="10" rx="4" className="fill-ink-900" />
      {[66, 112, 306].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="132" r="17" className="fill-ink-900" />
          <circle cx={cx} cy="132" r="7" className="fill-slate-300" />
        </g>
      ))}
    </svg>
  );
}

/**
 * The range as the visitor picks, in a polite live region (mounted with the picker, before any
 * range, so each change is announced): "$180–$240, final price confirmed on site before we start",
 * or what to pick to see one; under a load's amounts, what they add up from.
 */
function Range({ label, range: { amounts, text, breakdown } }: { label: string; range: EstimateRange }) {
  return (
    <div className="grid gap-1">
      {amounts ? <p className="text-xs font-bold tracking-wider text-ink-600 uppercase">{label}</p> : null}
      <p
        aria-live="polite"
        className={amounts ? "rounded-lg bg-white p-4 text-ink-800 shadow-sm ring-1 ring-brand-200" : "text-sm text-slate-600"}
      >
        {amounts ? <strong className="text-2xl font-extrabold text-ink-900">{amounts}</strong> : null}
        {text}
      </p>
      {/* Not in the live region: the range is said at each pick, its parts can be read when wanted. */}
      {breakdown ? <p className="text-sm text-ink-700">{breakdown}</p> : null}
    </div>
  );
}

type PickerProps = {
  view: EstimateView;
  /** The plain load radios': their name (estimateLoad), legend, and options, the first of which picks no load at all. */
  choose: EstimatePart["choose"];
  /** The load radio's value as the form has it ("" when none is checked). */
  load: string;
};

const optionClass =
  "relative flex min-h-14 flex-col justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink-800 shadow-sm transition-colors " +
  "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 " +
  "has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2";

/**
 * The load as a radio group around the truck's picture: each option a real radio (name
 * estimateLoad, as the plain form's), laid over its whole tile so a tap anywhere on it picks it,
 * arrow keys move along the group, and a screen reader reads "1/4 truck, $150 to $250".
 */
function TruckPicker({
  view,
  choose: {
    name,
    legend,
    options: [none],
  },
  load,
}: PickerProps) {
  const picked = view.loads?.find((o) => o.value === load);
  const fill = picked ? loadFill[picked.value as LoadSize] : 0;
  const options = [{ value: none!.value, size: none!.label, range: "", name: none!.label }, ...(view.loads ?? [])];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="rounded-xl bg-white px-3 pt-3 pb-2 ring-1 ring-slate-200">
        <Truck fill={fill} />
        <p className="mt-1 min-h-6 text-center text-sm font-semibold text-ink-800" aria-hidden="true">
          {picked ? `${picked.size} · ${picked.range}` : "\u00a0"}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              aria-label={option.name}
              checked={load === option.value}
              // The section's own change handler reads the picks from the form (QuoteForm.tsx).
              onChange={() => undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="text-sm font-bold">{option.size}</span>
            {option.range ? <span className="text-sm text-ink-700">{option.range}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chunk's parts, drawn with the island's React. */
export function withReact(createElement: typeof React.createElement) {
  react = createElement;
  return { TruckPicker, Range, rangeOf, fieldsOf: estimateFieldsOf };
}
