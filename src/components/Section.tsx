import type { ReactNode } from "react";

const tones = {
  white: "bg-white",
  muted: "bg-ink-50",
  dark: "bg-ink-900 text-white",
} as const;

// Every page section shares this rhythm: the same vertical spacing and content width.
export function Section({
  id,
  tone = "white",
  labelledBy,
  children,
}: {
  id?: string;
  tone?: keyof typeof tones;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} scroll-mt-20 py-12 sm:py-20 lg:py-24`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  text,
  dark = false,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  dark?: boolean;
}) {
  return (
    <div className="mx-auto mb-8 max-w-3xl text-center sm:mb-12">
      {eyebrow && <p className={`text-sm font-bold uppercase tracking-widest ${dark ? "text-brand-200" : "text-brand-700"}`}>{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      {text && <p className={`mt-4 text-lg text-pretty ${dark ? "text-ink-200" : "text-ink-600"}`}>{text}</p>}
    </div>
  );
}
