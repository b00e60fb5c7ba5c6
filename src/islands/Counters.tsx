import { useEffect, useRef, useState } from "react";
import type { Stat } from "../content/types";

const DURATION_MS = 2000;
const STEP_MS = 16;

const format = (stat: Stat, value: number) => `${value.toFixed(stat.decimals ?? 0)}${stat.suffix ?? ""}`;

// Hero counters: the server renders the final numbers (right without JavaScript and for crawlers);
// once hydrated they count up from zero the first time they are visible, in 16 ms steps over 2 s.
export default function Counters({ stats }: { stats: Stat[] }) {
  const root = useRef<HTMLDListElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const el = root.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setProgress(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const started = Date.now();
      timer = setInterval(() => {
        const p = Math.min(1, (Date.now() - started) / DURATION_MS);
        setProgress(p);
        if (p === 1) clearInterval(timer);
      }, STEP_MS);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={root} className="grid grid-cols-3 gap-3 sm:gap-6" data-counters={progress === 1 ? "done" : "running"}>
      {stats.map((stat) => {
        const value = progress === 1 ? stat.value : stat.value * progress;
        return (
          <div key={stat.label} className="rounded-xl bg-white/10 px-2 py-4 text-center ring-1 ring-white/15 sm:px-4">
            <dt className="order-2 mt-1 text-xs font-semibold text-ink-200 sm:text-sm">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tabular-nums text-white sm:text-4xl" data-counter={format(stat, stat.value)}>
              {format(stat, stat.decimals ? value : Math.floor(value))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
