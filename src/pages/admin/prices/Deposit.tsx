import type { DepositRuleRow } from "../../../db/schema";
import { formatDateTime } from "../format";
import { card } from "./Fields";
import {
  checkoutMethodLabels,
  checkoutMethods,
  depositChanges,
  depositMethodsText,
  depositRuleText,
  methodField,
  type DepositErrors,
  type DepositFormValues,
} from "./deposit-values";

export type DepositState = {
  values: DepositFormValues;
  errors?: DepositErrors;
  /** Stripe's keys are set (payments configured): without them no customer is asked for a deposit. */
  configured: boolean;
  versions: DepositRuleRow[];
};

const radio = "flex min-h-11 items-center gap-3 text-base text-ink-900";
const input =
  "block h-11 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-base text-ink-900 tabular-nums aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700";

// The owner's deposit rule (issue 46), its own form below the prices: none (the default), a fixed
// amount or a percentage of the approved quote's top; a card hold instead of a charge for jobs
// within 7 days; the ways to pay Checkout offers. Every save is a version, listed with who and what.
export function DepositSection({ values, errors = {}, configured, versions }: DepositState) {
  const message = (name: keyof DepositErrors) =>
    errors[name] ? (
      <p id={`deposit-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: keyof DepositErrors) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `deposit-${name}-error` } : {};
  const refused = Object.keys(errors).length > 0;
  return (
    <section id="deposit" aria-labelledby="deposit-heading" className={`mt-6 ${card}`}>
      <h2 id="deposit-heading" className="text-lg font-semibold text-ink-900">
        Deposit when the customer approves
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-700">
        Asked on the customer&apos;s page through Stripe Checkout when they approve a quote; the job is booked once Stripe confirms the
        payment. Never more than the approved quote&apos;s top: a deposit above it asks the top.
      </p>
      {!configured && (
        <p data-stripe-off="" className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
          Deposits need the Stripe keys: run npm run setup -- --stripe-key, or see the README&apos;s &quot;Book and pay online: deposits
          through Stripe&quot;. You can save a rule now: no customer is asked for a deposit until the keys are set.
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200">
          Nothing was saved: the deposit rule needs fixing below.
        </p>
      )}
      <form method="post" action="/admin/prices/deposit" noValidate className="mt-4 grid gap-4">
        <fieldset {...invalid("kind")}>
          <legend className="text-sm font-medium text-ink-900">Deposit</legend>
          <label className={radio}>
            <input type="radio" name="kind" value="none" defaultChecked={values.kind === "none"} className="size-5 shrink-0" />
            No deposit
          </label>
          <div className="grid gap-x-3 sm:grid-cols-[14rem_1fr] sm:items-center">
            <label className={radio}>
              <input type="radio" name="kind" value="fixed" defaultChecked={values.kind === "fixed"} className="size-5 shrink-0" />A fixed
              amount
            </label>
            <div className="relative max-w-48">
              <label htmlFor="deposit-fixed" className="sr-only">
                Fixed deposit, in dollars
              </label>
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-700">
                $
              </span>
              <input
                id="deposit-fixed"
                name="fixed"
                inputMode="decimal"
                autoComplete="off"
                maxLength={14}
                defaultValue={values.fixed}
                {...invalid("fixed")}
                className={`${input} pl-7`}
              />
            </div>
          </div>
          {message("fixed")}
          <div className="mt-2 grid gap-x-3 sm:grid-cols-[14rem_1fr] sm:items-center">
            <label className={radio}>
              <input type="radio" name="kind" value="percent" defaultChecked={values.kind === "percent"} className="size-5 shrink-0" />A
              percentage of the quote&apos;s top
            </label>
            <div className="flex max-w-48 items-center gap-2">
              <label htmlFor="deposit-percent" className="sr-only">
                Deposit percentage, 1 to 100
              </label>
              <input
                id="deposit-percent"
                name="percent"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                defaultValue={values.percent}
                {...invalid("percent")}
                className={`${input} max-w-24`}
              />
              <span className="text-sm text-ink-700">% (1 to 100)</span>
            </div>
          </div>
          {message("percent")}
          {message("kind")}
        </fieldset>
        <label className={radio}>
          <input type="checkbox" name="holdCard" value="yes" defaultChecked={values.holdCard} className="size-5 shrink-0 accent-ink-900" />
          <span>
            Hold the card instead of charging, for jobs within 7 days
            <span className="block text-sm text-ink-700">
              Captured for the final amount when you complete the job, released if you decline it.
            </span>
          </span>
        </label>
        <fieldset {...invalid("methods")}>
          <legend className="text-sm font-medium text-ink-900">Ways to pay on Stripe Checkout</legend>
          {checkoutMethods.map((m) => (
            <label key={m} className={radio}>
              <input
                type="checkbox"
                name={methodField(m)}
                value="yes"
                defaultChecked={values.methods.includes(m)}
                className="size-5 shrink-0 accent-ink-900"
              />
              {checkoutMethodLabels[m]}
            </label>
          ))}
          {message("methods")}
        </fieldset>
        <button
          type="submit"
          className="h-12 w-full rounded-md bg-ink-900 px-5 font-semibold text-white hover:bg-ink-800 sm:w-auto sm:justify-self-start"
        >
          Save the deposit rule
        </button>
      </form>
      <DepositHistory versions={versions} />
    </section>
  );
}

function DepositHistory({ versions }: { versions: DepositRuleRow[] }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-ink-900">Deposit rule history</h3>
      {versions.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">Never saved: no deposit is asked.</p>
      ) : (
        <ol className="mt-1 divide-y divide-slate-200" aria-label="Deposit rule versions, newest first">
          {versions.map((v, i) => {
            const changed = depositChanges(versions[i + 1], v);
            return (
              <li key={v.version} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                <span className="font-semibold text-ink-900">
                  {`Version ${v.version}`}
                  {i === 0 && <span className="font-normal text-ink-700"> (in force)</span>}
                </span>
                <span className="min-w-0 break-words text-ink-800">{`${formatDateTime(v.createdAt)} · ${v.createdBy}`}</span>
                <span className="w-full min-w-0 break-words text-ink-700">
                  {`${depositRuleText(v)} · ${depositMethodsText(v)}`}
                  {changed ? ` · ${changed}` : ""}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
