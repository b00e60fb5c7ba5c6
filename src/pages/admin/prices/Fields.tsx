import type { ReactNode } from "react";
import { idOf } from "./form-values";

// The Prices screen's fields: each with a label (visible, or for a screen reader only where a row
// heading says it for the eye), its message under it when refused, and tied to that message.

/** Field name → the message to show by it. */
export type Messages = ReadonlyMap<string, string>;

export const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const control =
  "block h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-ink-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700";
const labelText = "block text-sm font-medium text-ink-900";

type FieldProps = {
  name: string;
  label: string;
  value: string;
  messages: Messages;
  /** The label for a screen reader only: a row heading says it for the eye. */
  hiddenLabel?: boolean;
  hint?: string;
};

const errorId = (name: string) => `${idOf(name)}-error`;
const hintId = (name: string) => `${idOf(name)}-hint`;

function describedBy(name: string, messages: Messages, hint?: string) {
  return [hint && hintId(name), messages.has(name) && errorId(name)].filter(Boolean).join(" ") || undefined;
}

function Label({ name, label, hidden }: { name: string; label: string; hidden?: boolean }) {
  return (
    <label htmlFor={idOf(name)} className={hidden ? "sr-only" : labelText}>
      {label}
    </label>
  );
}

export function Message({ name, messages }: { name: string; messages: Messages }) {
  const message = messages.get(name);
  return message ? (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={hintId(name)} className="mt-0.5 text-sm text-ink-700">
      {hint}
    </p>
  ) : null;
}

/** Dollars and cents: a "$" before the box, the phone's number pad with a decimal point. */
export function MoneyField({
  name,
  label,
  value,
  messages,
  hiddenLabel,
  hint,
  showMessage = true,
}: FieldProps & { showMessage?: boolean }) {
  const invalid = messages.has(name);
  return (
    <div className="min-w-0">
      <Label name={name} label={label} hidden={hiddenLabel} />
      <Hint name={name} hint={hint} />
      <div className={`relative ${hiddenLabel ? "" : "mt-1"}`}>
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-700">
          $
        </span>
        <input
          id={idOf(name)}
          name={name}
          defaultValue={value}
          inputMode="decimal"
          autoComplete="off"
          maxLength={14}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(name, messages, hint)}
          className={`${control} border-slate-400 pl-7 tabular-nums`}
        />
      </div>
      {showMessage && <Message name={name} messages={messages} />}
    </div>
  );
}

/** A whole number (cubic yards, hours): the number pad, no decimal point. */
export function WholeField({ name, label, value, messages, hint, unit }: FieldProps & { unit: string }) {
  return (
    <div className="min-w-0">
      <Label name={name} label={label} />
      <Hint name={name} hint={hint} />
      <div className="mt-1 flex items-center gap-2">
        <input
          id={idOf(name)}
          name={name}
          defaultValue={value}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          aria-invalid={messages.has(name) || undefined}
          aria-describedby={describedBy(name, messages, hint)}
          className={`${control} max-w-28 border-slate-400 tabular-nums`}
        />
        <span className="text-sm text-ink-700">{unit}</span>
      </div>
      <Message name={name} messages={messages} />
    </div>
  );
}

export function TextField({ name, label, value, messages, hint, maxLength, lang }: FieldProps & { maxLength: number; lang?: string }) {
  return (
    <div className="min-w-0">
      <Label name={name} label={label} />
      <Hint name={name} hint={hint} />
      <input
        id={idOf(name)}
        name={name}
        defaultValue={value}
        lang={lang}
        autoComplete="off"
        maxLength={maxLength}
        aria-invalid={messages.has(name) || undefined}
        aria-describedby={describedBy(name, messages, hint)}
        className={`${control} mt-1 border-slate-400`}
      />
      <Message name={name} messages={messages} />
    </div>
  );
}

export function TextArea({ name, label, value, messages, hint, maxLength, lang }: FieldProps & { maxLength: number; lang?: string }) {
  return (
    <div className="min-w-0">
      <Label name={name} label={label} />
      <Hint name={name} hint={hint} />
      <textarea
        id={idOf(name)}
        name={name}
        defaultValue={value}
        lang={lang}
        rows={2}
        maxLength={maxLength}
        aria-invalid={messages.has(name) || undefined}
        aria-describedby={describedBy(name, messages, hint)}
        className={`${control} mt-1 h-auto border-slate-400 py-2`}
      />
      <Message name={name} messages={messages} />
    </div>
  );
}

export function Checkbox({ name, label, checked, hint }: { name: string; label: ReactNode; checked: boolean; hint?: string }) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 text-base text-ink-900">
        <input
          type="checkbox"
          id={idOf(name)}
          name={name}
          value="yes"
          defaultChecked={checked}
          aria-describedby={hint ? hintId(name) : undefined}
          className="size-5 shrink-0 accent-ink-900"
        />
        <span>{label}</span>
      </label>
      <Hint name={name} hint={hint} />
    </div>
  );
}

/** A section of the form: a card with its heading, which names the section for a screen reader. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`mt-5 ${card}`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-ink-700">{intro}</div>}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
