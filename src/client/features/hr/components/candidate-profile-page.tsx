// /hr/candidate/{id}: every field of an enquiry candidate, booleans as Yes/No, marks as a
// percentage, links opened with https://, documents downloadable by HR (spec doc 2 §2, §8).
import type { ErrorComponentProps } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useCandidate } from "../api/candidates";
import type { Candidate } from "../../../../shared/hr/candidates";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { httpStatusOf, serverMessage } from "../../../lib/error-message";
import { candidateId } from "../api/route-data";
import { DetailSection, ExternalLink, type Fact } from "./detail-sections";
import { DocumentButton } from "./document-button";
import { DuplicatesPanel } from "./duplicates-panel";
import { identifierFacts } from "./identifier-value";
import { formatBirthDate, formatDateTime, percent, rupees, yesNo } from "../lib/format";
import { MailStatusPanel } from "./mail-status-panel";
import { NotesPanel } from "./notes-panel";
import { ApplicationHistory } from "./application-history";
import { BackLink, ErrorState } from "./page-states";

function sections(candidate: Candidate): [string, Fact[]][] {
  return [
    [
      "Personal Details",
      [
        ["Full name", candidate.fullName],
        ["Email", candidate.email],
        ["Mobile number", candidate.mobileNumber],
        ["Alternate contact number", candidate.alternateContactNumber],
        ["Date of birth", formatBirthDate(candidate.dateOfBirth)],
        ["Gender", candidate.gender],
      ],
    ],
    [
      "Location Details",
      [
        ["Current city", candidate.currentCity],
        ["Home town", candidate.homeTown],
        ["Willing to relocate", yesNo(candidate.willingToRelocate)],
      ],
    ],
    [
      "Educational Background",
      [
        ["Highest qualification", candidate.highestQualification],
        ["Course", candidate.courseName],
        ["College / University", candidate.collegeUniversity],
        ["Affiliated university", candidate.affiliatedUniversity],
        ["Year of passing", String(candidate.yearOfPassing)],
        ["Aggregate marks", percent(candidate.aggregateMarks)],
        ["All semesters cleared", yesNo(candidate.allSemestersCleared)],
      ],
    ],
    [
      "Skills and Experience",
      [
        ["Skills", candidate.skills.join(", ")],
        ["Certification", candidate.certificateName],
        ["Internship or project experience", yesNo(candidate.internshipProjectExperience)],
        ["Project description", candidate.projectDescription],
        ["GitHub", <ExternalLink key="github" href={candidate.githubLink} />],
        ["LinkedIn", <ExternalLink key="linkedin" href={candidate.linkedinLink} />],
      ],
    ],
    [
      "Job Preferences",
      [
        ["Preferred role", candidate.preferredRole],
        ["Expected CTC", rupees(candidate.expectedCTC)],
        ["Immediate joining", yesNo(candidate.immediateJoining)],
        ["Open to shifts", yesNo(candidate.openToShifts)],
      ],
    ],
    [
      "General",
      [
        ["Heard about us through", candidate.opportunitySource],
        ["Available for online tests", yesNo(candidate.availableForOnlineTests)],
        ["Has a laptop and internet", yesNo(candidate.hasLaptopInternet)],
        ["Languages", candidate.languages.join(", ")],
        ...identifierFacts(
          candidate.id,
          { aadhar: candidate.aadharNumber, pan: candidate.panNo, passport: candidate.passportNumber },
          candidate.passportAvailable,
        ),
      ],
    ],
    [
      "Resume & Documents",
      [
        ["Resume", <DocumentButton key="resume" path={candidate.resumePath} label="Resume" />],
        ["Academic documents", <DocumentButton key="academics" path={candidate.academicDocsPath} label="Academic documents" />],
        ["Enquired on", formatDateTime(candidate.createdAt)],
      ],
    ],
  ];
}

function ProfileError({ message }: { message: string }) {
  return (
    <ErrorState message={message}>
      <BackLink to="/hr/enquiry">Back to Candidates List</BackLink>
    </ErrorState>
  );
}

/** The candidate's load failed (route-data.ts loads it): missing, refused or not reachable. */
export function CandidateProfileError(props: ErrorComponentProps) {
  const message =
    httpStatusOf(props.error) === 404 ? HR_MESSAGES.candidateNotFound : serverMessage(props.error, HR_MESSAGES.fetchCandidateFailed);
  return (
    <RouteError {...props} message={message}>
      <BackLink to="/hr/enquiry">Back to Candidates List</BackLink>
    </RouteError>
  );
}

function CandidateProfile({ id }: { id: number }) {
  const candidate = useCandidate(id);
  return (
    <article>
      <PageTitle title={candidate.fullName} />
      <BackLink to="/hr/enquiry">← Back to Candidates List</BackLink>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{candidate.fullName}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{candidate.preferredRole}</p>
      <div className="mt-6 grid gap-4">
        <DuplicatesPanel applicationId={candidate.id} />
        {sections(candidate).map(([title, facts]) => (
          <DetailSection key={title} title={title} facts={facts} />
        ))}
        <NotesPanel applicationId={candidate.id} />
        <MailStatusPanel email={candidate.email} applicationId={candidate.id} />
        <ApplicationHistory applicationId={candidate.id} />
      </div>
    </article>
  );
}

export function CandidateProfilePage({ candidateId: param }: { candidateId: string }) {
  const id = candidateId(param);
  if (!param) return <ProfileError message={HR_MESSAGES.noCandidateId} />;
  if (id === null) return <ProfileError message={HR_MESSAGES.candidateNotFound} />;
  return <CandidateProfile id={id} />;
}
