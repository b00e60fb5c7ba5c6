import type { IconName } from "../content/types";
import { Icon } from "./Icon";

/** A point with an icon: a short line alone, or a title with a description under it. */
export type IconItem = { icon: IconName; title: string; description?: string };

type Look = { item: string; icon?: string; badge?: string; title?: string };

const looks = {
  /** Light bullets on the dark home hero, icon without a tile. */
  hero: { item: "flex items-center gap-2.5 font-medium text-ink-100", icon: "size-5 shrink-0 text-brand-200" },
  /** The trust card's bullets, each icon on a pale tile. */
  trust: {
    item: "flex items-center gap-3 font-semibold",
    icon: "size-5",
    badge: "flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
  },
  /** White cards with a red icon tile: benefits, why-choose columns, a city's services. */
  cards: {
    item: "rounded-2xl bg-white p-6 shadow-lg ring-1 ring-ink-100",
    badge: "flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white",
    title: "mt-4 text-xl font-extrabold",
  },
  /** Centered cards with a large round icon: the home page's four reasons to choose us. On a phone,
      where they stack, the icon sits beside the text instead of above it. */
  feature: {
    item: "grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-ink-100 sm:block sm:p-6 sm:text-center",
    icon: "size-6 sm:size-8",
    badge: "row-span-2 flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-md sm:mx-auto sm:size-16",
    title: "self-center text-lg font-extrabold sm:mt-5 sm:text-xl",
  },
} satisfies Record<string, Look>;

// A list of points, each led by an icon.
export function IconList({ items, look, className }: { items: IconItem[]; look: keyof typeof looks; className: string }) {
  const style: Look = looks[look];
  return (
    <ul className={className}>
      {items.map((item) => {
        const icon = <Icon name={item.icon} className={style.icon} />;
        return (
          <li key={item.title} className={style.item}>
            {style.badge ? <span className={style.badge}>{icon}</span> : icon}
            {item.description === undefined ? (
              item.title
            ) : (
              <>
                <h3 className={style.title}>{item.title}</h3>
                <p className="mt-2 text-ink-600">{item.description}</p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
