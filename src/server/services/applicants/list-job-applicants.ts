// A posted job's applicants for its HR page: the total and the newest ones (on the job_id index).
import type { Db } from "../../../infra/db/client.js";
import { selectRows, sql } from "../../../infra/db/sql.js";
import { JOB_APPLICANTS_SHOWN, type JobApplicants } from "../../../shared/hr/job-applicants.js";
import { APPLICANT_ROW_COLUMNS, applicantRowSchema, toApplicantRow } from "./list-applicants.js";

export async function listJobApplicants(db: Db, jobId: number): Promise<JobApplicants> {
  const [total, rows] = await Promise.all([
    db.application.count({ where: { jobId, source: "job_application" } }),
    selectRows(
      db,
      sql`SELECT ${APPLICANT_ROW_COLUMNS} FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
        WHERE a.job_id = ${jobId} AND a.source = 'job_application'
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${JOB_APPLICANTS_SHOWN}`,
      applicantRowSchema,
    ),
  ]);
  return { total, data: rows.map(toApplicantRow) };
}
