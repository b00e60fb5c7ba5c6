import ArrowRight from "lucide-react/icons/arrow-right";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import type { Service } from "../../content/types";
import type { Locale } from "../../content/locale";
import { crews, loadSizes, wordsIn, type LoadSize, type PriceBook, type Words } from "../../lib/pricing/book";
import { estimateKind } from "../../lib/pricing/estimate";
import { formatCents, formatRange } from "../../lib/pricing/money";
import { ButtonLink } from "../Button";
import { useCopy, useLocale } from "../locale-context";
import { usePrices } from "../prices";
import { Section, SectionHeading } from "../Section";

// A service page's prices, from the owner's price book in force: load sizes and single items for the
// services priced by the load, hourly rates for moving. Absent (not empty) while the book does not
// price this page's service: no book yet, switched off, or that service left out by the owner.

/** Where the quote form's estimate opens (src/islands: the <details id="estimate"> inside #quote-form). */
export const estimateAnchor = "#estimate-start";

/** How much of the truck's bed each row's little bar fills: literal classes, so the stylesheet has them. */
const fillWidth: Record<LoadSize, string> = {
  minimum: "w-1/16",
  eighth: "w-1/8",
  quarter: "w-1/4",
  threeEighths: "w-3/8",
  half: "w-1/2",
  fiveEighths: "w-5/8",
  threeQuarters: "w-3/4",
  sevenEighths: "w-7/8",
  full: "w-full",
};

/** The owner's words in the page's language (English for a language the owner writes none in). */
const inLanguage = (words: Words, locale: Locale) => wordsIn(words, locale);

const card = "rounded-2xl bg-white shadow-lg ring-1 ring-ink-100";
const cell = "px-4 py-3 sm:px-6";

export function PriceTable({ service, tone }: { service: Service; tone: "white" | "muted" }) {
  const prices = usePrices();
  const { words } = useCopy();
  const kind = prices && estimateKind(prices.book, service.quoteService);
  if (!prices || !kind) return null;
  const w = words.priceTable;
  const book = prices.book;
  return (
    <Section id="prices" labelledBy="prices-heading" tone={tone}>
      <SectionHeading
        id="prices-heading"
        eyebrow={w.eyebrow}
        heading={w.heading}
        text={kind === "load" ? w.loadIntro(book.truckCubicYards) : w.movingIntro}
      />
      <div className="grid gap-6 lg:grid-cols-5 lg:gap-8">
        {kind === "load" ? <LoadPrices book={book} /> : <MovingPrices book={book} />}
      </div>
      <IncludedAndPromise book={book} />
    </Section>
  );
}

function LoadPrices({ book }: { book: PriceBook }) {
  const { words, labels } = useCopy();
  const locale = useLocale();
  const w = words.priceTable;
  const surcharges = [
    { label: w.surcharges.stairs, cents: book.stairsPerFlightCents },
    { label: w.surcharges.heavy, cents: book.heavyPerLoadCents },
    { label: w.surcharges.sameDay, cents: book.sameDayCents },
  ].filter((s) => s.cents > 0);
  return (
    <>
      <div className={`${card} self-start overflow-hidden lg:col-span-3`}>
        <table className="w-full text-left">
          <caption className="bg-ink-900 px-4 py-4 text-left text-lg font-extrabold text-white sm:px-6">{w.loads.caption}</caption>
          <thead className="bg-ink-50 text-sm font-semibold text-ink-700">
            <tr>
              <th scope="col" className={cell}>
                {w.loads.size}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {w.loads.price}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {loadSizes.map((size) => (
              <tr key={size}>
                <th scope="row" className={`${cell} font-semibold`}>
                  <span className="flex items-center gap-3">
                    <TruckFill size={size} />
                    {labels.loadSizes[size]}
                  </span>
                </th>
                <td className={`${cell} text-right font-extrabold whitespace-nowrap tabular-nums`}>
                  {formatRange(book.loads[size], locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-t border-ink-100 bg-ink-50 px-4 py-4 font-semibold text-ink-700 sm:px-6">
          {w.loads.minimum(formatRange(book.loads.minimum, locale))}
        </p>
      </div>
      <div className="grid content-start gap-6 lg:col-span-2">
        {book.items.length > 0 && (
          <SideCard heading={w.items.heading} note={w.items.note}>
            {book.items.map((item) => (
              <Fact key={item.id} label={inLanguage(item.name, locale)} value={formatCents(item.cents, locale)}>
                {item.feeCents > 0 && w.items.fee(formatCents(item.feeCents, locale), inLanguage(item.feeName, locale))}
              </Fact>
            ))}
          </SideCard>
        )}
        {surcharges.length > 0 && (
          <SideCard heading={w.surcharges.heading}>
            {surcharges.map((s) => (
              <Fact key={s.label} label={s.label} value={`+${formatCents(s.cents, locale)}`} />
            ))}
          </SideCard>
        )}
      </div>
    </>
  );
}

function MovingPrices({ book }: { book: PriceBook }) {
  const { words, labels } = useCopy();
  const locale = useLocale();
  const w = words.priceTable;
  const rates = book.moving!;
  return (
    <>
      <div className={`${card} self-start overflow-hidden lg:col-span-3`}>
        <table className="w-full text-left">
          <caption className="bg-ink-900 px-4 py-4 text-left text-lg font-extrabold text-white sm:px-6">{w.moving.caption}</caption>
          <thead className="bg-ink-50 text-sm font-semibold text-ink-700">
            <tr>
              <th scope="col" className={cell}>
                {w.moving.crew}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {w.moving.hourly}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {crews.map((crew) => (
              <tr key={crew}>
                <th scope="row" className={`${cell} font-semibold`}>
                  {labels.crews[crew]}
                </th>
                <td className={`${cell} text-right text-xl font-extrabold whitespace-nowrap tabular-nums`}>
                  {formatCents(rates.hourlyCents[crew], locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid content-start gap-6 lg:col-span-2">
        <SideCard heading={w.moving.terms}>
          <Fact label={w.moving.minimum} value={w.moving.hours(rates.minimumHours)} />
          {rates.travelFeeCents > 0 && <Fact label={w.moving.travelFee} value={formatCents(rates.travelFeeCents, locale)} />}
        </SideCard>
      </div>
    </>
  );
}

/** A little truck bed, filled as much as the row's load fills the truck. */
function TruckFill({ size }: { size: LoadSize }) {
  return (
    <span aria-hidden="true" className="relative h-3 w-12 shrink-0 overflow-hidden rounded-sm bg-ink-100 ring-1 ring-ink-200">
      <span className={`absolute inset-y-0 left-0 bg-brand-600 ${fillWidth[size]}`} />
    </span>
  );
}

function SideCard({ heading, note, children }: { heading: string; note?: string; children: ReactNode }) {
  return (
    <div className={`${card} p-5 sm:p-6`}>
      <h3 className="text-lg font-extrabold">{heading}</h3>
      {note && <p className="mt-1 text-sm text-ink-600">{note}</p>}
      <dl className="mt-3 divide-y divide-ink-100">{children}</dl>
    </div>
  );
}

/** One line of a side card: what, and its price (with a fee's words under it when there is one). */
function Fact({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-bold whitespace-nowrap tabular-nums">
        {value}
        {children && <span className="block text-sm font-normal whitespace-normal text-ink-600">{children}</span>}
      </dd>
    </div>
  );
}

/** What every price includes, the owner's promise, and the way to the quote form's estimate. */
function IncludedAndPromise({ book }: { book: PriceBook }) {
  const { words } = useCopy();
  const locale = useLocale();
  const w = words.priceTable;
  return (
    <div className="mt-6 grid gap-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-8 lg:mt-8 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-10">
      <div>
        <h3 className="flex items-center gap-2 text-lg font-extrabold">
          <CircleCheck className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
          {w.included}
        </h3>
        <p className="mt-2 text-ink-700">{inLanguage(book.included, locale)}</p>
        <p className="mt-3 text-ink-700">
          <strong className="font-bold text-ink-900">{w.promise}</strong> {inLanguage(book.rangeNote, locale)}
        </p>
      </div>
      <div className="lg:max-w-xs">
        <p className="text-ink-700">{w.estimate.text}</p>
        <ButtonLink href={estimateAnchor} className="mt-4 w-full sm:w-auto">
          {w.estimate.link}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </div>
  );
}
