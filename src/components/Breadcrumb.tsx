import { useCopy } from "./locale-context";

const crumb = "hover:text-white hover:underline";

/** A dark hero's trail: the home page, then `trail`, then the current page (not a link). */
export function Breadcrumb({ trail = [], current }: { trail?: Array<{ href: string; label: string }>; current: string }) {
  const { labels, ui, pages } = useCopy();
  const links = [{ href: pages.home.path, label: labels.service.breadcrumbHome }, ...trail];
  return (
    <nav aria-label={ui.nav.breadcrumbLabel} className="text-sm text-ink-200">
      <ol className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={crumb}>
              {link.label}
            </a>{" "}
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
