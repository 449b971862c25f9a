// Deletes an enquiry candidate and then their uploaded documents.
import type { Db } from "../../../infra/db/client.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { AppError } from "../../../infra/errors.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";
import { isStoredFileName } from "./read-application-document.js";

export async function deleteCandidate(deps: { db: Db; storage: FileStorage }, id: number): Promise<void> {
  const [row] = await deps.db.$queryRaw<{ resume_path: string; academic_docs_path: string | null }[]>`
    DELETE FROM applications WHERE id = ${id} AND source = 'enquiry'
    RETURNING resume_path, academic_docs_path`;
  if (!row) throw new AppError("NOT_FOUND", HR_MESSAGES.candidateNotFound, { reason: "CANDIDATE_NOT_FOUND" });
  // After the row is gone, so a failed delete never leaves a candidate without documents.
  const files = [row.resume_path, row.academic_docs_path].filter((name): name is string => Boolean(name));
  await deps.storage.remove(files.filter(isStoredFileName));
}
