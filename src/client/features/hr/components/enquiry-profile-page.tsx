// /hr/candidate/{id}: every field of an enquiry, booleans as Yes/No, marks as a
// percentage, links opened with https://, documents downloadable by HR (spec doc 2 §2, §8).
import type { ErrorComponentProps } from "@tanstack/react-router";
import { PageTitle } from "../../../components/page-title";
import { RouteError } from "../../../components/route-error";
import { useEnquiry } from "../api/enquiries";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { httpStatusOf, serverMessage } from "../../../lib/error-message";
import { enquiryIdOf } from "../api/route-data";
import { DetailSection, ExternalLink } from "./detail-sections";
import { DuplicatesPanel } from "./duplicates-panel";
import { formatDateTime, rupees, yesNo } from "../lib/format";
import { MailStatusPanel } from "./mail-status-panel";
import { NotesPanel } from "./notes-panel";
import { ApplicationHistory } from "./application-history";
import { BackLink, ErrorState } from "./page-states";
import { identityFacts, profileSections } from "./profile-sections";

function sections(enquiry: Enquiry) {
  return profileSections(enquiry, {
    between: [
      [
        "Skills and Experience",
        [
          ["Skills", enquiry.skills.join(", ")],
          ["Certification", enquiry.certificateName],
          ["Internship or project experience", yesNo(enquiry.internshipProjectExperience)],
          ["Project description", enquiry.projectDescription],
          ["GitHub", <ExternalLink key="github" href={enquiry.githubLink} />],
          ["LinkedIn", <ExternalLink key="linkedin" href={enquiry.linkedinLink} />],
        ],
      ],
      [
        "Job Preferences",
        [
          ["Preferred role", enquiry.preferredRole],
          ["Expected CTC", rupees(enquiry.expectedCTC)],
          ["Immediate joining", yesNo(enquiry.immediateJoining)],
          ["Open to shifts", yesNo(enquiry.openToShifts)],
        ],
      ],
      [
        "General",
        [
          ["Heard about us through", enquiry.opportunitySource],
          ["Available for online tests", yesNo(enquiry.availableForOnlineTests)],
          ["Has a laptop and internet", yesNo(enquiry.hasLaptopInternet)],
          ["Languages", enquiry.languages.join(", ")],
          ...identityFacts(enquiry.id, enquiry),
        ],
      ],
    ],
    afterDocuments: [["Enquired on", formatDateTime(enquiry.createdAt)]],
  });
}

function ProfileError({ message }: { message: string }) {
  return (
    <ErrorState message={message}>
      <BackLink to="/hr/enquiry">Back to Candidates List</BackLink>
    </ErrorState>
  );
}

/** The enquiry's load failed (route-data.ts loads it): missing, refused or not reachable. */
export function EnquiryProfileError(props: ErrorComponentProps) {
  const message =
    httpStatusOf(props.error) === 404 ? HR_MESSAGES.enquiryNotFound : serverMessage(props.error, HR_MESSAGES.fetchEnquiryFailed);
  return (
    <RouteError {...props} message={message}>
      <BackLink to="/hr/enquiry">Back to Candidates List</BackLink>
    </RouteError>
  );
}

function EnquiryProfile({ id }: { id: number }) {
  const enquiry = useEnquiry(id);
  return (
    <article>
      <PageTitle title={enquiry.fullName} />
      <BackLink to="/hr/enquiry">← Back to Candidates List</BackLink>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{enquiry.fullName}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{enquiry.preferredRole}</p>
      <div className="mt-6 grid gap-4">
        <DuplicatesPanel applicationId={enquiry.id} />
        {sections(enquiry).map(([title, facts]) => (
          <DetailSection key={title} title={title} facts={facts} />
        ))}
        <NotesPanel applicationId={enquiry.id} />
        <MailStatusPanel email={enquiry.email} applicationId={enquiry.id} />
        <ApplicationHistory applicationId={enquiry.id} />
      </div>
    </article>
  );
}

export function EnquiryProfilePage({ idParam: param }: { idParam: string }) {
  const id = enquiryIdOf(param);
  if (!param) return <ProfileError message={HR_MESSAGES.noEnquiryId} />;
  if (id === null) return <ProfileError message={HR_MESSAGES.enquiryNotFound} />;
  return <EnquiryProfile id={id} />;
}
