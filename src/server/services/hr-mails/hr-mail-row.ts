// The columns HR's mail list reads for one mail_log row `m` (with the application it is about and
// that application's last move before the mail, for the subject), and the row → HrMail mapping.
import { z } from "zod";
import { sql } from "../../../infra/db/sql.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { CODE_MAIL_KINDS, MAIL_KIND_LABELS, MAIL_STATUSES, mailSubject, type HrMail } from "../../../shared/hr/mails.js";
import { HIRING_ROUNDS } from "../../../shared/hr/rounds.js";
import { MAIL_KINDS } from "../../../shared/mail.js";

/** One row of HR_MAIL_FROM. */
export const HR_MAIL_ROW = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.date(),
  sent_at: z.date().nullable(),
  updated_at: z.date(),
  application_id: z.number().int().nullable(),
  has_payload: z.boolean(),
  job_title: z.string().nullable(),
  round: z.enum(HIRING_ROUNDS).nullable(),
  moved_to: z.enum(HIRING_ROUNDS).nullable(),
  moved_status: z.string().nullable(),
});
export type HrMailRow = z.output<typeof HR_MAIL_ROW>;

/** SELECT … FROM mail_log m + joins; the caller adds WHERE, ORDER BY and LIMIT. */
export const HR_MAIL_FROM = sql`
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
  ) rc ON m.kind IN ('applicant_accepted', 'hr_message')`;

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
