// The audit rows as a table (cards on phones): when, who, what, on what, and the change in words.
import { Table, type Column } from "../../../components/ui/table";
import { AUDIT_ACTION_LABELS, describeAuditChange, describeAuditTarget } from "../../../../shared/hr/audit";
import type { ActivityEntry } from "../../../../shared/hr/audit-schemas";
import { formatMoment } from "../lib/format";

const COLUMNS: Column<ActivityEntry>[] = [
  {
    header: "Time",
    primary: true,
    cell: (entry) => <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>,
  },
  { header: "Who", cell: (entry) => entry.actor.name },
  { header: "Action", cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  { header: "Target", cell: (entry) => describeAuditTarget(entry) },
  {
    header: "Change",
    cell: (entry) => <span className="whitespace-normal">{describeAuditChange(entry.before, entry.after) || "—"}</span>,
  },
];

export function ActivityTable({ entries, caption }: { entries: ActivityEntry[]; caption: string }) {
  return <Table caption={caption} columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} />;
}
