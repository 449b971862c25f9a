// Downloads an HR-only document (a PDF) with the session's token.
import { downloadFile } from "../../../lib/download-file";

export function downloadDocument(path: string, fallbackName: string): Promise<void> {
  return downloadFile(path, { fallbackName, failureText: "The document could not be downloaded." });
}
