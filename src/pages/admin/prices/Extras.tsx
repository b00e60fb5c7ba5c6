import { crews } from "../../../lib/pricing/book";
import { Checkbox, MoneyField, Section, TextArea, WholeField, type Messages } from "./Fields";
import { fieldLabels, limits, names, type PriceFormValues } from "./form-values";

type Props = { values: PriceFormValues; messages: Messages };

// Sections 3 to 5: surcharges, moving's hourly rates, and the words visitors read in both languages.
export function SurchargesSection({ values, messages }: Props) {
  return (
    <Section id="surcharges" title="Surcharges" intro="Added to a load's range when they apply. 0 means none.">
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField name={names.stairs} label={fieldLabels.stairs} value={values.stairs} messages={messages} />
        <MoneyField name={names.heavy} label={fieldLabels.heavy} value={values.heavy} messages={messages} />
        <MoneyField name={names.sameDay} label={fieldLabels.sameDay} value={values.sameDay} messages={messages} />
      </div>
    </Section>
  );
}

export function MovingSection({ values, messages }: Props) {
  return (
    <Section id="moving" title="Moving">
      <Checkbox
        name={names.movingOn}
        label="Show moving rates"
        checked={values.movingOn}
        hint="Unticked, moves are quoted only after a call and the figures below are not saved."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {crews.map((crew) => (
          <MoneyField
            key={crew}
            name={names.hourly(crew)}
            label={fieldLabels.hourly(crew)}
            value={values.hourly[crew]}
            messages={messages}
          />
        ))}
        <WholeField
          name={names.minimumHours}
          label={fieldLabels.minimumHours}
          value={values.minimumHours}
          messages={messages}
          unit="hours (1 to 12)"
        />
        <MoneyField name={names.travel} label={fieldLabels.travel} value={values.travel} messages={messages} />
      </div>
    </Section>
  );
}

export function WordsSection({ values, messages }: Props) {
  const promise = "Keep the promise that the final price is confirmed on site before work starts.";
  return (
    <Section id="words" title="Words visitors read" intro="In English and in Spanish, as the site shows them in each language.">
      <div className="grid gap-4 sm:grid-cols-2">
        {(["en", "es"] as const).map((lang) => (
          <TextArea
            key={lang}
            name={names.included(lang)}
            label={fieldLabels.included[lang]}
            value={values.included[lang]}
            messages={messages}
            maxLength={limits.included}
            lang={lang}
          />
        ))}
        {(["en", "es"] as const).map((lang) => (
          <TextArea
            key={lang}
            name={names.rangeNote(lang)}
            label={fieldLabels.rangeNote[lang]}
            value={values.rangeNote[lang]}
            messages={messages}
            maxLength={limits.rangeNote}
            lang={lang}
            hint={promise}
          />
        ))}
      </div>
    </Section>
  );
}
