import { business } from "../content/business";
import { labels } from "../content/labels";

// Text pills rather than brand logos: lucide has no brand icons, and a name is clearer anyway.
export function SocialLinks({ footer = false }: { footer?: boolean }) {
  const links = business.social.filter((s) => !footer || s.inFooter);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Social media">
      {links.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
              footer ? "text-ink-100 ring-white/25 hover:bg-white hover:text-ink-900" : "text-ink-800 ring-ink-200 hover:bg-ink-900 hover:text-white"
            }`}
          >
            {s.network}
            <span className="sr-only">{labels.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
