// The job applicants as CSV: every applicant the list's filters match (a department or all, a step,
// the department page's filters), newest first, with the list's and the detail's columns.
import type { Readable } from "node:stream";
import type { Db } from "../../../infra/db/client.js";
import { PROFILE_SQL_COLUMNS, type RawProfileRow } from "../../../infra/application-profile.js";
import type { ApplicantFilters } from "../../../shared/hr/export.js";
import type { Department } from "../../../shared/departments.js";
import {
  APPLICATION_STATUS_LABELS,
  applicationStatus,
  ROUND_LABELS,
  type HiringRound,
  type RoundStatus,
} from "../../../shared/hr/rounds.js";
import { Prisma } from "../../db/generated/client.js";
import { queryRows } from "../../db/query-rows.js";
import { applicantConditions } from "../applicants/list-applicants.js";
import { csvStream, type CsvColumn } from "./csv-stream.js";
import { keysetBatches } from "./keyset-batches.js";
import { exportProfile, profileColumns } from "./profile-columns.js";

type ApplicantExportRow = RawProfileRow & {
  department: Department | null;
  jobTitle: string | null;
  /** The job's type as shown ("Full-time"); null when the job was deleted or for a general application. */
  jobType: string | null;
  round: HiringRound;
  roundStatus: RoundStatus;
  withdrawnAt: Date | null;
};
type ApplicantRow = ApplicantExportRow & { profile: ReturnType<typeof exportProfile> };

const EXPORT_COLUMNS = Prisma.raw(`${PROFILE_SQL_COLUMNS}, a.department, a.job_title AS "jobTitle", j.job_type::text AS "jobType",
  a.round, a.round_status AS "roundStatus", a.withdrawn_at AS "withdrawnAt"`);

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
  const readRows = async (ids: number[]): Promise<ApplicantRow[]> => {
    const rows = await queryRows<ApplicantExportRow>(
      db,
      Prisma.sql`SELECT ${EXPORT_COLUMNS} FROM applications a LEFT JOIN jobs j ON j.id = a.job_id WHERE a.id = ANY(${ids}::int[])`,
    );
    return rows.map((row) => ({ ...row, profile: exportProfile(row) }));
  };
  return csvStream(COLUMNS, keysetBatches(db, where, readRows));
}
