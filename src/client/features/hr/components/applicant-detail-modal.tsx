// The candidate management's View Details modal: Personal Details, Location Details, Educational
// Background, Resume & Documents (spec doc 2 §2), the identity numbers (masked, each revealed on
// request), and the round history as a timeline.
import { useApplicant } from "../api/applicants";
import type { ApplicantDetail } from "../../../../shared/hr/applicants";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { DetailSection, type Fact } from "./detail-sections";
import { DocumentButton } from "./document-button";
import { DuplicatesPanel } from "./duplicates-panel";
import { formatBirthDate, percent, yesNo } from "../lib/format";
import { HrDialog } from "./hr-dialog";
import { identifierFacts } from "./identifier-value";
import { InterviewsPanel } from "./interviews-panel";
import { ScorecardsPanel } from "./scorecards-panel";
import { MailStatusPanel } from "./mail-status-panel";
import { NotesPanel } from "./notes-panel";
import { ApplicationHistory } from "./application-history";
import { ErrorState, LoadingState } from "./page-states";
import { RoundTimeline } from "./round-timeline";

function sections(applicant: ApplicantDetail): [string, Fact[]][] {
  return [
    [
      "Personal Details",
      [
        ["Full name", applicant.full_name],
        ["Date of birth", formatBirthDate(applicant.date_of_birth)],
        ["Gender", applicant.gender],
        ["Mobile number", applicant.mobile_number],
        ["Alternate contact number", applicant.alternate_contact_number],
        ["Email", applicant.email],
      ],
    ],
    [
      "Location Details",
      [
        ["Current city", applicant.current_city],
        ["Home town", applicant.home_town],
        ["Willing to relocate", yesNo(applicant.willing_to_relocate)],
      ],
    ],
    [
      "Educational Background",
      [
        ["Highest qualification", applicant.highest_qualification],
        ["Course", applicant.course_name],
        ["College / University", applicant.college_university],
        ["Affiliated university", applicant.affiliated_university],
        ["Year of passing", String(applicant.year_of_passing)],
        ["Aggregate marks", percent(applicant.aggregate_marks)],
        ["All semesters cleared", yesNo(applicant.all_semesters_cleared)],
      ],
    ],
    [
      "Identity Numbers",
      identifierFacts(
        applicant.applicant_id,
        { aadhar: applicant.aadhar_number, pan: applicant.pan_no, passport: applicant.passport_number },
        applicant.passport_available,
      ),
    ],
    [
      "Resume & Documents",
      [
        ["Resume", <DocumentButton key="resume" path={applicant.resume_path} label="Resume" />],
        ["Academic documents", <DocumentButton key="academics" path={applicant.academic_docs_path} label="Academic documents" />],
      ],
    ],
  ];
}

export function ApplicantDetailModal({ applicantId, onClose }: { applicantId: number | null; onClose: () => void }) {
  const detail = useApplicant(applicantId);
  if (applicantId === null) return null;
  return (
    <HrDialog open onOpenChange={(open) => !open && onClose()} title={detail.data?.full_name ?? "Applicant details"} wide>
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
            candidateName={detail.data.full_name}
            canSchedule={detail.data.round_status === "in_progress" && !detail.data.withdrawnAt}
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
