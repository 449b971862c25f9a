// The enquiry list: one row per candidate (a card on phones) with View, Delete and Reject. A
// rejected enquiry says so and cannot be rejected again (the server refuses a second one too).
import { Link } from "@tanstack/react-router";
import type { Candidate } from "../../../../shared/hr/candidates";
import { Table, type Column } from "../../../components/ui/table";
import { formatDateTime } from "../lib/format";
import { StatusBadge } from "./round-outcome";
import { Button } from "../../../components/ui/button";

export type CandidateAction = "detail" | "delete" | "reject";

type Props = { candidates: Candidate[]; onAction: (action: CandidateAction, candidate: Candidate) => void };

export function CandidatesTable({ candidates, onAction }: Props) {
  const columns: Column<Candidate>[] = [
    {
      header: "Name",
      primary: true,
      cell: (candidate) => (
        <Link
          to="/hr/candidate/$candidateId"
          params={{ candidateId: String(candidate.id) }}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {candidate.fullName}
        </Link>
      ),
    },
    { header: "Email", cell: (candidate) => candidate.email },
    { header: "Mobile", cell: (candidate) => candidate.mobileNumber },
    { header: "City", cell: (candidate) => candidate.currentCity },
    { header: "Qualification", cell: (candidate) => candidate.highestQualification },
    { header: "Enquired on", cell: (candidate) => formatDateTime(candidate.createdAt) },
    {
      header: "Status",
      cell: (candidate) => (
        <StatusBadge status={candidate.rejected ? "rejected" : "in_progress"} label={candidate.rejected ? "Rejected" : "Open"} />
      ),
    },
    {
      header: "Actions",
      bare: true,
      cell: (candidate) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onAction("detail", candidate)} aria-label={`View ${candidate.fullName}`}>
            View
          </Button>
          <Button variant="outline" size="sm" onClick={() => onAction("delete", candidate)} aria-label={`Delete ${candidate.fullName}`}>
            Delete
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction("reject", candidate)}
            disabled={candidate.rejected}
            aria-label={candidate.rejected ? `Rejected: ${candidate.fullName}` : `Reject ${candidate.fullName}`}
          >
            {candidate.rejected ? "Rejected" : "Reject"}
          </Button>
        </div>
      ),
    },
  ];
  return <Table caption="Candidate enquiries" columns={columns} rows={candidates} rowKey={(candidate) => candidate.id} />;
}
