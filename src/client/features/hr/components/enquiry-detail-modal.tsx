// The enquiry list's detail modal: the candidate's key facts, a link to the full profile, and
// Delete and Reject.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { formatDateTime, percent, rupees, yesNo } from "../lib/format";
import { HrDialog } from "./hr-dialog";
import { Button } from "../../../components/ui/button";

type Props = {
  enquiry: Enquiry | null;
  onClose: () => void;
  onDelete: (enquiry: Enquiry) => void;
  onReject: (enquiry: Enquiry) => void;
};

export function EnquiryDetailModal({ enquiry, onClose, onDelete, onReject }: Props) {
  if (!enquiry) return null;
  const facts: [string, string][] = [
    ["Email", enquiry.email],
    ["Mobile", enquiry.mobileNumber],
    ["City", `${enquiry.currentCity} (home town ${enquiry.homeTown})`],
    ["Qualification", `${enquiry.highestQualification}, ${enquiry.courseName}`],
    ["College", enquiry.collegeUniversity],
    ["Year of passing", String(enquiry.yearOfPassing)],
    ["Aggregate marks", percent(enquiry.aggregateMarks)],
    ["Skills", enquiry.skills.join(", ") || "Not specified"],
    ["Preferred role", enquiry.preferredRole],
    ["Expected CTC", rupees(enquiry.expectedCTC)],
    ["Immediate joining", yesNo(enquiry.immediateJoining)],
    ["Enquired on", formatDateTime(enquiry.createdAt)],
    ["Status", enquiry.rejected ? "Rejected (mail sent)" : "Open"],
  ];
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={enquiry.fullName}
      wide
      actions={
        <>
          <Button variant="danger" onClick={() => onDelete(enquiry)}>
            Delete
          </Button>
          <Button variant="secondary" onClick={() => onReject(enquiry)} disabled={enquiry.rejected}>
            {enquiry.rejected ? "Rejected" : "Reject"}
          </Button>
          <Link to="/hr/candidate/$candidateId" params={{ candidateId: String(enquiry.id) }} className={BUTTON_PRIMARY}>
            View full profile
          </Link>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 break-words text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </HrDialog>
  );
}
