// The database half of erasing a person's data, run inside the caller's transaction: every field of
// an application or contact message that identifies or describes the person becomes a neutral
// placeholder, the mail log rows about those applications (failed ones too) lose their recipient,
// their sealed payload (so HR can no longer retry them), HR's text in them and any address quoted in their last error, and
// HR's notes and rating on them (an assessment of the person) go.
// What HR's figures count stays (source, department, job, round, status, withdrawal, dates), and so
// do the round changes, which hold nothing personal. Erased rows are marked (erased_at) and skipped
// by later runs. The uploaded files are not touched here: see remove-erased-files.ts.
import type { Prisma } from "../../server/db/generated/client.js";

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

async function eraseApplications(tx: Prisma.TransactionClient, ids: number[]): Promise<number[]> {
  // Placeholders keep the NOT NULL columns valid for HR's views; e-mail "" is no address, so no
  // mail can be queued to an erased applicant. The file names stay until the files are removed.
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE applications SET
      full_name = ${ERASED_NAME}, date_of_birth = ${ERASED_BIRTH_DATE}::date, gender = '',
      mobile_number = '', alternate_contact_number = NULL, email = '', current_city = '', home_town = '',
      willing_to_relocate = false, highest_qualification = '', course_name = '', college_university = '',
      affiliated_university = NULL, year_of_passing = 0, aggregate_marks = 0, all_semesters_cleared = false,
      tech_skills = '{}', other_tech_skills = NULL, certificate_name = NULL, internship_project_experience = false,
      project_description = NULL, github_link = NULL, linkedin_link = NULL, preferred_role = '', joining = '',
      open_to_shifts = false, expected_ctc = NULL, opportunity_source = '', available_for_online_tests = false,
      has_laptop_internet = false, languages = '{}', aadhar_number = NULL, pan_no = NULL, passport_number = NULL,
      rating = NULL, erased_at = now() AT TIME ZONE 'UTC', updated_at = now() AT TIME ZONE 'UTC'
    WHERE id = ANY(${ids}::int4[]) AND erased_at IS NULL
    RETURNING id`;
  const erased = rows.map((row) => row.id);
  if (erased.length > 0) {
    await tx.$executeRaw`
      UPDATE mail_log SET recipient = '', sealed_payload = NULL, hr_message = NULL, hr_link = NULL, updated_at = now() AT TIME ZONE 'UTC',
        last_error = regexp_replace(last_error, ${ADDRESS_PATTERN}, '<address>', 'g')
      WHERE application_id = ANY(${erased}::int4[]) AND (recipient <> '' OR sealed_payload IS NOT NULL OR hr_message IS NOT NULL OR hr_link IS NOT NULL)`;
    await tx.$executeRaw`DELETE FROM application_notes WHERE application_id = ANY(${erased}::int4[])`;
  }
  return erased;
}

function eraseContactMessages(tx: Prisma.TransactionClient, ids: number[]): Promise<number> {
  // The subject is one of the form's five fixed choices, nothing personal: it stays.
  return tx.$executeRaw`
    UPDATE contact_messages SET
      name = ${ERASED_NAME}, email = '', phone_number = NULL, message = '', erased_at = now() AT TIME ZONE 'UTC'
    WHERE id = ANY(${ids}::int4[]) AND erased_at IS NULL`;
}

export async function eraseRows(tx: Prisma.TransactionClient, target: ErasureTarget): Promise<ErasedRows> {
  const applicationIds: number[] = [];
  for (const batch of inBatches(target.applicationIds ?? [])) applicationIds.push(...(await eraseApplications(tx, batch)));
  let contactMessages = 0;
  for (const batch of inBatches(target.contactMessageIds ?? [])) contactMessages += await eraseContactMessages(tx, batch);
  return { applicationIds, contactMessages };
}
