-- Issue #33: a withdrawn candidate may apply for the same job again, and applications closed because
-- HR deleted their job.
-- One application per user and job among those not withdrawn. Hand-written: Prisma cannot describe
-- a partial unique index (schema.prisma says so where the @@unique was).
DROP INDEX "applications_user_id_job_id_key";
CREATE UNIQUE INDEX "applications_user_job_not_withdrawn_key" ON "applications" ("user_id", "job_id") WHERE "withdrawn_at" IS NULL;

ALTER TABLE "applications" ADD COLUMN "position_closed_at" TIMESTAMP(3);

ALTER TYPE "MailKind" ADD VALUE 'position_closed';
