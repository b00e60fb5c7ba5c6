import type { ReactNode } from "react";
import type { ButtonVariant } from "./Button";
import { HeroActions } from "./HeroActions";
import { TrustCard } from "./TrustCard";

const tones = {
  dark: "bg-ink-900",
  red: "bg-brand-700 bg-linear-to-br from-brand-600 to-brand-800",
} as const;

/** Every hero's frame: the dark (glowing) or red band and its centred grid; `grid` adds the columns and padding. */
export function HeroShell({ tone, grid, children }: { tone: keyof typeof tones; grid: string; children: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className={`relative overflow-hidden text-white ${tones[tone]}`}>
      {tone === "dark" && <div className="hero-glow pointer-events-none absolute inset-0" aria-hidden="true" />}
      <div className={`relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:px-8 ${grid}`}>{children}</div>
    </section>
  );
}

// The service (dark) and city (red) hero: a line above the h1, the h1, one paragraph, the quote and
// call buttons, and the trust card beside them.
export function PageHero(props: {
  tone: keyof typeof tones;
  above: ReactNode;
  heading: string;
  text: string;
  quoteLabel: string;
  quoteVariant?: ButtonVariant;
  /** A line under the buttons (the service page's link down to its prices). */
  below?: ReactNode;
}) {
  return (
    <HeroShell tone={props.tone} grid="py-16 sm:py-20 lg:grid-cols-5 lg:py-24">
      <div className="lg:col-span-3">
        {props.above}
        <h1 id="hero-heading" className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {props.heading}
        </h1>
        <p className={`mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl ${props.tone === "dark" ? "text-ink-200" : ""}`}>{props.text}</p>
        <HeroActions quoteLabel={props.quoteLabel} quoteVariant={props.quoteVariant} />
        {props.below}
      </div>
      <div className="lg:col-span-2">
        <TrustCard />
      </div>
    </HeroShell>
  );
}
