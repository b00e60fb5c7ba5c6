import type { ReactNode } from "react";

export type ListLink = { href: string; label: ReactNode };

// A list of links, one per item: footer columns, pill lists, the area grid and the header's menus.
// It lives with the islands because the header island renders it in the browser too (the server's
// sections import it from here), so it imports nothing server-only.
export function LinkList({
  links,
  id,
  className,
  linkClassName,
}: {
  links: ListLink[];
  id?: string;
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul id={id} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

const pills = {
  /** Outlined, on white: the city page's other areas. */
  outline: "inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50",
  /** White with a shadow, on grey: the 404 page's services. */
  raised:
    "inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-brand-700 shadow-sm ring-1 ring-ink-200 hover:bg-brand-50",
} as const;

/** A wrapping row of pill-shaped links. */
export function PillLinks({ links, look, centered = false }: { links: ListLink[]; look: keyof typeof pills; centered?: boolean }) {
  return <LinkList links={links} className={`mt-4 flex flex-wrap gap-2${centered ? " justify-center" : ""}`} linkClassName={pills[look]} />;
}
