// The columns HR's mail list reads for one mail_log row `m` (with the application it is about and
// that application's last move before the mail, for the subject), and the row → HrMail mapping.
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { CODE_MAIL_KINDS, MAIL_KIND_LABELS, mailSubject, type HrMail, type MailStatus } from "../../../shared/hr/mails.js";
import type { HiringRound } from "../../../shared/hr/rounds.js";
import type { MailKind } from "../../../shared/mail.js";
import { Prisma } from "../../db/generated/client.js";

export type HrMailRow = {
  id: string;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  updated_at: Date;
  application_id: number | null;
  has_payload: boolean;
  job_title: string | null;
  round: HiringRound | null;
  moved_to: HiringRound | null;
  moved_status: string | null;
};

/** SELECT … FROM mail_log m + joins; the caller adds WHERE, ORDER BY and LIMIT. */
export const HR_MAIL_FROM = Prisma.raw(`
  SELECT m.id::text AS id, m.kind::text AS kind, m.status::text AS status, m.attempts, m.last_error,
         m.created_at, m.sent_at, m.updated_at, m.application_id, (m.sealed_payload IS NOT NULL) AS has_payload,
         COALESCE(a.job_title, j.job_title) AS job_title, a.round::text AS round,
         rc.to_round::text AS moved_to, rc.status::text AS moved_status
  FROM mail_log m
  LEFT JOIN applications a ON a.id = m.application_id
  LEFT JOIN jobs j ON j.id = a.job_id
  LEFT JOIN LATERAL (
    SELECT r.to_round, r.status FROM round_changes r
    WHERE r.application_id = m.application_id AND r.created_at <= m.created_at
    ORDER BY r.created_at DESC, r.id DESC LIMIT 1
  ) rc ON m.kind IN ('applicant_accepted', 'hr_message')`);

export function toHrMail(row: HrMailRow): HrMail {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MAIL_KIND_LABELS[row.kind],
    subject: mailSubject(row.kind, {
      jobTitle: row.job_title ?? GENERAL_APPLICATION_TITLE,
      round: row.round,
      movedTo: row.moved_to,
      movedStatus: row.moved_status,
    }),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    applicationId: row.application_id,
    retryable: row.status === "failed" && row.has_payload && !CODE_MAIL_KINDS.includes(row.kind),
  };
}
