// The two uploads of step 7: their field names, labels and the messages of every file check,
// used by the form (by name and type) and by the server (by content and size).
export const UPLOAD_FIELDS = ["resume", "academics"] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

const UPLOAD_LABELS: Record<UploadField, string> = { resume: "Resume", academics: "Academic documents" };

/** The server's default limit (UPLOAD_MAX_MB); the form checks it before sending. */
export const DEFAULT_UPLOAD_MAX_MB = 5;

export const RESUME_REQUIRED = "Resume is required";

/** The bytes every PDF starts with: the form checks them when a file is chosen, the server on upload. */
export const PDF_SIGNATURE = "%PDF-";

export function notPdfMessage(field: UploadField): string {
  return `${UPLOAD_LABELS[field]} must be a PDF file.`;
}

export function tooLargeMessage(maxMb: number): string {
  return `Each file must be at most ${maxMb} MB.`;
}

export function isUploadField(name: string): name is UploadField {
  return (UPLOAD_FIELDS as readonly string[]).includes(name);
}
