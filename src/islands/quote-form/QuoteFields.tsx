import type { QuoteFormValues } from "../../lib/quote-form-state";
import { quoteLimits, type QuoteField } from "../../lib/quote-fields";
import { serviceTypeOptions } from "../../lib/service-types";
import { Field, SelectChevron } from "./fields";

type Props = {
  idPrefix: string;
  values: QuoteFormValues;
  errors: Partial<Record<QuoteField, string>>;
  onChange: (field: QuoteField, value: string) => void;
};

const textFields = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name", max: quoteLimits.name },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name", max: quoteLimits.name },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", max: quoteLimits.phone },
  { name: "email", label: "Email", type: "email", autoComplete: "email", max: quoteLimits.email },
] as const;

// The visible fields. `required` and the length limits also guard the form when JavaScript is off.
export function QuoteFields({ idPrefix, values, errors, onChange }: Props) {
  const id = (field: QuoteField) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {textFields.map((f) => (
        <Field key={f.name} id={id(f.name)} label={f.label} error={errors[f.name]}>
          {(control) => (
            <input
              {...control}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              maxLength={f.max}
              required
              value={values[f.name]}
              onChange={(e) => onChange(f.name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <Field id={id("serviceType")} label="Service Type" error={errors.serviceType}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              className={`${control.className} appearance-none pr-12`}
              name="serviceType"
              required
              value={values.serviceType}
              onChange={(e) => onChange("serviceType", e.target.value)}
            >
              <option value="" disabled>
                Select a service
              </option>
              {serviceTypeOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <SelectChevron />
          </div>
        )}
      </Field>
      <Field id={id("cityZip")} label="City or ZIP (optional)" error={errors.cityZip}>
        {(control) => (
          <input
            {...control}
            name="cityZip"
            type="text"
            autoComplete="postal-code"
            maxLength={quoteLimits.cityZip}
            value={values.cityZip}
            onChange={(e) => onChange("cityZip", e.target.value)}
          />
        )}
      </Field>
      <Field id={id("description")} label="Project Details" error={errors.description} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} resize-y`}
            name="description"
            rows={4}
            required
            maxLength={quoteLimits.description}
            placeholder="What needs to go, or what are we moving? Stairs, access, timing..."
            value={values.description}
            onChange={(e) => onChange("description", e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
