// An applicant's profile as the staff side reads it for an interview (tRPC interviewApplicants.byId,
// GET /api/interviews/applicants/{id}): HR, or an interviewer on one of its interviews
// (assert-can-see-application.ts). The same detail HR's dialog shows (identity numbers masked to
// their last four; the reveal stays HR's), with the resume at the staff download path and no
// academic documents: an interviewer is given the profile and the resume, nothing more.
import type { Db } from "../../../infra/db/client.js";
import type { ApplicantDetail } from "../../../shared/hr/applicants.js";
import type { Role } from "../../../shared/user.js";
import { getApplicant } from "../applicants/get-applicant.js";
import { assertCanSeeApplication } from "./assert-can-see-application.js";

export function interviewResumePath(applicationId: number): string {
  return `/api/interviews/applicants/${applicationId}/resume`;
}

export async function getInterviewApplicant(db: Db, user: { id: number; role: Role }, applicationId: number): Promise<ApplicantDetail> {
  await assertCanSeeApplication(db, user, applicationId);
  const applicant = await getApplicant(db, applicationId);
  return {
    ...applicant,
    resumePath: applicant.resumePath ? interviewResumePath(applicationId) : null,
    academicDocsPath: null,
  };
}
