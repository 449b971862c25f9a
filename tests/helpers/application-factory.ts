// Application rows for the HR tests: job applications (the applicants) and enquiries (the
// candidates), with overrides. Each test file creates and owns its data.
import type { Db } from "../../src/infra/db/client.js";
import type { Prisma } from "../../src/server/db/generated/client.js";
import { uniqueSuffix } from "./factories.js";

export type ApplicationOverrides = Partial<Prisma.ApplicationUncheckedCreateInput>;

function baseApplication(suffix: string) {
  return {
    fullName: `Asha Rao ${suffix}`,
    dateOfBirth: new Date("2000-05-17T00:00:00Z"),
    gender: "Female",
    mobileNumber: "9876543210",
    email: `asha.${suffix}@example.com`,
    currentCity: "Manipal",
    homeTown: "Udupi",
    willingToRelocate: true,
    highestQualification: "B.Tech",
    courseName: "Computer Science",
    collegeUniversity: "Manipal Institute of Technology",
    yearOfPassing: 2022,
    aggregateMarks: 82.5,
    allSemestersCleared: true,
    techSkills: ["Python", "JavaScript"],
    internshipProjectExperience: false,
    preferredRole: "Software Engineer",
    joining: "Yes",
    openToShifts: true,
    opportunitySource: "LinkedIn",
    availableForOnlineTests: true,
    hasLaptopInternet: true,
    languages: ["English"],
    resumePath: `${suffix}-resume.pdf`,
  };
}

/** A job application (source job_application) in Engineering's Resume Screening unless overridden. */
export function createApplication(db: Db, overrides: ApplicationOverrides = {}) {
  return db.application.create({
    data: {
      ...baseApplication(uniqueSuffix()),
      source: "job_application",
      department: "Engineering",
      jobTitle: "Software Engineer",
      ...overrides,
    },
  });
}

/** A candidate enquiry from the /enquiry form (source enquiry, no job, no department). */
export function createEnquiry(db: Db, overrides: ApplicationOverrides = {}) {
  return db.application.create({ data: { ...baseApplication(uniqueSuffix()), source: "enquiry", ...overrides } });
}
