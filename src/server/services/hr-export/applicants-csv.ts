// The job applicants as CSV: every applicant of a department (or of all) in a step, newest first,
// with the list's and the detail's columns.
import type { Readable } from "node:stream";
import type { Db } from "../../../infra/db/client.js";
import { PROFILE_SELECT } from "../../../infra/application-profile.js";
import type { ApplicantFilters } from "../../../shared/hr/export.js";
import { ROUND_LABELS, ROUND_STATUS_LABELS, STEPS } from "../../../shared/hr/rounds.js";
import type { Prisma } from "../../db/generated/client.js";
import { stageConditions } from "../applicants/list-applicants.js";
import { JOB_TYPE_FROM_DB } from "../jobs/job-mapper.js";
import { csvStream, type CsvColumn } from "./csv-stream.js";
import { keysetBatches } from "./keyset-batches.js";
import { exportProfile, profileColumns } from "./profile-columns.js";

const APPLICANT_EXPORT_SELECT = {
  ...PROFILE_SELECT,
  department: true,
  jobTitle: true,
  job: { select: { jobType: true } },
  round: true,
  roundStatus: true,
  active: true,
  withdrawnAt: true,
} as const satisfies Prisma.ApplicationSelect;

type ApplicantExportRow = Prisma.ApplicationGetPayload<{ select: typeof APPLICANT_EXPORT_SELECT }>;
type ApplicantRow = ApplicantExportRow & { profile: ReturnType<typeof exportProfile> };

const COLUMNS: CsvColumn<ApplicantRow>[] = [
  { header: "Applicant ID", value: (row) => row.id },
  { header: "Applied At (UTC)", value: (row) => row.createdAt.toISOString() },
  { header: "Department", value: (row) => row.department },
  { header: "Job Title", value: (row) => row.jobTitle },
  { header: "Job Type", value: (row) => (row.job ? JOB_TYPE_FROM_DB[row.job.jobType] : null) },
  { header: "Round", value: (row) => ROUND_LABELS[row.round] },
  { header: "Round Status", value: (row) => ROUND_STATUS_LABELS[row.roundStatus] },
  { header: "Active", value: (row) => row.active },
  { header: "Withdrawn At (UTC)", value: (row) => row.withdrawnAt?.toISOString() ?? null },
  ...profileColumns<ApplicantRow>(),
];

export function exportApplicantsCsv(db: Db, filters: ApplicantFilters): Promise<Readable> {
  const where = stageConditions(filters.department, STEPS[filters.round].filter);
  const readRows = async (ids: number[]): Promise<ApplicantRow[]> => {
    const rows = await db.application.findMany({ where: { id: { in: ids } }, select: APPLICANT_EXPORT_SELECT });
    return rows.map((row) => ({ ...row, profile: exportProfile(row) }));
  };
  return csvStream(COLUMNS, keysetBatches(db, where, readRows));
}
