// An applicant's resume for the staff side (GET /api/interviews/applicants/{id}/resume): HR, or an
// interviewer on one of its interviews (assert-can-see-application.ts), as a PDF attachment.
import type { Db } from "../../../infra/db/client.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";
import type { Role } from "../../../shared/user.js";
import { readApplicationDocument, type OpenedDocument } from "../applications/read-application-document.js";
import { assertCanSeeApplication } from "./assert-can-see-application.js";

export async function openInterviewResume(
  deps: { db: Db; storage: FileStorage },
  user: { id: number; role: Role },
  applicationId: number,
): Promise<OpenedDocument> {
  await assertCanSeeApplication(deps.db, user, applicationId);
  return readApplicationDocument(deps, { id: applicationId, source: "job_application", kind: "resume" });
}
