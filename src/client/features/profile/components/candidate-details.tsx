// A candidate's details on /profile (me.profile): personal details, education and additional info as
// entered on their most recent job application, read-only, with its documents to download; before
// any application, the way to the job board instead.
import { Link } from "@tanstack/react-router";
import { MY_PROFILE_TEXTS, type MyProfileDetails } from "../../../../shared/me/profile";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { formatShortDate } from "../../../lib/format-date";
import { useCandidateDetails } from "../api/candidate-details";
import { DocumentDownload } from "./document-download";
import { FactList } from "./fact-list";
import { ProfileLink } from "./profile-link";
import { ProfileSection } from "./profile-section";

function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

function joined(values: string[]): string {
  return values.join(", ");
}

function PersonalDetails({ personal }: { personal: MyProfileDetails["personal"] }) {
  return (
    <FactList
      facts={[
        ["Name", personal.fullName],
        ["Email", personal.email],
        ["Phone", personal.mobileNumber],
        ["Alternate phone", personal.alternateNumber],
        ["Current city", personal.currentCity],
        ["Home town", personal.homeTown],
        ["LinkedIn", personal.linkedinLink && <ProfileLink href={personal.linkedinLink} />],
        ["GitHub", personal.githubLink && <ProfileLink href={personal.githubLink} />],
        ["Resume", <DocumentDownload path={personal.resumePath} label="resume" fileName="resume.pdf" />],
        [
          "Academic documents",
          personal.academicDocsPath && (
            <DocumentDownload path={personal.academicDocsPath} label="academic documents" fileName="academic-documents.pdf" />
          ),
        ],
      ]}
    />
  );
}

function Education({ education }: { education: MyProfileDetails["education"] }) {
  return (
    <FactList
      facts={[
        ["Qualification", education.qualification],
        ["Course", education.course],
        ["College/University", education.college],
        ["Affiliated university", education.affiliatedUniversity],
        ["Year of passing", String(education.yearOfPassing)],
        ["Aggregate marks/CGPA", String(education.marks)],
        ["All semesters cleared", yesNo(education.allSemestersCleared)],
      ]}
    />
  );
}

function AdditionalInfo({ info }: { info: MyProfileDetails["additionalInfo"] }) {
  return (
    <FactList
      facts={[
        ["Skills", joined(info.skills)],
        ["Certifications", info.certifications],
        ["Internship or project", info.projectDescription],
        ["Preferred role", info.preferredRole],
        ["Languages", joined(info.languages)],
      ]}
    />
  );
}

export function CandidateDetails() {
  // The route's loader fetched it with the account.
  const details = useCandidateDetails();

  if (!details) {
    return (
      <ProfileSection title="Your details">
        <p className="text-slate-700 dark:text-slate-300">{MY_PROFILE_TEXTS.empty}</p>
        <Link to="/job-board" className={`${BUTTON_PRIMARY} mt-4 w-full sm:w-auto`}>
          Browse the job board
        </Link>
      </ProfileSection>
    );
  }

  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your details as you entered them on your most recent application ({details.application.jobTitle}, applied on{" "}
        {formatShortDate(details.application.appliedAt)}). This is what our HR team sees.{" "}
        <Link to="/applications" className="font-medium text-brand-700 underline underline-offset-2 dark:text-indigo-300">
          Track your applications
        </Link>
      </p>
      <ProfileSection title="Personal details">
        <PersonalDetails personal={details.personal} />
      </ProfileSection>
      <ProfileSection title="Education">
        <Education education={details.education} />
      </ProfileSection>
      <ProfileSection title="Additional info">
        <AdditionalInfo info={details.additionalInfo} />
      </ProfileSection>
    </>
  );
}
