import type { RichText as RichTextRuns } from "../../content/types";

// A paragraph of copy with inline links (e.g. to related services and the home city's page).
export function RichText({ runs, className }: { runs: RichTextRuns; className?: string }) {
  return (
    <p className={className}>
      {runs.map((run, i) =>
        run.href ? (
          <a key={i} href={run.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {run.text}
          </a>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </p>
  );
}
