-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('job_created', 'job_updated', 'job_deleted', 'applicant_moved', 'applicant_rejected', 'enquiry_rejected', 'enquiry_deleted', 'mail_sent', 'mail_retried', 'note_added', 'note_edited', 'note_deleted', 'rating_set', 'list_exported', 'bulk_run', 'account_erased', 'retention_erased');

-- DropIndex
DROP INDEX "applications_job_id_idx";

-- CreateTable
CREATE TABLE "audit_events" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER,
    "action" "AuditAction" NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT,
    "application_id" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_created_at_id_idx" ON "audit_events"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_actor_id_created_at_id_idx" ON "audit_events"("actor_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_action_created_at_id_idx" ON "audit_events"("action", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_application_id_created_at_id_idx" ON "audit_events"("application_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "applications_job_id_round_created_at_id_idx" ON "applications"("job_id", "round", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "applications_mobile_number_trgm_idx" ON "applications" USING GIN ("mobile_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "applications_college_university_trgm_idx" ON "applications" USING GIN ("college_university" gin_trgm_ops);

-- Hand-written from here: Prisma cannot describe generated columns or triggers. The migration runner
-- splits scripts at every semicolon, so inner semicolons are written as the octal escape \073.

-- HR search (one box across enquiries and applicants): a weighted document of the name, e-mail and
-- mobile (A), the college (B) and the skills (C), 'simple' configuration because names and skills
-- are not English words to stem. array_to_string is only STABLE in general, but for text[] its
-- result never varies, so the wrapper may be IMMUTABLE, as a generated column needs.
CREATE FUNCTION "application_search_document"(full_name text, email text, mobile text, college text, skills text[], other_skills text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS E'
    SELECT setweight(to_tsvector(''simple'', coalesce(full_name, '''') || '' '' || coalesce(email, '''') || '' '' || coalesce(mobile, '''')), ''A'')
        || setweight(to_tsvector(''simple'', coalesce(college, '''')), ''B'')
        || setweight(to_tsvector(''simple'', coalesce(array_to_string(skills, '' ''), '''') || '' '' || coalesce(other_skills, '''')), ''C'')
';

ALTER TABLE "applications" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    "application_search_document"("full_name", "email", "mobile_number", "college_university", "tech_skills", "other_tech_skills")
) STORED;

CREATE INDEX "applications_search_document_idx" ON "applications" USING GIN ("search_document");

-- The audit trail is append-only for every client of the database, the app included.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    RAISE EXCEPTION ''audit_events is append-only: % refused'', TG_OP USING ERRCODE = ''insufficient_privilege''\073
END
';

CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
    FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();

CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
