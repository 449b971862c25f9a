// An application row as the snake_case applicant detail of the HR applicant screens (spec doc 2 §3).
import type { ApplicantDetail } from "../../../shared/hr/applicants.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import type { Prisma } from "../../db/generated/client.js";
import { dateOnly, PROFILE_SELECT, type DocumentKind } from "../candidates/application-profile.js";

export const APPLICANT_DETAIL_SELECT = {
  ...PROFILE_SELECT,
  department: true,
  jobTitle: true,
  round: true,
  roundStatus: true,
  roundChanges: {
    select: { fromRound: true, toRound: true, status: true, createdAt: true, changedBy: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} as const satisfies Prisma.ApplicationSelect;

type ApplicantDetailRow = Prisma.ApplicationGetPayload<{ select: typeof APPLICANT_DETAIL_SELECT }>;

/** HR-only download path of an applicant's document (bearer token required; never a public URL). */
function applicantDocumentPath(id: number, kind: DocumentKind): string {
  return `/application/api/applicants/${id}/${kind}`;
}

export function toApplicantDetail(row: ApplicantDetailRow): ApplicantDetail {
  return {
    applicant_id: row.id,
    department: row.department,
    job_title: row.jobTitle,
    round: ROUND_LABELS[row.round],
    round_status: row.roundStatus,
    applied_at: row.createdAt.toISOString(),
    full_name: row.fullName,
    date_of_birth: dateOnly(row.dateOfBirth),
    gender: row.gender,
    mobile_number: row.mobileNumber,
    alternate_contact_number: row.alternateNumber,
    email: row.email,
    current_city: row.currentCity,
    home_town: row.homeTown,
    willing_to_relocate: row.willingToRelocate,
    highest_qualification: row.highestQualification,
    course_name: row.courseName,
    college_university: row.collegeUniversity,
    affiliated_university: row.affiliatedUniversity,
    year_of_passing: row.yearOfPassing,
    aggregate_marks: row.aggregateMarks.toNumber(),
    all_semesters_cleared: row.allSemestersCleared,
    tech_skills: row.techSkills,
    other_tech_skills: row.otherTechSkills,
    certificate_name: row.certificateName,
    internship_project_experience: row.internshipProjectExperience,
    project_description: row.projectDescription,
    github_link: row.githubLink,
    linkedin_link: row.linkedinLink,
    preferred_role: row.preferredRole,
    immediate_joining: row.joining === "Yes",
    open_to_shifts: row.openToShifts,
    expected_ctc: row.expectedCtc,
    opportunity_source: row.opportunitySource,
    available_for_online_tests: row.availableForOnlineTests,
    has_laptop_internet: row.hasLaptopInternet,
    languages: row.languages,
    aadhar_number: row.aadharNumber,
    pan_no: row.panNo,
    passport_available: row.passportNumber !== null,
    resume_path: row.resumePath ? applicantDocumentPath(row.id, "resume") : null,
    academic_docs_path: row.academicDocsPath ? applicantDocumentPath(row.id, "academics") : null,
    history: row.roundChanges.map((change) => ({
      from_round: ROUND_LABELS[change.fromRound],
      to_round: ROUND_LABELS[change.toRound],
      status: change.status,
      changed_at: change.createdAt.toISOString(),
      changed_by: change.changedBy?.name ?? null,
    })),
  };
}
