import type { Stat } from "../content/types";
import { COUNT_UP_MEDIA, COUNT_UP_MS, counterAt } from "../lib/counter-text";

// About 30 new values a second: to the eye still a smooth count, and half the frames of 60 a second,
// each of which the phone must lay out, paint and commit while the page is still settling.
const STEP_MS = 33;

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
  // Only the numbers that changed are written: a small count (10+ years) moves a few times in 2 s,
  // and a frame where nothing moved has nothing to lay out or paint.
  const shown: string[] = [];
  const paint = (progress: number) =>
    runs.forEach((run, i) => {
      const text = counterAt(stats[i]!, progress);
      if (shown[i] !== text) run.textContent = shown[i] = text;
    });
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
