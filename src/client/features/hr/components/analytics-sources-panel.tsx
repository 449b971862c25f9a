// Sources: per opportunity source, the applications, those past Resume Screening, those selected.
import { useSources } from "../api/analytics";
import type { Sources } from "../../../../shared/hr/analytics";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { CHART_COLORS, formatNumber, formatShare } from "./analytics-colors";
import { AnalyticsPanel } from "./analytics-panel";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";

type Row = Sources["sources"][number];

const COLUMNS: AnalyticsColumn<Row>[] = [
  { header: "Source", cell: (row) => row.source },
  { header: "Applications", cell: (row) => formatNumber(row.applications), numeric: true },
  { header: "Passed screening", cell: (row) => formatNumber(row.passedScreening), numeric: true },
  { header: "Selected", cell: (row) => formatNumber(row.selected), numeric: true },
  { header: "Selected share", cell: (row) => formatShare(row.selected, row.applications), numeric: true },
];

const SERIES = [
  { key: "applications", label: "Applications", color: CHART_COLORS.indigo },
  { key: "passedScreening", label: "Passed screening", color: CHART_COLORS.sky },
  { key: "selected", label: "Selected", color: CHART_COLORS.emerald },
];

export function SourcesPanel({ search }: { search: AnalyticsSearch }) {
  const query = useSources(search);
  const sources = query.data?.sources ?? [];
  const top = [...sources].sort((a, b) => b.applications - a.applications)[0];
  return (
    <AnalyticsPanel
      title="Sources"
      path="sources"
      search={search}
      query={query}
      empty={sources.every((row) => row.applications === 0)}
      summary={top ? `Most applications came from ${top.source} (${formatNumber(top.applications)}).` : undefined}
      chart={{ data: sources, categoryKey: "source", series: SERIES }}
    >
      <AnalyticsTable caption="Sources" columns={COLUMNS} rows={sources} rowKey={(row) => row.source} />
    </AnalyticsPanel>
  );
}
