import CircleCheck from "lucide-react/icons/circle-check";

export type CheckItem = { title: string; text: string };

const looks = {
  /** Beside a photo: the service page's coverage. */
  plain: {
    list: "mt-8 space-y-5",
    item: "flex gap-4",
    icon: "mt-0.5 size-6 shrink-0 text-brand-600",
    title: "text-lg font-bold",
    text: "mt-1 text-ink-600",
  },
  /** White cards in three columns: the city page's why-choose points. */
  cards: {
    list: "grid gap-6 md:grid-cols-3",
    item: "flex gap-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-ink-100",
    icon: "size-7 shrink-0 text-brand-600",
    title: "text-xl font-extrabold",
    text: "mt-2 text-ink-600",
  },
} as const;

// Points with a red check, each a title and a line of text.
export function CheckList({ items, look }: { items: CheckItem[]; look: keyof typeof looks }) {
  const style = looks[look];
  return (
    <ul className={style.list}>
      {items.map((item) => (
        <li key={item.title} className={style.item}>
          <CircleCheck className={style.icon} aria-hidden="true" />
          <div>
            <h3 className={style.title}>{item.title}</h3>
            <p className={style.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
