// Maps validated wizard values and the stored file names to the columns of an applications row, and
// picks out the identity numbers, which live encrypted beside it (infra/privacy/identifier-rows.ts).
import type { IdentifierValues } from "../../../infra/privacy/identifier-rows.js";
import type { EnquiryData } from "../../../shared/application/submission.js";
import type { ReceivedUpload } from "./receive-upload.js";

const yes = (value: string) => value === "Yes";
const orNull = (value: string | undefined) => (value ? value : null);

export function toApplicationRow(data: EnquiryData, files: ReceivedUpload["files"] & { resume: { fileName: string } }) {
  return {
    fullName: data.fullName,
    dateOfBirth: new Date(`${data.dob}T00:00:00Z`),
    gender: data.gender,
    mobileNumber: data.mobile,
    alternateNumber: orNull(data.altMobile),
    email: data.email,
    currentCity: data.currentCity,
    homeTown: data.homeTown,
    willingToRelocate: yes(data.willingToRelocate),
    highestQualification: data.qualification,
    courseName: data.course,
    collegeUniversity: data.college,
    affiliatedUniversity: orNull(data.affiliatedUniv),
    yearOfPassing: Number(data.graduationYear),
    aggregateMarks: data.marks,
    allSemestersCleared: yes(data.allSemCleared),
    techSkills: data.techSkills,
    otherTechSkills: data.techSkills.includes("Others") ? orNull(data.otherTechSkills) : null,
    certificateName: orNull(data.certifications),
    internshipProjectExperience: yes(data.hasInternship),
    projectDescription: yes(data.hasInternship) ? orNull(data.projectDesc) : null,
    githubLink: orNull(data.github),
    linkedinLink: orNull(data.linkedin),
    preferredRole: data.preferredRole,
    joining: data.joining,
    openToShifts: yes(data.shifts),
    expectedCtc: data.expectedCTC ? Number(data.expectedCTC) : null,
    opportunitySource: data.source,
    availableForOnlineTests: yes(data.onlineTest),
    hasLaptopInternet: yes(data.laptop),
    languages: data.languages ?? [],
    resumePath: files.resume.fileName,
    academicDocsPath: files.academics?.fileName ?? null,
  };
}

export function toIdentifierValues(data: EnquiryData): IdentifierValues {
  return { aadhar: data.aadhar, pan: data.pan, passport: data.passport };
}
