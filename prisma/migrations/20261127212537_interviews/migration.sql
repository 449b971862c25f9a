-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "btree_gist";

-- CreateEnum
CREATE TYPE "InterviewStatus" AS ENUM ('scheduled', 'canceled');

-- CreateEnum
CREATE TYPE "Recommendation" AS ENUM ('strong_no', 'no', 'yes', 'strong_yes');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'interviewer';

-- AlterEnum
ALTER TYPE "CodePurpose" ADD VALUE 'invite';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'interviewer_invited';
ALTER TYPE "MailKind" ADD VALUE 'interview_invite';
ALTER TYPE "MailKind" ADD VALUE 'interview_canceled';
ALTER TYPE "MailKind" ADD VALUE 'interview_reminder';
ALTER TYPE "MailKind" ADD VALUE 'interview_slots_offered';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'interviewer_invited';
ALTER TYPE "AuditAction" ADD VALUE 'interviewer_deactivated';
ALTER TYPE "AuditAction" ADD VALUE 'interview_scheduled';
ALTER TYPE "AuditAction" ADD VALUE 'interview_rescheduled';
ALTER TYPE "AuditAction" ADD VALUE 'interview_canceled';
ALTER TYPE "AuditAction" ADD VALUE 'interview_slots_offered';
ALTER TYPE "AuditAction" ADD VALUE 'interview_slot_booked';
ALTER TYPE "AuditAction" ADD VALUE 'scorecard_submitted';
ALTER TYPE "AuditAction" ADD VALUE 'scorecard_criteria_changed';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deactivated_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "interviews" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "round" "HiringRound" NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "location" TEXT,
    "meeting_url" TEXT,
    "status" "InterviewStatus" NOT NULL DEFAULT 'scheduled',
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "canceled_at" TIMESTAMPTZ(3),

    CONSTRAINT "interviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_participants" (
    "interview_id" INTEGER NOT NULL,
    "interviewer_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "canceled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "interview_participants_pkey" PRIMARY KEY ("interview_id","interviewer_id")
);

-- CreateTable
CREATE TABLE "interview_slot_offers" (
    "id" SERIAL NOT NULL,
    "round" "HiringRound" NOT NULL,
    "interviewer_ids" INTEGER[],
    "location" TEXT,
    "meeting_url" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "interview_slot_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "interview_slot_offer_applicants" (
    "offer_id" INTEGER NOT NULL,
    "application_id" INTEGER NOT NULL,

    CONSTRAINT "interview_slot_offer_applicants_pkey" PRIMARY KEY ("offer_id","application_id")
);

-- CreateTable
CREATE TABLE "interview_slots" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "interview_id" INTEGER,

    CONSTRAINT "interview_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scorecard_criteria" (
    "id" SERIAL NOT NULL,
    "department" "Department" NOT NULL,
    "round" "HiringRound" NOT NULL,
    "label" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "scorecard_criteria_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scorecards" (
    "id" SERIAL NOT NULL,
    "interview_id" INTEGER NOT NULL,
    "interviewer_id" INTEGER NOT NULL,
    "ratings" JSONB NOT NULL,
    "recommendation" "Recommendation" NOT NULL,
    "notes" TEXT,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scorecards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "interviews_application_id_starts_at_idx" ON "interviews"("application_id", "starts_at");

-- CreateIndex
CREATE INDEX "interviews_starts_at_id_idx" ON "interviews"("starts_at", "id");

-- CreateIndex
CREATE INDEX "interview_participants_interviewer_id_starts_at_idx" ON "interview_participants"("interviewer_id", "starts_at");

-- CreateIndex
CREATE INDEX "interview_slot_offer_applicants_application_id_idx" ON "interview_slot_offer_applicants"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "interview_slots_interview_id_key" ON "interview_slots"("interview_id");

-- CreateIndex
CREATE INDEX "interview_slots_offer_id_starts_at_idx" ON "interview_slots"("offer_id", "starts_at");

-- CreateIndex
CREATE INDEX "scorecard_criteria_department_round_position_idx" ON "scorecard_criteria"("department", "round", "position");

-- CreateIndex
CREATE UNIQUE INDEX "scorecard_criteria_department_round_label_key" ON "scorecard_criteria"("department", "round", "label");

-- CreateIndex
CREATE INDEX "scorecards_interviewer_id_idx" ON "scorecards"("interviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "scorecards_interview_id_interviewer_id_key" ON "scorecards"("interview_id", "interviewer_id");

-- AddForeignKey
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_interview_id_fkey" FOREIGN KEY ("interview_id") REFERENCES "interviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_interviewer_id_fkey" FOREIGN KEY ("interviewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slot_offer_applicants" ADD CONSTRAINT "interview_slot_offer_applicants_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "interview_slot_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slot_offer_applicants" ADD CONSTRAINT "interview_slot_offer_applicants_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "interview_slot_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_fkey" FOREIGN KEY ("interview_id") REFERENCES "interviews"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_fkey" FOREIGN KEY ("interview_id") REFERENCES "interviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interviewer_id_fkey" FOREIGN KEY ("interviewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma cannot describe them): one interviewer is never in two interviews at once.
-- The participant row carries the time of its interview, and during is that time as a range, and the
-- exclusion constraint refuses a second row of the same interviewer whose range overlaps, among rows
-- not canceled. Two HR users racing for the same time of one interviewer: one insert succeeds, the other fails
-- with exclusion_violation (23P01), answered 409. Ranges are [start, end), so back-to-back interviews fit.
ALTER TABLE "interview_participants"
  ADD COLUMN "during" tstzrange GENERATED ALWAYS AS (tstzrange("starts_at", "ends_at", '[)')) STORED;
ALTER TABLE "interview_participants"
  ADD CONSTRAINT "interview_participants_no_overlap"
  EXCLUDE USING gist ("interviewer_id" WITH =, "during" WITH &&) WHERE (NOT "canceled");
ALTER TABLE "interview_participants" ADD CONSTRAINT "interview_participants_ends_after_start" CHECK ("ends_at" > "starts_at");
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_duration_range" CHECK ("duration_minutes" BETWEEN 5 AND 480);
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_duration_range" CHECK ("duration_minutes" BETWEEN 5 AND 480);
