-- The enquiry list's name and e-mail filters (services/candidates/list-candidates.ts, and the
-- enquiries CSV export) are ILIKE '%…%' on enquiries only. On the trigram indexes of every application
-- the planner ANDed their bitmap with one of every enquiry (source index: 100k entries read at 100k
-- enquiries, ~5 ms, for a filter matching 1,647). These partial indexes hold enquiries only, so a
-- filter reads its matches and nothing else. Hand-written: Prisma cannot describe partial indexes.
CREATE INDEX "applications_enquiry_full_name_trgm_idx" ON "applications" USING GIN ("full_name" gin_trgm_ops)
    WHERE "source" = 'enquiry';

CREATE INDEX "applications_enquiry_email_trgm_idx" ON "applications" USING GIN ("email" gin_trgm_ops)
    WHERE "source" = 'enquiry';
