// The enquiry list: one row per enquiry (a card on phones) with View, Delete and Reject. A
// rejected enquiry says so and cannot be rejected again (the server refuses a second one too).
import { Link } from "@tanstack/react-router";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { Table, type Column } from "../../../components/ui/table";
import { formatDateTime } from "../lib/format";
import { StatusBadge } from "./round-outcome";
import { Button } from "../../../components/ui/button";

export type EnquiryAction = "detail" | "delete" | "reject";

type Props = { enquiries: Enquiry[]; onAction: (action: EnquiryAction, enquiry: Enquiry) => void };

export function EnquiriesTable({ enquiries, onAction }: Props) {
  const columns: Column<Enquiry>[] = [
    {
      header: "Name",
      primary: true,
      cell: (enquiry) => (
        <Link
          to="/hr/candidate/$candidateId"
          params={{ candidateId: String(enquiry.id) }}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {enquiry.fullName}
        </Link>
      ),
    },
    { header: "Email", cell: (enquiry) => enquiry.email },
    { header: "Mobile", cell: (enquiry) => enquiry.mobileNumber },
    { header: "City", cell: (enquiry) => enquiry.currentCity },
    { header: "Qualification", cell: (enquiry) => enquiry.highestQualification },
    { header: "Enquired on", cell: (enquiry) => formatDateTime(enquiry.createdAt) },
    {
      header: "Status",
      cell: (enquiry) => (
        <StatusBadge status={enquiry.rejected ? "rejected" : "in_progress"} label={enquiry.rejected ? "Rejected" : "Open"} />
      ),
    },
    {
      header: "Actions",
      bare: true,
      cell: (enquiry) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onAction("detail", enquiry)} aria-label={`View ${enquiry.fullName}`}>
            View
          </Button>
          <Button variant="outline" size="sm" onClick={() => onAction("delete", enquiry)} aria-label={`Delete ${enquiry.fullName}`}>
            Delete
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction("reject", enquiry)}
            disabled={enquiry.rejected}
            aria-label={enquiry.rejected ? `Rejected: ${enquiry.fullName}` : `Reject ${enquiry.fullName}`}
          >
            {enquiry.rejected ? "Rejected" : "Reject"}
          </Button>
        </div>
      ),
    },
  ];
  return <Table caption="Candidate enquiries" columns={columns} rows={enquiries} rowKey={(enquiry) => enquiry.id} />;
}
