import { AdminLayout } from "../AdminLayout";
import { PagesSection, SourcesSection, StatusSection } from "./Breakdowns";
import { CallDaysSection } from "./CallDaysSection";
import { CustomerPageSection } from "./CustomerPageSection";
import { Figures } from "./Figures";
import { JobsSections } from "./JobsSection";
import type { DashboardView } from "./model";
import { PricesSections } from "./PricesSection";
import { RangePicker } from "./RangePicker";
import { ResponseSection } from "./ResponseSection";
import { ReviewsSection } from "./ReviewsSection";
import { WeeklySection } from "./WeeklySection";

// The owner's dashboard: where requests come from, which pages bring them and calls (and on which
// days, a flood of taps marked), how fast they get a first answer, (issue 31) estimates, quotes
// and bookings, (issue 32) what customers did on their own pages, and (issue 33) the completed jobs'
// revenue (first), the request-to-job funnel, where the loads went and the review asks. Server-rendered SVG and
// tables only: no script of its own.
export function Dashboard({ username, view }: { username: string; view: DashboardView }) {
  return (
    <AdminLayout username={username} current="dashboard">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Dashboard</h1>
          <p className="mt-1 text-sm text-ink-700">{`${view.span}, Houston time`}</p>
        </div>
        <RangePicker current={view.range} />
      </div>
      <div className="mt-5">
        <Figures view={view} />
      </div>
      {/* Two columns on a wide screen, filled top to bottom, so a long card leaves no hole beside it. */}
      <div className="mt-4 gap-4 lg:columns-2 [&>*]:mb-4 [&>*]:break-inside-avoid">
        {/* Revenue and the way from request to job first: what the owner reads the dashboard for. */}
        <JobsSections view={view} />
        <WeeklySection view={view} />
        <ResponseSection view={view} />
        <PagesSection view={view} />
        <CallDaysSection view={view} />
        <SourcesSection view={view} />
        <StatusSection view={view} />
        <PricesSections view={view} />
        <CustomerPageSection view={view} />
        <ReviewsSection view={view} />
      </div>
      <p className="mt-2 text-sm text-ink-700">
        Counted on this site only: no cookies, no outside analytics, nothing that follows a visitor to other sites.
      </p>
    </AdminLayout>
  );
}
