// A job as the audit trail records it: the fields HR recognises a posting by, nothing personal.
import type { AuditState } from "../../../shared/hr/audit.js";
import { JOB_TYPE_FROM_DB } from "../jobs/job-mapper.js";

type JobAuditFields = { jobTitle: string; department: string; jobType: keyof typeof JOB_TYPE_FROM_DB };

export const JOB_AUDIT_SELECT = { jobTitle: true, department: true, jobType: true } as const;

export function jobAuditState(job: JobAuditFields): AuditState {
  return { title: job.jobTitle, department: job.department, type: JOB_TYPE_FROM_DB[job.jobType] };
}
