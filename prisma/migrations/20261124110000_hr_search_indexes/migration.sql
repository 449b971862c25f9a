-- Hand-written. HR duplicates ("Also applied as…"): the other applications of the same person, by the
-- same e-mail in any case or the same mobile number compared as digits. Addresses are stored as typed
-- (the wizard does not lower-case them) and numbers may carry spaces or a +91, so the plain btree
-- indexes on email and mobile_number cannot answer these comparisons: these expression indexes can.
-- Only live rows: erased rows hold placeholders and never match.
CREATE INDEX "applications_email_lower_idx" ON "applications" (lower("email")) WHERE "erased_at" IS NULL;

CREATE INDEX "applications_mobile_digits_idx" ON "applications" (regexp_replace("mobile_number", '[^0-9]', '', 'g')) WHERE "erased_at" IS NULL;
