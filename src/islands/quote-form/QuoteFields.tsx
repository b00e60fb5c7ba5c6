import type { ReactNode } from "react";
import type { QuoteFormValues } from "../../lib/quote-form-state";
import { quoteFieldOrder, quoteLimits, type QuoteField } from "../../lib/quote-fields";
import { serviceTypeValues } from "../../lib/service-types";
import { Field, Select } from "./fields";
import { PhotoField } from "./PhotoField";
import type { Photos } from "./use-photos";
import type { QuoteFormWords } from "./words";

type TextField = Exclude<QuoteField, "photos" | "estimate">;
type Props = {
  idPrefix: string;
  words: QuoteFormWords;
  values: QuoteFormValues;
  errors: Partial<Record<QuoteField, string>>;
  onChange: (field: TextField, value: string) => void;
  /** The preferred day's first and last choice ("YYYY-MM-DD", Houston's today and 30 days on). */
  dateBounds: { min: string; max: string };
  enhanced: boolean;
  photos: Photos;
  onPhotosChange: () => void;
  /** "How much is going?", after the project details (absent without a price book); autoFocus as the other fields'. */
  estimateSection?: ((autoFocus: boolean) => ReactNode) | undefined;
};

const textFields = [
  { name: "firstName", type: "text", autoComplete: "given-name", max: quoteLimits.name },
  { name: "lastName", type: "text", autoComplete: "family-name", max: quoteLimits.name },
  { name: "phone", type: "tel", autoComplete: "tel", max: quoteLimits.phone },
  { name: "email", type: "email", autoComplete: "email", max: quoteLimits.email },
] as const;

// The visible fields. `required` tells assistive technology; the form is checked by the island or, without JavaScript, by the server.
export function QuoteFields({
  idPrefix,
  words,
  values,
  errors,
  onChange,
  dateBounds,
  enhanced,
  photos,
  onPhotosChange,
  estimateSection,
}: Props) {
  const label = words.fields;
  const id = (field: QuoteField) => `${idPrefix}-${field}`;
  // The server's page after a post without JavaScript opens with the focus on the first message,
  // as the island moves it there after its own check.
  const firstInvalid = enhanced ? undefined : quoteFieldOrder.find((f) => errors[f]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {textFields.map((f) => (
        <Field key={f.name} id={id(f.name)} label={label[f.name]} error={errors[f.name]} autoFocus={firstInvalid === f.name}>
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
      <Field id={id("serviceType")} label={label.serviceType} error={errors.serviceType} autoFocus={firstInvalid === "serviceType"}>
        {(control) => (
          <Select
            control={control}
            name="serviceType"
            required
            value={values.serviceType}
            onChange={(value) => onChange("serviceType", value)}
          >
            <option value="" disabled>
              {words.servicePlaceholder}
            </option>
            {serviceTypeValues.map((value) => (
              <option key={value} value={value}>
                {words.serviceOptions[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id("cityZip")} label={label.cityZip} error={errors.cityZip} autoFocus={firstInvalid === "cityZip"}>
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
      <Field
        id={id("description")}
        label={label.description}
        error={errors.description}
        autoFocus={firstInvalid === "description"}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} resize-y`}
            name="description"
            rows={4}
            required
            maxLength={quoteLimits.description}
            placeholder={words.descriptionPlaceholder}
            value={values.description}
            onChange={(e) => onChange("description", e.target.value)}
          />
        )}
      </Field>
      {estimateSection?.(firstInvalid === "estimate")}
      <PhotoField
        id={id("photos")}
        label={label.photos}
        words={words.photos}
        error={errors.photos}
        enhanced={enhanced}
        photos={photos}
        onChange={onPhotosChange}
      />
      <Field id={id("preferredDate")} label={label.preferredDate} error={errors.preferredDate} autoFocus={firstInvalid === "preferredDate"}>
        {(control) => (
          <input
            {...control}
            name="preferredDate"
            type="date"
            min={dateBounds.min}
            max={dateBounds.max}
            value={values.preferredDate}
            onChange={(e) => onChange("preferredDate", e.target.value)}
          />
        )}
      </Field>
      <Field
        id={id("preferredWindow")}
        label={label.preferredWindow}
        error={errors.preferredWindow}
        autoFocus={firstInvalid === "preferredWindow"}
      >
        {(control) => (
          <Select
            control={control}
            name="preferredWindow"
            value={values.preferredWindow}
            onChange={(value) => onChange("preferredWindow", value)}
          >
            {words.windowOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
