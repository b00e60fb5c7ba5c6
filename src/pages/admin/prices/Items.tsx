import { Checkbox, MoneyField, Section, TextField, type Messages } from "./Fields";
import { isBlank, limits, names, type ItemRow } from "./form-values";

// Section 2: single items at a flat price. Each row carries its item's id, hidden, so a renamed item
// stays the same item; the empty rows at the end add new ones (no script needed).
export function ItemsSection({ items, messages }: { items: ItemRow[]; messages: Messages }) {
  return (
    <Section
      id="items"
      title="Single items"
      intro={`A flat price for one item, with an optional fee on top (a refrigerator's freon removal). Fill an empty row to add an item; at most ${limits.items}.`}
    >
      <ul className="grid gap-4">
        {items.map((row, index) => (
          <ItemFields key={index} row={row} index={index} messages={messages} />
        ))}
      </ul>
    </Section>
  );
}

function ItemFields({ row, index, messages }: { row: ItemRow; index: number; messages: Messages }) {
  const name = (part: keyof ItemRow) => names.item(index, part);
  const isNew = row.id === "";
  const title = row.en.trim() || "New item";
  const headingId = `item-${index}-heading`;
  const feeInError = (["fee", "feeEn", "feeEs"] as const).some((p) => messages.has(name(p)));
  return (
    // The group is the <li>'s one child: a list item may not take the group role itself (HTML's ARIA rules).
    <li>
      <div role="group" aria-labelledby={headingId} className="rounded-lg p-3 ring-1 ring-slate-300">
        <h3 id={headingId} className="break-words font-semibold text-ink-900">
          {isNew ? (row.en.trim() ? `New item: ${title}` : "New item") : title}
        </h3>
        <input type="hidden" name={name("id")} value={row.id} />
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
          <TextField name={name("en")} label="Name in English" value={row.en} messages={messages} maxLength={limits.itemName} />
          <TextField name={name("es")} label="Name in Spanish" value={row.es} messages={messages} maxLength={limits.itemName} lang="es" />
          <MoneyField name={name("price")} label="Price" value={row.price} messages={messages} />
        </div>
        {/* Open when the item has a fee (or a message about it): a closed one keeps the list short. */}
        <details open={row.fee.trim() !== "" || feeInError || undefined} className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-ink-800 underline underline-offset-2">
            Extra fee (optional)
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <MoneyField name={name("fee")} label="Fee" value={row.fee} messages={messages} />
            <TextField
              name={name("feeEn")}
              label="What it is for, in English"
              value={row.feeEn}
              messages={messages}
              maxLength={limits.feeName}
            />
            <TextField
              name={name("feeEs")}
              label="What it is for, in Spanish"
              value={row.feeEs}
              messages={messages}
              maxLength={limits.feeName}
              lang="es"
            />
          </div>
        </details>
        {!isBlank(row) && <Checkbox name={name("remove")} label={`Remove ${title}`} checked={row.remove} />}
      </div>
    </li>
  );
}
