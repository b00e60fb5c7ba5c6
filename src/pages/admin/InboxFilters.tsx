import type { ReactNode } from "react";
import { defaultLocale, locales } from "../../content/locale";
import { cityPages, homePage, pagesIn, servicePages, type Page } from "../../content/site-map";
import { serviceTypeLabel } from "../../content/i18n";
import { serviceTypeValues } from "../../lib/service-types";
import type { InboxFilters as Filters } from "../../db/quote-requests";
import { FilterChipFields } from "./FilterChips";
import { sourcePageName } from "../../attribution/source-page";
import { localeName, localeNames } from "./format";

const control = "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base";
const label = "block text-sm font-medium text-ink-900";
const button = "flex h-11 items-center justify-center rounded-md px-4 font-semibold";

// A plain GET form: filtering works without JavaScript and the URL can be bookmarked. The status
// filter is the row of counts above it; hidden fields keep that choice, and the dashboard's
// filters (FilterChips), while searching.
export function InboxFilters({ filters }: { filters: Filters }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      className="grid gap-3 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] md:items-end"
    >
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <FilterChipFields filters={filters} />
      <div>
        <label htmlFor="q" className={label}>
          Search
        </label>
        <input
          id="q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q}
          placeholder="Name, phone, email, city or ZIP"
          className={control}
        />
      </div>
      <FilterSelect
        name="serviceType"
        label="Service"
        value={filters.serviceType}
        all="All services"
        options={serviceTypeValues.map((value) => ({ value, label: serviceTypeLabel(value) }))}
      />
      <FilterSelect name="sourcePage" label="Sent from" value={filters.sourcePage} all="All pages">
        <PageOption page={homePage} />
        <optgroup label="Service pages">
          {servicePages.map((p) => (
            <PageOption key={p.path} page={p} />
          ))}
        </optgroup>
        <optgroup label="Service area pages">
          {cityPages.map((p) => (
            <PageOption key={p.path} page={p} />
          ))}
        </optgroup>
        {locales
          .filter((l) => l !== defaultLocale)
          .map((l) => (
            <optgroup key={l} label={`${localeName(l)} pages`}>
              {pagesIn(l)
                .filter((p) => p.kind !== "privacy")
                .map((p) => (
                  <PageOption key={p.path} page={p} />
                ))}
            </optgroup>
          ))}
      </FilterSelect>
      <FilterSelect
        name="locale"
        label="Language"
        value={filters.locale}
        all="All languages"
        options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
      />
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" className={`${button} bg-ink-900 text-white hover:bg-ink-800`}>
          Filter
        </button>
        <a href="/admin" className={`${button} border border-slate-400 font-medium text-ink-900 hover:bg-slate-50`}>
          Clear
        </a>
      </div>
    </form>
  );
}

type Option = { value: string; label: string };

/** One labelled drop-down whose first choice, "All …", is no filter; `options` or children give the rest. */
function FilterSelect({
  name,
  label: text,
  value,
  all,
  options = [],
  children,
}: {
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options?: readonly Option[];
  children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className={label}>
        {text}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={control}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}

function PageOption({ page }: { page: Page }) {
  return <option value={page.path}>{sourcePageName(page.path)}</option>;
}
