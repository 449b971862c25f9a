-- CreateIndex
CREATE INDEX "applications_department_round_source_created_at_id_idx" ON "applications"("department", "round", "source", "created_at" DESC, "id" DESC);
