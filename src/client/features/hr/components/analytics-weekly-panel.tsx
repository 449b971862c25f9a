// Weekly: per ISO week of the range, applications created and decisions made.
import { useWeekly } from "../api/analytics";
import type { Weekly } from "../../../../shared/hr/analytics";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { CHART_COLORS, formatNumber } from "./analytics-colors";
import { AnalyticsPanel } from "./analytics-panel";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";

type Row = Weekly["weeks"][number];

const COLUMNS: AnalyticsColumn<Row>[] = [
  { header: "Week", cell: (row) => row.week },
  { header: "Starts", cell: (row) => row.start },
  { header: "Applications", cell: (row) => formatNumber(row.applications), numeric: true },
  { header: "Decisions", cell: (row) => formatNumber(row.decisions), numeric: true },
];

const SERIES = [
  { key: "applications", label: "Applications", color: CHART_COLORS.indigo },
  { key: "decisions", label: "Decisions", color: CHART_COLORS.emerald },
];

export function WeeklyPanel({ search }: { search: AnalyticsSearch }) {
  const query = useWeekly(search);
  const weeks = query.data?.weeks ?? [];
  const applications = weeks.reduce((sum, row) => sum + row.applications, 0);
  const decisions = weeks.reduce((sum, row) => sum + row.decisions, 0);
  return (
    <AnalyticsPanel
      title="Weekly"
      path="weekly"
      search={search}
      query={query}
      empty={applications === 0 && decisions === 0}
      summary={`${formatNumber(applications)} applications and ${formatNumber(decisions)} decisions over ${weeks.length} weeks.`}
      chart={{ data: weeks, categoryKey: "week", series: SERIES, kind: "line" }}
    >
      <AnalyticsTable caption="Weekly" columns={COLUMNS} rows={weeks} rowKey={(row) => row.week} />
    </AnalyticsPanel>
  );
}
