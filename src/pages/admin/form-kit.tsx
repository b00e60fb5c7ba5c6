import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";

// The owner's plain forms, one look: a field's label, its control, its hint and its message when a
// post was refused, and the note above a form that saved nothing. Each form names its fields; the
// kit ties a field to its message for assistive technology (aria-invalid, aria-describedby).

/** A text, number, date or select control; a form adds its height (h-11) or padding (a textarea's py-2). */
export const control = "mt-1 block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base";
export const label = "text-sm font-medium text-ink-900";
export const hint = "mt-1 text-xs text-ink-700";
/** "Nothing was saved: …" above a refused form. */
export const refusedNote = "rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200";

/**
 * A form's fields and their messages. `idOf` is a field's control id (its message's is that and
 * "-error"); `wrap` breaks a message anywhere (one that quotes what the owner typed may be one long word).
 */
export function fieldKit<F extends string>(errors: Partial<Record<F, string>> | undefined, idOf: (field: F) => string, wrap = false) {
  const errorId = (field: F) => `${idOf(field)}-error`;
  return {
    /** aria attributes of a field: invalid and described by its message when refused, else by its hint when it has one. */
    described: (field: F, hintId?: string) => ({
      "aria-invalid": errors?.[field] ? true : undefined,
      "aria-describedby": errors?.[field] ? errorId(field) : hintId,
    }),
    /** The field's message, when the post was refused for it. */
    error: (field: F): ReactNode => {
      const message = errors?.[field];
      return message ? (
        <p id={errorId(field)} className={`mt-1 text-sm font-medium text-red-700${wrap ? " wrap-anywhere" : ""}`}>
          {message}
        </p>
      ) : null;
    },
  };
}

type TextareaProps = {
  id: string;
  name: string;
  label: string;
  rows: number;
  maxLength: number;
  defaultValue: string;
  /** The field's aria attributes (fieldKit's `described`), so a refused field says why. */
  described: ReturnType<ReturnType<typeof fieldKit>["described"]>;
  /** Its message when refused (fieldKit's `error`). */
  error: ReactNode;
  /** Words under it; their id is the field's and "-hint" (pass it to `described`). */
  hint?: ReactNode;
  className?: string;
};

/** A labelled textarea with its hint and its message. */
export function TextareaField({
  id,
  name,
  label: words,
  rows,
  maxLength,
  defaultValue,
  described,
  error,
  hint: help,
  className,
}: TextareaProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {words}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        {...described}
        className={`${control} py-2`}
      />
      {help ? (
        <p id={`${id}-hint`} className={hint}>
          {help}
        </p>
      ) : null}
      {error}
    </div>
  );
}

const summaryRow =
  "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden";

/** A part of a form folded away under its summary (open when a refused post needs it seen). */
export function Folded({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="mt-3 rounded-lg ring-1 ring-slate-300">
      <summary className={`${summaryRow} px-3`}>
        <span>{summary}</span>
        {/* Its own details only: these fold inside one another, so group-open would turn every chevron within. */}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform [details[open]>summary>&]:rotate-180" />
      </summary>
      <div className="px-3 pt-1 pb-3">{children}</div>
    </details>
  );
}
