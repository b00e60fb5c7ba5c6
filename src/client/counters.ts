import type { Stat } from "../content/types";
import { COUNT_UP_MEDIA, COUNT_UP_MS, counterAt } from "../lib/counter-text";

const STEP_MS = 16;

/** Counts the hero's numbers up from their start values once they are first seen, once. */
export function startCounters(island: HTMLElement) {
  const list = island.querySelector<HTMLElement>("[data-counters]");
  if (!list) return;
  const stats = (JSON.parse(island.dataset.props ?? "{}") as { stats?: Stat[] }).stats ?? [];
  const runs = [...list.querySelectorAll<HTMLElement>(".counter-run")];
  // Without the media query's support, with reduced motion, or once app.css has fallen back to the
  // targets (the script took longer than its 5 s), the targets stay: counting would go down.
  const fellBack = runs[0] !== undefined && getComputedStyle(runs[0]).opacity === "0";
  if (!matchMedia(COUNT_UP_MEDIA).matches || fellBack || runs.length !== stats.length) {
    list.dataset.counters = "static";
    return;
  }
  const paint = (progress: number) => runs.forEach((run, i) => (run.textContent = counterAt(stats[i]!, progress)));
  // In the same task as the check above: the CSS fallback cannot fire in between.
  list.dataset.counters = "ready";
  paint(0);
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    list.dataset.counters = "running";
    const started = Date.now();
    const timer = setInterval(() => {
      const progress = Math.min(1, (Date.now() - started) / COUNT_UP_MS);
      paint(progress);
      if (progress === 1) {
        clearInterval(timer);
        list.dataset.counters = "done";
      }
    }, STEP_MS);
  });
  observer.observe(list);
}
