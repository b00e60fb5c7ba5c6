import type { ReactNode } from "react";

const base = "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-bold transition-colors";

// One place for call-to-action looks, so every page's buttons agree.
const variants = {
  /** Red: the main call to action on light and dark backgrounds. */
  primary: "bg-brand-600 text-white shadow-lg shadow-brand-900/20 hover:bg-brand-700",
  /** White on red bands and heroes. */
  light: "bg-white text-brand-700 shadow-lg hover:bg-brand-50",
  /** Outline on dark or red backgrounds. */
  outlineLight: "border-2 border-white text-white hover:bg-white hover:text-ink-900",
  /** Outline on white backgrounds. */
  outlineDark: "border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export function ButtonLink({
  href,
  variant = "primary",
  className = "",
  newTab = false,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  /** Another site's page: opens in a new tab; the caller says so to screen readers in the text. */
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={`${base} ${variants[variant]} ${className}`}
    >
      {children}
    </a>
  );
}
