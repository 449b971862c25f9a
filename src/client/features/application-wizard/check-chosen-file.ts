// Checks a file the moment it is chosen: the step's own rules (a PDF by type or name, the size
// limit), then its first bytes, which every PDF starts with. Where the browser cannot read them,
// that check is left to the server, which reads every byte anyway.
import { notPdfMessage, PDF_SIGNATURE, type UploadField } from "../../../shared/application/files";
import { documentsSchema } from "../../../shared/application/step-schemas";

async function firstBytes(file: Blob, count: number): Promise<string | null> {
  try {
    return new TextDecoder("latin1").decode(await file.slice(0, count).arrayBuffer());
  } catch {
    return null;
  }
}

/** The message to show on the field, or undefined when the file may be sent. */
export async function chosenFileError(field: UploadField, file: File): Promise<string | undefined> {
  const result = documentsSchema.shape[field].safeParse(file);
  if (!result.success) return result.error.issues[0]?.message;
  const head = await firstBytes(file, PDF_SIGNATURE.length);
  return head === null || head === PDF_SIGNATURE ? undefined : notPdfMessage(field);
}
