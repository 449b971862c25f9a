// "Reuse my resume and documents": fetches the previous application's files from
// GET /api/me/applications/:id/resume|academics and makes them Files, so the submission sends them
// as if chosen again. A file that does not come back is null; the candidate then picks it on step 8.
import type { UploadField } from "../../../../shared/application/files";

const FILE_NAMES: Record<UploadField, string> = { resume: "resume.pdf", academics: "academic-documents.pdf" };

/** The attachment's own name when the answer gives one (Content-Disposition), else a plain one. */
function attachmentName(response: Response, field: UploadField): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? FILE_NAMES[field];
}

export async function fetchPreviousFile(applicationId: number, field: UploadField, token: string | null): Promise<File | null> {
  try {
    const response = await fetch(`/api/me/applications/${applicationId}/${field}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return null;
    return new File([await response.blob()], attachmentName(response, field), { type: "application/pdf" });
  } catch {
    return null;
  }
}
