// The enquiry list's detail modal: the candidate's key facts, a link to the full profile, and
// Delete and Reject.
import { Link } from "@tanstack/react-router";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import type { Candidate } from "../../../../shared/hr/candidates";
import { formatDateTime, percent, rupees, yesNo } from "../lib/format";
import { HrDialog } from "./hr-dialog";
import { Button } from "../../../components/ui/button";

type Props = {
  candidate: Candidate | null;
  onClose: () => void;
  onDelete: (candidate: Candidate) => void;
  onReject: (candidate: Candidate) => void;
};

export function CandidateDetailModal({ candidate, onClose, onDelete, onReject }: Props) {
  if (!candidate) return null;
  const facts: [string, string][] = [
    ["Email", candidate.email],
    ["Mobile", candidate.mobileNumber],
    ["City", `${candidate.currentCity} (home town ${candidate.homeTown})`],
    ["Qualification", `${candidate.highestQualification}, ${candidate.courseName}`],
    ["College", candidate.collegeUniversity],
    ["Year of passing", String(candidate.yearOfPassing)],
    ["Aggregate marks", percent(candidate.aggregateMarks)],
    ["Skills", candidate.skills.join(", ") || "Not specified"],
    ["Preferred role", candidate.preferredRole],
    ["Expected CTC", rupees(candidate.expectedCTC)],
    ["Immediate joining", yesNo(candidate.immediateJoining)],
    ["Enquired on", formatDateTime(candidate.createdAt)],
    ["Status", candidate.rejected ? "Rejected (mail sent)" : "Open"],
  ];
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={candidate.fullName}
      wide
      actions={
        <>
          <Button variant="danger" onClick={() => onDelete(candidate)}>
            Delete
          </Button>
          <Button variant="secondary" onClick={() => onReject(candidate)} disabled={candidate.rejected}>
            {candidate.rejected ? "Rejected" : "Reject"}
          </Button>
          <Link to="/hr/candidate/$candidateId" params={{ candidateId: String(candidate.id) }} className={BUTTON_PRIMARY}>
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
