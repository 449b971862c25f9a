-- The pipeline board's column reads (services/pipeline/list-pipeline-column.ts). A round column holds
-- only in-progress, not withdrawn applicants: on the general (department, round, source, …) index a
-- column page would skip every rejected, selected and withdrawn row of that round first. These partial
-- indexes hold exactly the rows of a column, newest first, so a page (or a keyset cursor) reads 20
-- index entries at any depth. Hand-written: Prisma cannot describe partial indexes.
CREATE INDEX "applications_board_in_progress_idx" ON "applications" ("department", "round", "created_at" DESC, "id" DESC)
    WHERE "source" = 'job_application' AND "round_status" = 'in_progress' AND "withdrawn_at" IS NULL;

-- Selected (cleared) and Rejected (any round): one range per department and outcome.
CREATE INDEX "applications_board_decided_idx" ON "applications" ("department", "round_status", "created_at" DESC, "id" DESC)
    WHERE "source" = 'job_application' AND "round_status" IN ('cleared', 'rejected');

-- The same two, per job (the board's job filter), their counts are index-only COUNTs over one job.
CREATE INDEX "applications_board_job_in_progress_idx" ON "applications" ("job_id", "round", "created_at" DESC, "id" DESC)
    WHERE "round_status" = 'in_progress' AND "withdrawn_at" IS NULL;

CREATE INDEX "applications_board_job_decided_idx" ON "applications" ("job_id", "round_status", "created_at" DESC, "id" DESC)
    WHERE "round_status" IN ('cleared', 'rejected');

-- Withdrawn applications per department and round: the counter table counts them in their round,
-- so a column's total is the counter minus these (few) rows.
CREATE INDEX "applications_board_withdrawn_idx" ON "applications" ("department", "round")
    WHERE "source" = 'job_application' AND "withdrawn_at" IS NOT NULL;
