import type { ReactNode } from "react";

// Labelled controls for the quote form: label above, the message under the field, wired with
// aria-invalid/aria-describedby so assistive technology reads the message with the field.

export const controlClass =
  "block min-h-12 w-full rounded-lg border bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** The first field with a message on the server's answer to a post without JavaScript: it has the focus. */
  autoFocus?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export type ControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  autoFocus?: boolean;
  className: string;
};

export function Field({ id, label, error, autoFocus, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? errorId : undefined,
    ...(autoFocus ? { autoFocus } : {}),
    className: `${controlClass} ${error ? "border-red-700" : "border-slate-300"}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children(control)}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = {
  control: ControlProps;
  name: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A native select whose arrow is replaced, so the control matches the text inputs on every platform. */
export function Select({ control, name, required, value, onChange, children }: SelectProps) {
  return (
    <div className="relative">
      <select
        {...control}
        className={`${control.className} appearance-none pr-12`}
        name={name}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      <SelectChevron />
    </div>
  );
}

function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute right-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
    >
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
