// The audit trail's vocabulary, shared by the server that writes it and the HR pages that show it.
// Zod-free, so the activity page's loader does not pull zod into the first download.

export const AUDIT_ACTIONS = [
  "job_created",
  "job_updated",
  "job_deleted",
  "applicant_moved",
  "applicant_rejected",
  "enquiry_rejected",
  "enquiry_deleted",
  "mail_sent",
  "mail_retried",
  "note_added",
  "note_edited",
  "note_deleted",
  "rating_set",
  "list_exported",
  "bulk_run",
  "account_erased",
  "retention_erased",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  job_created: "Posted a job",
  job_updated: "Edited a job",
  job_deleted: "Deleted a job",
  applicant_moved: "Moved an applicant",
  applicant_rejected: "Rejected an applicant",
  enquiry_rejected: "Rejected an enquiry",
  enquiry_deleted: "Deleted an enquiry",
  mail_sent: "Sent a mail",
  mail_retried: "Retried a mail",
  note_added: "Added a note",
  note_edited: "Edited a note",
  note_deleted: "Deleted a note",
  rating_set: "Rated an application",
  list_exported: "Exported a list",
  bulk_run: "Ran a bulk decision",
  account_erased: "Account deleted by its owner",
  retention_erased: "Erased after the retention period",
};

export const AUDIT_TARGET_TYPES = ["application", "job", "note", "mail", "export", "bulk", "account"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Before/after states. Only ids, states and counts (round, status, rating, job title, counts):
 * never a name, address, phone or note text, since rows are never changed, not even by an erasure.
 */
export type AuditState = Record<string, string | number | boolean | null>;
