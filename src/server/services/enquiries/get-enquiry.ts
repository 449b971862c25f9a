// One enquiry with every field of the profile.
import type { Db } from "../../../infra/db/client.js";
import type { Enquiry } from "../../../shared/hr/enquiries.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { AppError } from "../../../infra/errors.js";
import { ENQUIRY_SELECT, toEnquiry } from "./enquiry-mapper.js";

export async function getEnquiry(db: Db, id: number): Promise<Enquiry> {
  const row = await db.application.findFirst({ where: { id, source: "enquiry" }, select: ENQUIRY_SELECT });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.enquiryNotFound, { reason: "CANDIDATE_NOT_FOUND" });
  return toEnquiry(row);
}
