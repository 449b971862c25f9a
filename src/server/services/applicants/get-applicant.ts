// One job applicant with every field of the View Details modal.
import type { Db } from "../../../infra/db/client.js";
import type { ApplicantDetail } from "../../../shared/hr/applicants.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { AppError } from "../../../infra/errors.js";
import { APPLICANT_DETAIL_SELECT, toApplicantDetail } from "./applicant-mapper.js";

export async function getApplicant(db: Db, id: number): Promise<ApplicantDetail> {
  const row = await db.application.findFirst({ where: { id, source: "job_application" }, select: APPLICANT_DETAIL_SELECT });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  return toApplicantDetail(row);
}
