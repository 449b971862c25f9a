// /hr/analytics (issue #32): the filter (kept in the URL by the route) over five panels, each a
// chart, a table with the same numbers and a CSV download with the same filter; below them the
// applications overdue in their round (by department only).
import { PageTitle } from "../../../components/page-title";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { AnalyticsFilters } from "./analytics-filters";
import { FunnelPanel } from "./analytics-funnel-panel";
import { MailDeliveryPanel } from "./analytics-mail-panel";
import { SourcesPanel } from "./analytics-sources-panel";
import { TimeInStagePanel } from "./analytics-time-panel";
import { WeeklyPanel } from "./analytics-weekly-panel";
import { OverdueApplicationsPanel } from "./overdue-applications-panel";

type Props = { search: AnalyticsSearch; onSearchChange: (search: AnalyticsSearch) => void };

export function AnalyticsPage({ search, onSearchChange }: Props) {
  return (
    <section>
      <PageTitle title="Hiring Analytics" />
      <h1 className="text-2xl font-bold sm:text-3xl">Hiring Analytics</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Applications created in the range (without From, the 90 days up to To; without To, up to today, UTC).
      </p>
      <div className="mt-6">
        <AnalyticsFilters values={search} onChange={onSearchChange} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <FunnelPanel search={search} />
        <TimeInStagePanel search={search} />
        <SourcesPanel search={search} />
        <WeeklyPanel search={search} />
        <MailDeliveryPanel search={search} />
      </div>
      <div className="mt-6">
        <OverdueApplicationsPanel department={search.department} />
      </div>
    </section>
  );
}
