// Deletes an enquiry (with its audit row, in one transaction) and then their uploaded
// documents.
import { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { selectRow, sql } from "../../../infra/db/sql.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { HIRING_ROUNDS, ROUND_STATUSES } from "../../../shared/hr/rounds.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";
import { isStoredFileName } from "../applications/read-application-document.js";

const deletedRowSchema = z.object({
  resume_path: z.string(),
  academic_docs_path: z.string().nullable(),
  round: z.enum(HIRING_ROUNDS),
  round_status: z.enum(ROUND_STATUSES),
});

export async function deleteEnquiry(deps: { db: Db; storage: FileStorage }, id: number, actorId: number | null): Promise<void> {
  const row = await deps.db.$transaction(async (tx) => {
    // Guarded on the source: an applicant's job application is not deleted here.
    const deleted = await selectRow(
      tx,
      sql`DELETE FROM applications WHERE id = ${id} AND source = 'enquiry' RETURNING resume_path, academic_docs_path, round, round_status`,
      deletedRowSchema,
    );
    if (!deleted) throw new AppError("NOT_FOUND", HR_MESSAGES.enquiryNotFound, { reason: "CANDIDATE_NOT_FOUND" });
    await recordAudit(tx, {
      actorId,
      action: "enquiry_deleted",
      targetType: "application",
      targetId: id,
      applicationId: id,
      before: { round: deleted.round, round_status: deleted.round_status },
    });
    return deleted;
  });
  // After the row is gone, so a failed delete never leaves an enquiry without documents.
  const files = [row.resume_path, row.academic_docs_path].filter((name): name is string => Boolean(name));
  await deps.storage.remove(files.filter(isStoredFileName));
}
