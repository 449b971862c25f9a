// A candidate downloads a document of their own application (the resume or academic documents
// linked from /profile): found by id and owner together, so someone else's id is "not found" and
// its existence is not revealed; an erased application's files, awaiting removal, are not served.
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";
import { MY_APPLICATION_MESSAGES } from "../../../shared/me/applications.js";
import type { MyDocumentKind } from "../../../shared/me/profile.js";
import type { AuthUser } from "../auth/tokens.js";
import { DOCUMENT_SELECT, openApplicationDocument, type OpenedDocument } from "../applications/read-application-document.js";
import { assertCandidate } from "./candidate-only.js";

export async function openMyDocument(
  deps: { db: Db; storage: FileStorage },
  user: AuthUser,
  input: { applicationId: number; kind: MyDocumentKind },
): Promise<OpenedDocument> {
  assertCandidate(user);
  const row = await deps.db.application.findFirst({
    where: { id: input.applicationId, userId: user.id, source: "job_application", erasedAt: null },
    select: DOCUMENT_SELECT,
  });
  if (!row) throw new AppError("NOT_FOUND", MY_APPLICATION_MESSAGES.notFound, { reason: "APPLICATION_NOT_FOUND" });
  return openApplicationDocument(deps.storage, row, input.kind);
}
