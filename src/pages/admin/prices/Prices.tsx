import { AdminLayout } from "../AdminLayout";
import { MovingSection, SurchargesSection, WordsSection } from "./Extras";
import { Checkbox, card, type Messages } from "./Fields";
import { idOf, type FieldError, type PriceFormValues } from "./form-values";
import { DepositSection, type DepositState } from "./Deposit";
import { History, type Version } from "./History";
import { ItemsSection } from "./Items";
import { LoadsSection } from "./Loads";

type Props = {
  username: string;
  values: PriceFormValues;
  /** What the newest save is: none (a new site, the starter figures offered), shown, or switched off. */
  saved: "none" | "shown" | "off";
  versions: Version[];
  notice?: string;
  errors?: FieldError[];
  /** The deposit rule's own form and history (issue 46). */
  deposit: DepositState;
};

// The owner's price book: one form, saved whole as a new version. A refused save shows the form
// again as typed, each message by its field and all of them, linked, at the top.
export function Prices({ username, values, saved, versions, notice, errors = [], deposit }: Props) {
  const messages: Messages = new Map(errors.map((e): [string, string] => [e.name, e.message]).reverse());
  return (
    <AdminLayout username={username} current="prices">
      <h1 className="text-2xl font-bold text-ink-900">Prices</h1>
      <p className="mt-1 max-w-prose text-sm text-ink-700">
        What visitors see on the service pages and the quote form. Every save is kept as a new version.
      </p>
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      {saved === "none" && errors.length === 0 && (
        <p className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
          No prices are shown to visitors yet: check these typical figures and save to show them.
        </p>
      )}
      {saved === "off" && errors.length === 0 && (
        <p className="mt-3 rounded-md bg-slate-200 px-3 py-2 text-sm font-medium text-ink-900">
          Prices are switched off: visitors see none until you switch them on and save.
        </p>
      )}
      {errors.length > 0 && <ErrorSummary errors={errors} />}
      {deposit.errors && Object.keys(deposit.errors).length > 0 && (
        <p className="mt-4 rounded-md bg-red-50 px-4 py-3 font-semibold text-red-900 ring-2 ring-red-700">
          <a href="#deposit" className="underline underline-offset-2">
            Nothing was saved: the deposit rule needs fixing
          </a>
        </p>
      )}
      <form method="post" action="/admin/prices" noValidate>
        <div className={`mt-5 ${card}`}>
          <Checkbox
            name="enabled"
            label={<span className="font-semibold">Show prices on the site</span>}
            checked={values.enabled}
            hint="Unticked, nothing about prices shows anywhere; the figures are still saved."
          />
        </div>
        <LoadsSection values={values} messages={messages} />
        <ItemsSection items={values.items} messages={messages} />
        <SurchargesSection values={values} messages={messages} />
        <MovingSection values={values} messages={messages} />
        <WordsSection values={values} messages={messages} />
        {/* Sticky at the foot of the screen: the form is six phone screens long, and a change near its
            top is saved from where it was made. */}
        <div
          data-save-bar=""
          className="sticky bottom-0 z-10 -mx-4 mt-5 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] sm:mx-0 sm:rounded-b-xl"
        >
          <button type="submit" className="h-12 w-full rounded-md bg-ink-900 px-5 font-semibold text-white hover:bg-ink-800 sm:w-auto">
            Save prices
          </button>
        </div>
      </form>
      <DepositSection {...deposit} />
      <History versions={versions} />
    </AdminLayout>
  );
}

function ErrorSummary({ errors }: { errors: FieldError[] }) {
  const count = errors.length === 1 ? "1 thing needs" : `${errors.length} things need`;
  return (
    <div role="alert" aria-labelledby="error-summary-heading" className="mt-4 rounded-md bg-red-50 px-4 py-3 ring-2 ring-red-700">
      <h2 id="error-summary-heading" className="font-semibold text-red-900">
        {`Nothing was saved: ${count} fixing`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {errors.map((e, i) => (
          <li key={i}>
            <a href={`#${idOf(e.name)}`} className="break-words text-red-900 underline underline-offset-2">
              {`${e.label}: ${e.message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
