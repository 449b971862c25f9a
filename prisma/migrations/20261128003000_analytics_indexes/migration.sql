-- Issue 32: the analytics panels read a date range of job applications and the round changes made
-- since the range began. Both are index range scans, index only where the visibility map allows,
-- so a panel costs what its range holds, not what the tables hold.
CREATE INDEX "applications_analytics_idx" ON "applications" ("created_at")
  INCLUDE ("id", "department", "job_id", "round", "round_status", "withdrawn_at", "opportunity_source")
  WHERE "source" = 'job_application';

CREATE INDEX "round_changes_created_at_idx" ON "round_changes" ("created_at")
  INCLUDE ("application_id", "from_round", "to_round", "status");

-- The reply-by estimate reads the newest entries into one round, newest first.
CREATE INDEX "round_changes_to_round_created_at_idx" ON "round_changes" ("to_round", "created_at" DESC)
  INCLUDE ("application_id", "from_round");
