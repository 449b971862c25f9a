// The database half of erasing a person's data, run inside the caller's transaction: every field of
// an application or contact message that identifies or describes the person becomes a neutral
// placeholder, the mail log rows about those applications (failed ones too) lose their recipient,
// their sealed payload (so HR can no longer retry them), HR's text in them and any address quoted in their last error, and
// HR's notes and rating on them (an assessment of the person) go, as do the identity numbers
// (application_identifiers: sealed, but still the person's), the text read from their resume
// (application_resume_texts), and the interviewers' scorecards of their interviews.
// What HR's figures count stays (source, department, job, round, status, withdrawal, dates), and so
// do the round changes, which hold nothing personal. Erased rows are marked (erased_at) and skipped
// by later runs. The uploaded files are not touched here: see remove-erased-files.ts.
import type { Prisma } from "../db/generated/client.js";
import { execute, sql, type Tx } from "../db/sql.js";

/** Rows per statement, so erasing a large backlog never holds one huge statement's locks. */
export const ERASE_BATCH_SIZE = 500;

export const ERASED_NAME = "Erased";
/** An e-mail address inside a text (an SMTP reply quoting the recipient), as a Postgres regex. */
export const ADDRESS_PATTERN = `[^[:space:]<>"'(),;:]+@[^[:space:]<>"'(),;:]+`;

/** A date of birth no applicant has: the column is required. */
export const ERASED_BIRTH_DATE = "1900-01-01";

export type ErasureTarget = { applicationIds?: readonly number[]; contactMessageIds?: readonly number[] };

/** What this run erased: rows already erased before are not counted. */
export type ErasedRows = { applicationIds: number[]; contactMessages: number };

export function inBatches<T>(items: readonly T[], size = ERASE_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * The placeholders of an erased application: they keep the NOT NULL columns valid for HR's views;
 * e-mail "" is no address, so no mail can be queued to an erased applicant. The file names stay
 * until the files are removed.
 */
const ERASED_APPLICATION = {
  fullName: ERASED_NAME,
  dateOfBirth: new Date(`${ERASED_BIRTH_DATE}T00:00:00.000Z`),
  gender: "",
  mobileNumber: "",
  alternateNumber: null,
  email: "",
  currentCity: "",
  homeTown: "",
  willingToRelocate: false,
  highestQualification: "",
  courseName: "",
  collegeUniversity: "",
  affiliatedUniversity: null,
  yearOfPassing: 0,
  aggregateMarks: 0,
  allSemestersCleared: false,
  techSkills: [],
  otherTechSkills: null,
  certificateName: null,
  internshipProjectExperience: false,
  projectDescription: null,
  githubLink: null,
  linkedinLink: null,
  preferredRole: "",
  joining: "",
  openToShifts: false,
  expectedCtc: null,
  opportunitySource: "",
  availableForOnlineTests: false,
  hasLaptopInternet: false,
  languages: [],
  rating: null,
} satisfies Prisma.ApplicationUpdateManyMutationInput;

async function eraseApplications(tx: Tx, ids: number[], now: Date): Promise<number[]> {
  const rows = await tx.application.updateManyAndReturn({
    where: { id: { in: ids }, erasedAt: null },
    data: { ...ERASED_APPLICATION, erasedAt: now, updatedAt: now },
    select: { id: true },
  });
  const erased = rows.map((row) => row.id);
  if (erased.length > 0) {
    // The last error is rewritten, not replaced: a computed value, so a statement of the SQL layer.
    await execute(
      tx,
      sql`
      UPDATE mail_log SET recipient = '', sealed_payload = NULL, hr_message = NULL, hr_link = NULL, updated_at = ${now}::timestamptz,
        last_error = regexp_replace(last_error, ${ADDRESS_PATTERN}, '<address>', 'g')
      WHERE application_id = ANY(${erased}::int4[]) AND (recipient <> '' OR sealed_payload IS NOT NULL OR hr_message IS NOT NULL OR hr_link IS NOT NULL)`,
    );
    await tx.applicationNote.deleteMany({ where: { applicationId: { in: erased } } });
    await tx.applicationIdentifier.deleteMany({ where: { applicationId: { in: erased } } });
    // The text read from the resume (HR search) is the person's as much as the file it came from.
    await tx.applicationResumeText.deleteMany({ where: { applicationId: { in: erased } } });
    // The interviewers' scorecards are an assessment of the person too; the interviews themselves
    // (times, place, link, who interviewed) describe the company's day, not the person, and stay.
    await tx.scorecard.deleteMany({ where: { interview: { applicationId: { in: erased } } } });
  }
  return erased;
}

async function eraseContactMessages(tx: Tx, ids: number[], now: Date): Promise<number> {
  // The subject is one of the form's five fixed choices, nothing personal: it stays.
  const { count } = await tx.contactMessage.updateMany({
    where: { id: { in: ids }, erasedAt: null },
    data: { name: ERASED_NAME, email: "", phoneNumber: null, message: "", erasedAt: now },
  });
  return count;
}

/** `now` stamps the erasure (erased_at, updated_at): the caller's instant when it has one. */
export async function eraseRows(tx: Tx, target: ErasureTarget, now: Date = new Date()): Promise<ErasedRows> {
  const applicationIds: number[] = [];
  for (const batch of inBatches(target.applicationIds ?? [])) applicationIds.push(...(await eraseApplications(tx, batch, now)));
  let contactMessages = 0;
  for (const batch of inBatches(target.contactMessageIds ?? [])) contactMessages += await eraseContactMessages(tx, batch, now);
  return { applicationIds, contactMessages };
}

/**
 * A deleted account's data requests: their texts (the candidate's message, HR's reply) become ""
 * and null. The rows stay, with their type, dates and who answered: the record that each request
 * was made and answered in time; the foreign key then clears their user. Counts the rows erased.
 */
export async function eraseDataRequests(tx: Tx, userId: number): Promise<number> {
  const { count } = await tx.dataRequest.updateMany({ where: { userId }, data: { message: "", reply: null } });
  return count;
}
