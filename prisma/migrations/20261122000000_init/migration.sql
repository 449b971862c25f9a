-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'hr');

-- CreateEnum
CREATE TYPE "CodePurpose" AS ENUM ('signup', 'reset');

-- CreateEnum
CREATE TYPE "Department" AS ENUM ('Engineering', 'Design', 'Marketing', 'Sales', 'HR', 'Finance', 'Operations');

-- CreateEnum
CREATE TYPE "JobType" AS ENUM ('Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance');

-- CreateEnum
CREATE TYPE "ApplicationSource" AS ENUM ('job_application', 'enquiry');

-- CreateEnum
CREATE TYPE "HiringRound" AS ENUM ('resume_screening', 'round_1', 'round_2', 'final_round', 'hr_round');

-- CreateEnum
CREATE TYPE "RoundStatus" AS ENUM ('in_progress', 'cleared', 'rejected');

-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('signup_code', 'reset_code', 'candidate_rejected', 'applicant_accepted', 'applicant_rejected', 'hr_message', 'application_received', 'contact_message');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sent', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_codes" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "purpose" "CodePurpose" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" SERIAL NOT NULL,
    "job_title" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "department" "Department" NOT NULL,
    "job_type" "JobType" NOT NULL DEFAULT 'Full-time',
    "location" TEXT NOT NULL,
    "salary_range" TEXT NOT NULL,
    "job_summary" TEXT NOT NULL,
    "experience_level" INTEGER NOT NULL DEFAULT 0,
    "application_deadline" DATE,
    "equal_opportunity_statement" TEXT NOT NULL DEFAULT '',
    "how_to_apply" TEXT NOT NULL DEFAULT '',
    "responsibilities" TEXT[],
    "required_qualifications" TEXT[],
    "preferred_skills" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applications" (
    "id" SERIAL NOT NULL,
    "source" "ApplicationSource" NOT NULL,
    "user_id" INTEGER,
    "job_id" INTEGER,
    "job_title" TEXT,
    "department" "Department",
    "full_name" TEXT NOT NULL,
    "date_of_birth" DATE NOT NULL,
    "gender" TEXT NOT NULL,
    "mobile_number" TEXT NOT NULL,
    "alternate_contact_number" TEXT,
    "email" TEXT NOT NULL,
    "current_city" TEXT NOT NULL,
    "home_town" TEXT NOT NULL,
    "willing_to_relocate" BOOLEAN NOT NULL,
    "highest_qualification" TEXT NOT NULL,
    "course_name" TEXT NOT NULL,
    "college_university" TEXT NOT NULL,
    "affiliated_university" TEXT,
    "year_of_passing" INTEGER NOT NULL,
    "aggregate_marks" DECIMAL(5,2) NOT NULL,
    "all_semesters_cleared" BOOLEAN NOT NULL,
    "tech_skills" TEXT[],
    "other_tech_skills" TEXT,
    "certificate_name" TEXT,
    "internship_project_experience" BOOLEAN NOT NULL,
    "project_description" TEXT,
    "github_link" TEXT,
    "linkedin_link" TEXT,
    "preferred_role" TEXT NOT NULL,
    "joining" TEXT NOT NULL,
    "open_to_shifts" BOOLEAN NOT NULL,
    "expected_ctc" INTEGER,
    "opportunity_source" TEXT NOT NULL,
    "available_for_online_tests" BOOLEAN NOT NULL,
    "has_laptop_internet" BOOLEAN NOT NULL,
    "languages" TEXT[],
    "aadhar_number" TEXT,
    "pan_no" TEXT,
    "passport_number" TEXT,
    "resume_path" TEXT NOT NULL,
    "academic_docs_path" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "round" "HiringRound" NOT NULL DEFAULT 'resume_screening',
    "round_status" "RoundStatus" NOT NULL DEFAULT 'in_progress',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "round_changes" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "changed_by_id" INTEGER,
    "from_round" "HiringRound" NOT NULL,
    "to_round" "HiringRound" NOT NULL,
    "status" "RoundStatus" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "round_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_number" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_log" (
    "id" UUID NOT NULL,
    "kind" "MailKind" NOT NULL,
    "recipient" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "mail_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "email_codes_email_purpose_created_at_idx" ON "email_codes"("email", "purpose", "created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_created_at_idx" ON "jobs"("created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_department_created_at_idx" ON "jobs"("department", "created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_application_deadline_idx" ON "jobs"("application_deadline");

-- CreateIndex
CREATE INDEX "applications_department_round_created_at_idx" ON "applications"("department", "round", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applications_source_created_at_idx" ON "applications"("source", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applications_user_id_idx" ON "applications"("user_id");

-- CreateIndex
CREATE INDEX "applications_job_id_idx" ON "applications"("job_id");

-- CreateIndex
CREATE INDEX "applications_full_name_trgm_idx" ON "applications" USING GIN ("full_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "applications_user_id_job_id_key" ON "applications"("user_id", "job_id");

-- CreateIndex
CREATE INDEX "round_changes_application_id_created_at_idx" ON "round_changes"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "mail_log_idempotency_key_key" ON "mail_log"("idempotency_key");

-- CreateIndex
CREATE INDEX "mail_log_status_created_at_idx" ON "mail_log"("status", "created_at");

-- CreateIndex
CREATE INDEX "mail_log_recipient_created_at_idx" ON "mail_log"("recipient", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "round_changes" ADD CONSTRAINT "round_changes_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "round_changes" ADD CONSTRAINT "round_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
