// The job applicants as CSV: every applicant the list's filters match (a department or all, a step,
// the department page's filters), newest first, with the list's and the detail's columns.
import type { Readable } from "node:stream";
import { z } from "zod";
import { PROFILE_SQL_COLUMNS } from "../../../infra/application-profile.js";
import type { Db } from "../../../infra/db/client.js";
import { raw } from "../../../infra/db/sql.js";
import { DEPARTMENTS } from "../../../shared/departments.js";
import type { ApplicantFilters } from "../../../shared/hr/export.js";
import { APPLICATION_STATUS_LABELS, applicationStatus, HIRING_ROUNDS, ROUND_LABELS, ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { JOB_TYPES } from "../../../shared/job.js";
import { applicantConditions } from "../applicants/list-applicants.js";
import { csvStream, type CsvColumn } from "./csv-stream.js";
import { keysetBatches } from "./keyset-batches.js";
import { exportProfile, PROFILE_ROW, profileColumns } from "./profile-columns.js";

// The job's type by a scalar subquery rather than a join: the filters name the applications' columns
// unqualified, and jobs has some of the same names.
const EXPORT_COLUMNS = raw(`${PROFILE_SQL_COLUMNS}, a.department, a.job_title AS "jobTitle",
  (SELECT j.job_type::text FROM jobs j WHERE j.id = a.job_id) AS "jobType",
  a.round, a.round_status AS "roundStatus", a.withdrawn_at AS "withdrawnAt"`);

const APPLICANT_EXPORT_ROW = PROFILE_ROW.extend({
  department: z.enum(DEPARTMENTS).nullable(),
  jobTitle: z.string().nullable(),
  /** The job's type as shown ("Full-time"); null when the job was deleted or for a general application. */
  jobType: z.enum(JOB_TYPES).nullable(),
  round: z.enum(HIRING_ROUNDS),
  roundStatus: z.enum(ROUND_STATUSES),
  withdrawnAt: z.date().nullable(),
});
type ApplicantRow = z.infer<typeof APPLICANT_EXPORT_ROW> & { profile: ReturnType<typeof exportProfile> };

const COLUMNS: CsvColumn<ApplicantRow>[] = [
  { header: "Applicant ID", value: (row) => row.id },
  { header: "Applied At (UTC)", value: (row) => row.createdAt.toISOString() },
  { header: "Department", value: (row) => row.department },
  { header: "Job Title", value: (row) => row.jobTitle },
  { header: "Job Type", value: (row) => row.jobType },
  { header: "Round", value: (row) => ROUND_LABELS[row.round] },
  { header: "Status", value: (row) => APPLICATION_STATUS_LABELS[applicationStatus(row.roundStatus, row.withdrawnAt !== null)] },
  { header: "Withdrawn At (UTC)", value: (row) => row.withdrawnAt?.toISOString() ?? null },
  ...profileColumns<ApplicantRow>(),
];

export function exportApplicantsCsv(db: Db, filters: ApplicantFilters): Promise<Readable> {
  const { department, round, ...refinements } = filters;
  const where = applicantConditions(department, round, refinements);
  const query = { columns: EXPORT_COLUMNS, where, row: APPLICANT_EXPORT_ROW };
  return csvStream(
    COLUMNS,
    keysetBatches(db, query, (row): ApplicantRow => ({ ...row, profile: exportProfile(row) })),
  );
}
