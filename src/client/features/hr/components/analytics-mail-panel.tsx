// Mail delivery: per mail kind, for mails queued in the range, how many were sent, failed, retried.
import { useMailStats } from "../api/analytics";
import type { MailStats } from "../../../../shared/hr/analytics";
import type { AnalyticsSearch } from "../lib/analytics-search";
import { CHART_COLORS, formatNumber } from "./analytics-colors";
import { AnalyticsPanel } from "./analytics-panel";
import { AnalyticsTable, type AnalyticsColumn } from "./analytics-table";

type Row = MailStats["kinds"][number];

const COLUMNS: AnalyticsColumn<Row>[] = [
  { header: "Kind", cell: (row) => row.kind },
  { header: "Sent", cell: (row) => formatNumber(row.sent), numeric: true },
  { header: "Failed", cell: (row) => formatNumber(row.failed), numeric: true },
  { header: "Retried", cell: (row) => formatNumber(row.retried), numeric: true },
];

const SERIES = [
  { key: "sent", label: "Sent", color: CHART_COLORS.emerald },
  { key: "failed", label: "Failed", color: CHART_COLORS.red },
  { key: "retried", label: "Retried", color: CHART_COLORS.amber },
];

export function MailDeliveryPanel({ search }: { search: AnalyticsSearch }) {
  const query = useMailStats(search);
  const kinds = query.data?.kinds ?? [];
  const sent = kinds.reduce((sum, row) => sum + row.sent, 0);
  const failed = kinds.reduce((sum, row) => sum + row.failed, 0);
  return (
    <AnalyticsPanel
      title="Mail delivery"
      path="mail"
      search={search}
      query={query}
      empty={kinds.every((row) => row.sent + row.failed + row.retried === 0)}
      emptyText="No mails in this range"
      summary={`${formatNumber(sent)} mails sent, ${formatNumber(failed)} failed.`}
      chart={{ data: kinds, categoryKey: "kind", series: SERIES }}
    >
      <AnalyticsTable caption="Mail delivery" columns={COLUMNS} rows={kinds} rowKey={(row) => row.kind} />
    </AnalyticsPanel>
  );
}
