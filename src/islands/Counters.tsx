import { useEffect, useRef, useState } from "react";
import type { Stat } from "../content/types";

const DURATION_MS = 2000;
const STEP_MS = 16;
// The media query under which app.css paints the start value before hydration (see .counter-run).
const ANIMATED = "(scripting: enabled) and (prefers-reduced-motion: no-preference)";

// waiting: server HTML, not hydrated yet; static: the targets, no animation; ready: start value
// painted, waiting to be seen; running: counting up; done: at the targets.
type Phase = "waiting" | "static" | "ready" | "running" | "done";

const format = (stat: Stat, value: number) => `${value.toFixed(stat.decimals ?? 0)}${stat.suffix ?? ""}`;
// Padded on the left with figure spaces (as wide as a tabular digit) to the target's length: the
// count grows like an odometer, and its text never moves, which Chrome would count as layout shift.
const at = (stat: Stat, progress: number) => {
  const value = progress === 1 ? stat.value : stat.value * progress;
  return format(stat, stat.decimals ? value : Math.floor(value)).padStart(format(stat, stat.value).length, "\u2007");
};

// Hero counters, no flash: the targets are the text (crawlers, screen readers, no JS) and size the box; an overlay paints the start value from the first paint (app.css) and only counts up.
export default function Counters({ stats }: { stats: Stat[] }) {
  const root = useRef<HTMLDListElement>(null);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const run = el.querySelector(".counter-run");
    // Without the media query's support, with reduced motion, or once app.css has fallen back to
    // the targets (scripts took longer than its 5 s), the targets stay: counting would go down.
    const fellBack = run !== null && getComputedStyle(run).opacity === "0";
    const next: Phase = window.matchMedia(ANIMATED).matches && !fellBack ? "ready" : "static";
    el.dataset.counters = next; // now, in the same task as the check: the fallback cannot fire in between
    setPhase(next);
    if (next === "static") return;
    setProgress(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setPhase("running");
      const started = Date.now();
      timer = setInterval(() => {
        const p = Math.min(1, (Date.now() - started) / DURATION_MS);
        setProgress(p);
        if (p === 1) {
          clearInterval(timer);
          setPhase("done");
        }
      }, STEP_MS);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={root} className="grid grid-cols-3 gap-3 sm:gap-6" data-counters={phase}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col rounded-xl bg-white/10 px-1 py-4 text-center ring-1 ring-white/15 sm:px-4" data-counter-tile="">
          <dt className="order-2 mt-1 text-xs font-semibold text-ink-200 sm:text-sm">{stat.label}</dt>
          <dd className="relative text-xl font-extrabold tracking-tight tabular-nums text-white min-[360px]:text-2xl min-[440px]:text-3xl sm:text-4xl" data-counter={format(stat, stat.value)}>
            <span className="counter-target">{format(stat, stat.value)}</span>
            <span className="counter-run" aria-hidden="true" data-from={at(stat, 0)}>
              {progress === null ? null : at(stat, progress)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
