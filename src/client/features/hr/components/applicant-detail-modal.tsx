// The candidate management's View Details modal: Personal Details, Location Details, Educational
// Background, Resume & Documents (spec doc 2 §2), the identity numbers (masked, each revealed on
// request), and the round history as a timeline.
import { useApplicant } from "../api/applicants";
import type { ApplicantDetail } from "../../../../shared/hr/applicants";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { DetailSection } from "./detail-sections";
import { DuplicatesPanel } from "./duplicates-panel";
import { HrDialog } from "./hr-dialog";
import { InterviewsPanel } from "./interviews-panel";
import { ScorecardsPanel } from "./scorecards-panel";
import { MailStatusPanel } from "./mail-status-panel";
import { NotesPanel } from "./notes-panel";
import { ApplicationHistory } from "./application-history";
import { ErrorState, LoadingState } from "./page-states";
import { identityFacts, profileSections } from "./profile-sections";
import { RoundTimeline } from "./round-timeline";

function sections(applicant: ApplicantDetail) {
  return profileSections(applicant, { between: [["Identity Numbers", identityFacts(applicant.applicantId, applicant)]] });
}

export function ApplicantDetailModal({ applicantId, onClose }: { applicantId: number | null; onClose: () => void }) {
  const detail = useApplicant(applicantId);
  if (applicantId === null) return null;
  return (
    <HrDialog open onOpenChange={(open) => !open && onClose()} title={detail.data?.fullName ?? "Applicant details"} wide>
      {detail.isPending ? (
        <LoadingState text="Loading details..." />
      ) : detail.isError ? (
        <ErrorState message={HR_MESSAGES.fetchApplicantFailed} />
      ) : (
        <div className="grid gap-4">
          {sections(detail.data).map(([title, facts]) => (
            <DetailSection key={title} title={title} facts={facts} />
          ))}
          <DuplicatesPanel applicationId={applicantId} />
          <RoundTimeline applicant={detail.data} />
          <InterviewsPanel
            applicationId={applicantId}
            candidateName={detail.data.fullName}
            canSchedule={detail.data.roundStatus === "in_progress" && !detail.data.withdrawnAt}
          />
          <ScorecardsPanel applicationId={applicantId} />
          <NotesPanel applicationId={applicantId} />
          <MailStatusPanel email={detail.data.email} applicationId={applicantId} />
          <ApplicationHistory applicationId={applicantId} />
        </div>
      )}
    </HrDialog>
  );
}
