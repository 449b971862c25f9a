-- Issue #33: the "you have been selected" mail, and HR's own text of a decision mail kept for the candidate.
ALTER TYPE "MailKind" ADD VALUE 'applicant_selected';

ALTER TABLE "mail_log" ADD COLUMN "hr_message" TEXT, ADD COLUMN "hr_link" TEXT;
