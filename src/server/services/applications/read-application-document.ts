// Opens an application's resume or academic documents for a download: HR's, or the candidate's own
// (services/me/open-my-document.ts). Files live in the upload store (UPLOAD_DIR or the S3 bucket)
// with generated names and are never served publicly.
import type { Readable } from "node:stream";
import type { DocumentKind } from "../../../infra/application-profile.js";
import type { Db } from "../../../infra/db/client.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { ApplicationSource } from "../../../infra/db/generated/enums.js";
import { AppError } from "../../../infra/errors.js";
import type { FileStorage } from "../../../infra/storage/file-storage.js";

export type OpenedDocument = { stream: Readable; size: number | undefined; downloadName: string };

/** The columns of an application a document download needs. */
export const DOCUMENT_SELECT = { fullName: true, resumePath: true, academicDocsPath: true } as const;
type DocumentRow = { fullName: string; resumePath: string | null; academicDocsPath: string | null };

/** Stored names are generated (uuid.pdf); anything else is never handed to the store. */
export function isStoredFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes("..");
}

function downloadName(fullName: string, kind: DocumentKind): string {
  const base = fullName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "candidate";
  return `${base}-${kind}.pdf`;
}

export async function readApplicationDocument(
  deps: { db: Db; storage: FileStorage },
  input: { id: number; source: ApplicationSource; kind: DocumentKind },
): Promise<OpenedDocument> {
  const row = await deps.db.application.findFirst({
    where: { id: input.id, source: input.source },
    select: DOCUMENT_SELECT,
  });
  if (!row) {
    throw input.source === "enquiry"
      ? new AppError("NOT_FOUND", HR_MESSAGES.enquiryNotFound, { reason: "CANDIDATE_NOT_FOUND" })
      : new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  }
  return openApplicationDocument(deps.storage, row, input.kind);
}

/** Opens one document of an application row the caller has already found (and may read). */
export async function openApplicationDocument(storage: FileStorage, row: DocumentRow, kind: DocumentKind): Promise<OpenedDocument> {
  const missingText = kind === "resume" ? HR_MESSAGES.resumeMissing : HR_MESSAGES.academicsMissing;
  const missing = new AppError("NOT_FOUND", missingText, { reason: "DOCUMENT_NOT_FOUND" });
  const fileName = kind === "resume" ? row.resumePath : row.academicDocsPath;
  if (!fileName || !isStoredFileName(fileName)) throw missing;
  const file = await storage.open(fileName);
  if (!file) throw missing;
  return { ...file, downloadName: downloadName(row.fullName, kind) };
}
