import type { IconName } from "../content/types";
import { Icon } from "./Icon";

export type IconCard = { icon: IconName; title: string; description: string };

// A grid of white cards, each with a red icon tile, a title and a line of text.
export function IconCards({ items, columns }: { items: IconCard[]; columns: string }) {
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-ink-100">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl font-extrabold">{item.title}</h3>
          <p className="mt-2 text-ink-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
