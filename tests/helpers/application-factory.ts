// Application rows for the HR tests: job applications (the applicants) and enquiries (the
// candidates), with overrides; identity numbers sealed as the app seals them (its key ring from the
// same environment). Each test file creates and owns its data.
import type { Db } from "../../src/infra/db/client.js";
import { parseEnv } from "../../src/infra/env.js";
import { identifierKeyRing, type IdentifierKeyRing } from "../../src/infra/privacy/identifier-cipher.js";
import { identifierRows, type IdentifierValues } from "../../src/infra/privacy/identifier-rows.js";
import type { Prisma } from "../../src/infra/db/generated/client.js";
import { uniqueSuffix } from "./factories.js";

/** The columns to override, and the identity numbers to store (none unless given). */
export type ApplicationOverrides = Partial<Prisma.ApplicationUncheckedCreateInput> & { identifiers?: IdentifierValues };

/** The key ring a test app built from this process's environment uses (createTestApp). */
export function testIdentifierRing(): IdentifierKeyRing {
  return identifierKeyRing(parseEnv(process.env));
}

/** Stores an application's identity numbers, sealed, as a submission would. */
export async function addIdentifiers(db: Db, applicationId: number, values: IdentifierValues): Promise<void> {
  await db.applicationIdentifier.createMany({ data: identifierRows(testIdentifierRing(), applicationId, values) });
}

async function createRow(db: Db, data: Prisma.ApplicationUncheckedCreateInput, identifiers: IdentifierValues | undefined) {
  const row = await db.application.create({ data });
  if (identifiers) await addIdentifiers(db, row.id, identifiers);
  return row;
}

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
export function createApplication(db: Db, { identifiers, ...overrides }: ApplicationOverrides = {}) {
  return createRow(
    db,
    {
      ...baseApplication(uniqueSuffix()),
      source: "job_application",
      department: "Engineering",
      jobTitle: "Software Engineer",
      ...overrides,
    },
    identifiers,
  );
}

/** A candidate enquiry from the /enquiry form (source enquiry, no job, no department). */
export function createEnquiry(db: Db, { identifiers, ...overrides }: ApplicationOverrides = {}) {
  return createRow(db, { ...baseApplication(uniqueSuffix()), source: "enquiry", ...overrides }, identifiers);
}
