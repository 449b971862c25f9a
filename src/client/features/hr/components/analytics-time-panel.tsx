// Time in stage: per round the median and 80th percentile of days spent in it, and the days from
// applying to a decision.
import { useTimeInStage } from "../api/analytics";
import type { TimeInStage } from "../../../../shared/hr/analytics";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { CHART_COLORS, formatNumber } from "./analytics-colors";
import { AnalyticsPanel } from "./analytics-panel";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";

type Row = TimeInStage["rounds"][number];

const COLUMNS: AnalyticsColumn<Row>[] = [
  { header: "Stage", cell: (row) => row.round },
  { header: "Applications", cell: (row) => formatNumber(row.count), numeric: true },
  { header: "Median (days)", cell: (row) => formatNumber(row.median), numeric: true },
  { header: "80th percentile (days)", cell: (row) => formatNumber(row.p80), numeric: true },
];

const SERIES = [
  { key: "median", label: "Median (days)", color: CHART_COLORS.indigo },
  { key: "p80", label: "80th percentile (days)", color: CHART_COLORS.amber },
];

export const APPLICATION_TO_DECISION = "Application → decision";

export function TimeInStagePanel({ search }: { search: AnalyticsSearch }) {
  const query = useTimeInStage(search);
  const rows: Row[] = query.data ? [...query.data.rounds, { round: APPLICATION_TO_DECISION, ...query.data.toDecision }] : [];
  const empty = rows.every((row) => row.count === 0);
  const decision = query.data?.toDecision;
  return (
    <AnalyticsPanel
      title="Time in stage"
      path="time-in-stage"
      search={search}
      query={query}
      empty={empty}
      summary={
        decision && decision.median !== null
          ? `From application to decision: a median of ${formatNumber(decision.median)} days over ${formatNumber(decision.count)} applications.`
          : undefined
      }
      chart={{ data: rows, categoryKey: "round", series: SERIES }}
    >
      <AnalyticsTable caption="Time in stage" columns={COLUMNS} rows={rows} rowKey={(row) => row.round} />
    </AnalyticsPanel>
  );
}
