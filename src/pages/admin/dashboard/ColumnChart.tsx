import type { ReactNode } from "react";
import { axisTextColor, gridColor } from "./palette";
import { pct } from "./scale";

export type Column = {
  label: string;
  /** Stacked from the bottom; a part's value in the axis' unit. */
  parts: { value: number; color: string }[];
  /** Written over the column (a total). */
  note?: string;
};
type Props = {
  id: string;
  alt: string;
  columns: Column[];
  axis: { top: number; ticks: number[]; format?: (tick: number) => string };
  /** A horizontal line across the plot (a promise to keep). */
  reference?: { value: number; label: string; color: string };
  height?: number;
  /** Label every this many columns, counted back from the last (by default from the column count: weeks). */
  labelEvery?: number;
};

const plotTop = 18;
const labelsBelow = 22;
// The axis' numbers sit left of this share of the width; the columns take the rest.
const plotLeft = 0.09;

const edgeAnchored = (x: number, barWidth: number) =>
  x + barWidth / 2 > 0.88
    ? { x: pct(x + barWidth), textAnchor: "end" as const }
    : x < plotLeft + 0.05
      ? { x: pct(x), textAnchor: "start" as const }
      : { x: pct(x + barWidth / 2), textAnchor: "middle" as const };

// Columns for weeks, with fixed-size text: no viewBox, positions across as percentages of the
// SVG's width, heights in pixels. overflow-visible lets an edge label reach into the card's padding.
export function ColumnChart({ id, alt, columns, axis, reference, height = 200, labelEvery }: Props) {
  const plotHeight = height - plotTop - labelsBelow;
  const yOf = (value: number) => plotTop + plotHeight * (1 - Math.min(value, axis.top) / axis.top);
  const slot = (1 - plotLeft) / columns.length;
  const barWidth = slot * (columns.length > 20 ? 0.8 : 0.66);
  const every = labelEvery ?? (columns.length <= 6 ? 1 : columns.length <= 14 ? 2 : 8);
  const format = axis.format ?? String;
  return (
    <svg role="img" aria-labelledby={`${id}-alt`} width="100%" height={height} className="block overflow-visible">
      <title id={`${id}-alt`}>{alt}</title>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line x1={pct(plotLeft)} x2="100%" y1={yOf(tick)} y2={yOf(tick)} stroke={gridColor} />
          <text x={pct(plotLeft)} dx="-6" y={yOf(tick) + 4} fontSize="11" textAnchor="end" fill={axisTextColor}>
            {format(tick)}
          </text>
        </g>
      ))}
      {columns.map((column, i) => {
        const x = plotLeft + slot * i + (slot - barWidth) / 2;
        let base = 0;
        return (
          <g key={i}>
            {column.parts.map((part, j) => {
              if (part.value <= 0) return null;
              const bottom = yOf(base);
              // A pixel of white between stacked parts keeps neighbouring colours apart.
              const gap = base > 0 ? 1 : 0;
              base += part.value;
              const top = yOf(base);
              return <rect key={j} x={pct(x)} width={pct(barWidth)} y={top} height={Math.max(0, bottom - top - gap)} fill={part.color} />;
            })}
            {column.note && (
              // Near either edge the note ends (or starts) at its column, so it stays inside the card.
              <text {...edgeAnchored(x, barWidth)} y={yOf(base) - 4} fontSize="10" fill={axisTextColor}>
                {column.note}
              </text>
            )}
            {(columns.length - 1 - i) % every === 0 && !(columns.length > 14 && columns.length - 1 - i === every) && (
              // The label before the last is left out when the last ends at the edge: pulled left, it met its neighbour.
              // Under a column at the right edge, the label ends there rather than running past it.
              <text
                {...(i === columns.length - 1 && columns.length > 14
                  ? { x: pct(x + barWidth), textAnchor: "end" }
                  : { x: pct(x + barWidth / 2), textAnchor: "middle" })}
                y={height - 6}
                fontSize="11"
                fill={axisTextColor}
              >
                {column.label}
              </text>
            )}
          </g>
        );
      })}
      {reference && <ReferenceLine y={yOf(reference.value)} {...reference} />}
    </svg>
  );
}

function ReferenceLine({ y, label, color }: { y: number; label: ReactNode; color: string }) {
  return (
    <g>
      <line x1={pct(plotLeft)} x2="100%" y1={y} y2={y} stroke={color} strokeWidth="2" strokeDasharray="6 4" />
      <text x="100%" y={y - 5} fontSize="11" fontWeight="600" textAnchor="end" fill={color}>
        {label}
      </text>
    </g>
  );
}
