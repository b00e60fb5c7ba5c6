import { labels } from "../../../content/i18n/en/labels";
import { loadPricedServices, loadSizes } from "../../../lib/pricing/book";
import { Checkbox, Message, MoneyField, Section, WholeField, type Messages } from "./Fields";
import { fieldLabels, names, type PriceFormValues } from "./form-values";

// Section 1: junk removal by the load. One row per load size, its heading for the eye and each box
// labelled in full ("1/4 truck, low") for a screen reader.
export function LoadsSection({ values, messages }: { values: PriceFormValues; messages: Messages }) {
  return (
    <Section
      id="loads"
      title="Junk removal by the load"
      intro="What a load costs by how much of the truck it fills, from the lowest to the highest price you would charge."
    >
      <WholeField
        name={names.truckCubicYards}
        label={fieldLabels.truckCubicYards}
        value={values.truckCubicYards}
        messages={messages}
        unit="cubic yards"
        hint="The price table says it: “a 15-cubic-yard truck”."
      />
      <div>
        <div
          aria-hidden="true"
          className="grid grid-cols-[minmax(0,6.5rem)_1fr_1fr] gap-x-2 text-sm font-medium text-ink-700 sm:grid-cols-[10rem_10rem_10rem]"
        >
          <span>Load</span>
          <span>Low</span>
          <span>High</span>
        </div>
        <ul className="mt-1 divide-y divide-slate-200">
          {loadSizes.map((size) => {
            const low = names.load(size, "low");
            const high = names.load(size, "high");
            return (
              // The group inside the <li>: a list item may not take the group role itself.
              <li key={size} className="py-2">
                <div role="group" aria-labelledby={`load-${size}-heading`}>
                  <div className="grid grid-cols-[minmax(0,6.5rem)_1fr_1fr] items-center gap-x-2 sm:grid-cols-[10rem_10rem_10rem]">
                    <span id={`load-${size}-heading`} className="text-sm font-semibold text-ink-900">
                      {labels.loadSizes[size]}
                    </span>
                    {(["low", "high"] as const).map((end) => (
                      <MoneyField
                        key={end}
                        name={names.load(size, end)}
                        label={fieldLabels.load(size, end)}
                        value={values.loads[size][end]}
                        messages={messages}
                        hiddenLabel
                        showMessage={false}
                      />
                    ))}
                  </div>
                  <Message name={low} messages={messages} />
                  <Message name={high} messages={messages} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Priced by the load</legend>
        <p className="text-sm text-ink-700">Untick a service to quote it only after a call.</p>
        <div className="mt-1">
          {loadPricedServices.map((service) => (
            <Checkbox
              key={service}
              name={names.loadPricing(service)}
              label={fieldLabels.loadPricing[service]}
              checked={values.loadPricing[service]}
            />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
