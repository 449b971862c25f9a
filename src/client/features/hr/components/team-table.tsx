// The hiring team as a table (cards on phones): name, e-mail, when invited, whether they set a
// password, active or deactivated (in words), and Deactivate for the active ones.
import { Table, type Column } from "../../../components/ui/table";
import type { TeamMember } from "../../../../shared/team";
import { formatDateTime } from "../lib/format";
import { Button } from "../../../components/ui/button";

type Props = { members: TeamMember[]; onDeactivate: (member: TeamMember) => void };

const BADGE = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";

function StatusBadge({ member }: { member: TeamMember }) {
  if (member.status === "deactivated") {
    return (
      <span className={`${BADGE} bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100`}>
        Deactivated{member.deactivatedAt ? ` ${formatDateTime(member.deactivatedAt)}` : ""}
      </span>
    );
  }
  return <span className={`${BADGE} bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}>Active</span>;
}

export function TeamTable({ members, onDeactivate }: Props) {
  const columns: Column<TeamMember>[] = [
    { header: "Name", primary: true, cell: (member) => member.name },
    { header: "Email", cell: (member) => member.email },
    { header: "Invited", cell: (member) => <time dateTime={member.invitedAt}>{formatDateTime(member.invitedAt)}</time> },
    { header: "Password", cell: (member) => (member.passwordSet ? "Set" : "Not set yet") },
    { header: "Status", cell: (member) => <StatusBadge member={member} /> },
    {
      header: "Actions",
      bare: true,
      cell: (member) =>
        member.status === "active" ? (
          <Button variant="outline" size="sm" onClick={() => onDeactivate(member)} aria-label={`Deactivate ${member.name}`}>
            Deactivate
          </Button>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-400">Invite again to reactivate</span>
        ),
    },
  ];
  return <Table caption="Interviewers" columns={columns} rows={members} rowKey={(member) => member.id} />;
}
