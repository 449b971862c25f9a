-- CreateTable
CREATE TABLE "application_resume_texts" (
    "application_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_resume_texts_pkey" PRIMARY KEY ("application_id")
);

-- AddForeignKey
ALTER TABLE "application_resume_texts" ADD CONSTRAINT "application_resume_texts_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written from here: Prisma cannot describe generated columns or check constraints.

-- The body is capped (RESUME_TEXT_MAX_CHARS in src/infra/resume/resume-text-queue.ts): a resume is a
-- few thousand characters, and a text past the cap is cut before it is stored.
ALTER TABLE "application_resume_texts" ADD CONSTRAINT "application_resume_texts_body_length" CHECK (char_length("body") <= 100000);

-- HR search reads the resume as full text with the same simple configuration as search_document
-- (names and skills are not English words to stem).
ALTER TABLE "application_resume_texts" ADD COLUMN "document" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "body")) STORED;

CREATE INDEX "application_resume_texts_document_idx" ON "application_resume_texts" USING GIN ("document");
