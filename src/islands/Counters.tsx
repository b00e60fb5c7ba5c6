import type { Stat } from "../content/types";
import { counterAt, counterText } from "../lib/counter-text";

// Hero counters, no flash: the targets are the text (crawlers, screen readers, no JS) and size the
// box; an overlay paints the start value from the first paint (app.css) and only counts up. This
// is the server's markup; the counting is a few lines of plain script (client/counters.ts), so the
// hero, in view at load, wakes no React and costs its page no main-thread time.
// data-counters: waiting (server HTML, before the script); static (the targets, no animation);
// ready (start value painted, waiting to be seen); running; done.
export default function Counters({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-6" data-counters="waiting">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex min-w-0 flex-col rounded-xl bg-white/10 px-1 py-4 text-center ring-1 ring-white/15 sm:px-4"
          data-counter-tile=""
        >
          <dt className="order-2 mt-1 text-xs font-semibold text-ink-200 sm:text-sm">{stat.label}</dt>
          <dd
            className="relative text-xl font-extrabold tracking-tight tabular-nums text-white min-[360px]:text-2xl min-[440px]:text-3xl sm:text-4xl"
            data-counter={counterText(stat, stat.value)}
          >
            <span className="counter-target">{counterText(stat, stat.value)}</span>
            <span className="counter-run" aria-hidden="true" data-from={counterAt(stat, 0)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
