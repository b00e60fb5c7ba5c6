import type { Bar } from "./model";
import { axisTextColor } from "./palette";
import { countAxis, pct } from "./scale";
import { count } from "./text";

type Props = { id: string; alt: string; bars: Bar[]; colors: string[]; format?: (value: number) => string };

const labelHeight = 18;
const barHeight = 12;
const barGap = 3;
const rowGap = 12;
// The longest bar ends at 80% of the width, leaving room for a count like "12,345" after it.
const reach = 0.8;

// Horizontal bars: a name on its own line, then one bar per series with its count. The text keeps
// its size on any screen (no viewBox; bar lengths are percentages of the SVG's width), and long
// page names get the whole width instead of a cramped left column.
export function HBarChart({ id, alt, bars, colors, format = count }: Props) {
  const rowHeight = labelHeight + colors.length * (barHeight + barGap) + rowGap;
  const { top } = countAxis(Math.max(0, ...bars.flatMap((b) => b.values)));
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-alt`}
      width="100%"
      height={Math.max(0, bars.length * rowHeight - rowGap)}
      className="block overflow-visible"
    >
      <title id={`${id}-alt`}>{alt}</title>
      {bars.map((bar, row) => {
        const y = row * rowHeight;
        return (
          <g key={bar.key}>
            <text x="0" y={y + 13} fontSize="13" fill="#0f172a">
              {bar.label}
            </text>
            {bar.values.map((value, i) => {
              const barY = y + labelHeight + i * (barHeight + barGap);
              const share = (value / top) * reach;
              return (
                <g key={i}>
                  {value > 0 && <rect x="0" y={barY} width={pct(share)} height={barHeight} rx="2" fill={colors[i]} />}
                  <text x={pct(share)} dx={value > 0 ? 6 : 0} y={barY + barHeight - 1} fontSize="12" fill={axisTextColor}>
                    {format(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
