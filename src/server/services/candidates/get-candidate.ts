// One enquiry candidate with every field of the profile.
import type { Db } from "../../../infra/db/client.js";
import type { Candidate } from "../../../shared/hr/candidates.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { AppError } from "../../../infra/errors.js";
import { CANDIDATE_SELECT, toCandidate } from "./candidate-mapper.js";

export async function getCandidate(db: Db, id: number): Promise<Candidate> {
  const row = await db.application.findFirst({ where: { id, source: "enquiry" }, select: CANDIDATE_SELECT });
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.candidateNotFound, { reason: "CANDIDATE_NOT_FOUND" });
  return toCandidate(row);
}
