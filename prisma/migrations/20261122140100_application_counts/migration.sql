-- Exact per-stage counts of applications, kept by triggers, so HR's paged lists and dashboard read
-- their totals in O(1) instead of counting rows per request (a COUNT grows with the table).
-- Written by hand: Prisma cannot describe triggers, and the services read this table with raw SQL.
-- The migration runner (the pg driver adapter) splits scripts at every semicolon, so the function
-- bodies are E'' strings with each inner semicolon written as its octal escape.
CREATE TABLE "application_counts" (
    "source" "ApplicationSource" NOT NULL,
    "department" "Department",
    "round" "HiringRound" NOT NULL,
    "round_status" "RoundStatus" NOT NULL,
    "count" BIGINT NOT NULL
);

CREATE UNIQUE INDEX "application_counts_key"
    ON "application_counts" ("source", "department", "round", "round_status") NULLS NOT DISTINCT;

-- Statement-level, so a batch insert costs one upsert per stage. Rows are upserted in key order so
-- concurrent writers lock counter rows in the same order (no deadlocks).
CREATE FUNCTION "application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP = ''INSERT'' THEN
        INSERT INTO "application_counts" AS c
        SELECT "source", "department", "round", "round_status", COUNT(*)
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ("source", "department", "round", "round_status") DO UPDATE SET "count" = c."count" + EXCLUDED."count"\073
    ELSIF TG_OP = ''DELETE'' THEN
        INSERT INTO "application_counts" AS c
        SELECT "source", "department", "round", "round_status", -COUNT(*)
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ("source", "department", "round", "round_status") DO UPDATE SET "count" = c."count" + EXCLUDED."count"\073
    ELSE
        INSERT INTO "application_counts" AS c
        SELECT "source", "department", "round", "round_status", SUM(delta)
        FROM (
            SELECT "source", "department", "round", "round_status", 1 AS delta FROM new_rows
            UNION ALL
            SELECT "source", "department", "round", "round_status", -1 FROM old_rows
        ) AS changes
        GROUP BY 1, 2, 3, 4 HAVING SUM(delta) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT ("source", "department", "round", "round_status") DO UPDATE SET "count" = c."count" + EXCLUDED."count"\073
    END IF\073
    RETURN NULL\073
END
';

CREATE FUNCTION "application_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    DELETE FROM "application_counts"\073
    RETURN NULL\073
END
';

CREATE TRIGGER "application_counts_insert" AFTER INSERT ON "applications"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
CREATE TRIGGER "application_counts_update" AFTER UPDATE ON "applications"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
CREATE TRIGGER "application_counts_delete" AFTER DELETE ON "applications"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_apply"();
CREATE TRIGGER "application_counts_truncate" AFTER TRUNCATE ON "applications"
    FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_reset"();

-- Rows that already exist.
INSERT INTO "application_counts"
SELECT "source", "department", "round", "round_status", COUNT(*)
FROM "applications" GROUP BY 1, 2, 3, 4;
