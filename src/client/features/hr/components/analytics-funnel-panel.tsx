// The funnel: per round, how many applications entered, passed, were rejected, withdrew or are
// pending, and the pass-through rate (passed / entered).
import { useFunnel } from "../api/analytics";
import type { Funnel } from "../../../../shared/hr/analytics";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { CHART_COLORS, formatNumber, formatShare } from "./analytics-colors";
import { AnalyticsPanel } from "./analytics-panel";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";

type Row = Funnel["rounds"][number];

const COLUMNS: AnalyticsColumn<Row>[] = [
  { header: "Round", cell: (row) => row.round },
  { header: "Entered", cell: (row) => formatNumber(row.entered), numeric: true },
  { header: "Passed", cell: (row) => formatNumber(row.passed), numeric: true },
  { header: "Rejected", cell: (row) => formatNumber(row.rejected), numeric: true },
  { header: "Withdrawn", cell: (row) => formatNumber(row.withdrawn), numeric: true },
  { header: "Pending", cell: (row) => formatNumber(row.pending), numeric: true },
  { header: "Pass-through", cell: (row) => formatShare(row.passed, row.entered), numeric: true },
];

const SERIES = [
  { key: "entered", label: "Entered", color: CHART_COLORS.indigo },
  { key: "passed", label: "Passed", color: CHART_COLORS.emerald },
  { key: "rejected", label: "Rejected", color: CHART_COLORS.red },
  { key: "withdrawn", label: "Withdrawn", color: CHART_COLORS.slate },
  { key: "pending", label: "Pending", color: CHART_COLORS.amber },
];

export function FunnelPanel({ search }: { search: AnalyticsSearch }) {
  const query = useFunnel(search);
  const rounds = query.data?.rounds ?? [];
  const first = rounds[0];
  const empty = rounds.every((row) => row.entered === 0);
  return (
    <AnalyticsPanel
      title="Funnel"
      path="funnel"
      search={search}
      query={query}
      empty={empty}
      summary={
        first
          ? `${formatNumber(first.entered)} applications entered ${first.round} from ${query.data?.range.from} to ${query.data?.range.to}.`
          : undefined
      }
      chart={{ data: rounds, categoryKey: "round", series: SERIES }}
    >
      <AnalyticsTable caption="Funnel" columns={COLUMNS} rows={rounds} rowKey={(row) => row.round} />
    </AnalyticsPanel>
  );
}
