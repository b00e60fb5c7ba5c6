import { ChartCard, NumbersTable } from "./ChartCard";
import { HBarChart } from "./HBarChart";
import type { Bar, DashboardView } from "./model";
import { callTapsKey, requestsKey } from "./legend";
import { callColor, requestColor } from "./palette";
import { count, plural } from "./text";

// The range's requests (and call taps) broken down by page, by source and by status.

// On a phone a chart of every page would be a long scroll: the busiest ones, then the rest as one bar.
const chartedPages = 8;
const listed = (bars: Bar[], i = 0) => bars.map((b) => `${b.label} ${count(b.values[i]!)}`).join(", ");
const tableRows = (bars: Bar[]) => bars.map((b) => ({ head: b.label, cells: b.values }));

export function PagesSection({ view }: { view: DashboardView }) {
  const bars = view.pages;
  // The rest in words, not as a bar: their sum would dwarf the pages above and shrink their bars.
  const charted = bars.length > chartedPages + 1 ? bars.slice(0, chartedPages) : bars;
  const rest = bars.slice(charted.length);
  const restTotal = (i: number) => rest.reduce((s, b) => s + b.values[i]!, 0);
  const busiest = bars
    .slice(0, 3)
    .map((b) => `${b.label}, ${plural(b.values[0]!, "request", "requests")} and ${plural(b.values[1]!, "call tap", "call taps")}`);
  const alt = bars.length
    ? `Bars: requests and call taps by page, ${view.span}, the busiest first: ${busiest.join("; ")}. The table below lists every page.`
    : `No requests or call taps in ${view.span}.`;
  return (
    <ChartCard
      id="pages"
      title="Which pages bring work"
      intro="A request counts for the page its visit began on (older requests: the page the form was on). A call tap counts for the page where a phone link was tapped."
      legend={[requestsKey, callTapsKey]}
      chart={bars.length ? <HBarChart id="pages-chart" alt={alt} bars={charted} colors={[requestColor, callColor]} /> : <Empty />}
      table={<NumbersTable caption="Requests and call taps by page" head={["Page", "Requests", "Call taps"]} rows={tableRows(bars)} wrap />}
    >
      {rest.length > 0 && (
        <p className="mt-3 text-sm text-ink-800">{`${rest.length} other pages: ${plural(restTotal(0), "request", "requests")}, ${plural(restTotal(1), "call tap", "call taps")}. The table lists each page.`}</p>
      )}
      <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-ink-800">
        A call tap cannot be tied to a person or to a request, and not every tap becomes a call: the site counts taps on each page per day,
        and nothing about who tapped.
      </p>
    </ChartCard>
  );
}

export function SourcesSection({ view }: { view: DashboardView }) {
  return (
    <RequestsBy
      id="sources"
      title="Where requests came from"
      intro="Campaign: the visit's first address had UTM tags (a flyer's QR code, an ad). Direct: typed, bookmarked, or no referring site sent."
      alt={`Bars: requests by where the visit came from, ${view.span}: ${listed(view.sources)}.`}
      what="Source"
      bars={view.sources}
    />
  );
}

export function StatusSection({ view }: { view: DashboardView }) {
  return (
    <RequestsBy
      id="statuses"
      title="Where those requests stand"
      intro="The requests received in these weeks, by their status now."
      alt={`Bars: requests received in ${view.span} by their status now: ${listed(view.statuses)}.`}
      what="Status"
      bars={view.statuses}
    />
  );
}

/** One card of requests counted by one thing (`what`: "Source"): the bars, and the table of the same numbers. */
function RequestsBy({
  id,
  title,
  intro,
  alt,
  what,
  bars,
}: {
  id: string;
  title: string;
  intro: string;
  alt: string;
  what: string;
  bars: Bar[];
}) {
  return (
    <ChartCard
      id={id}
      title={title}
      intro={intro}
      chart={<HBarChart id={`${id}-chart`} alt={alt} bars={bars} colors={[requestColor]} />}
      table={<NumbersTable caption={`Requests by ${what.toLowerCase()}`} head={[what, "Requests"]} rows={tableRows(bars)} />}
    />
  );
}

function Empty() {
  return <p className="rounded-md bg-slate-50 px-3 py-6 text-center text-sm text-ink-700">Nothing in these weeks yet.</p>;
}
