-- CreateEnum
CREATE TYPE "IdentifierKind" AS ENUM ('aadhar', 'pan', 'passport');

-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('application_processing', 'future_openings');

-- CreateEnum
CREATE TYPE "DataRequestType" AS ENUM ('access', 'correction', 'erasure', 'grievance');

-- CreateEnum
CREATE TYPE "DataRequestStatus" AS ENUM ('open', 'answered');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailKind" ADD VALUE 'data_request_received';
ALTER TYPE "MailKind" ADD VALUE 'data_request_answered';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuditAction" ADD VALUE 'identifier_revealed';
ALTER TYPE "AuditAction" ADD VALUE 'consent_withdrawn';
ALTER TYPE "AuditAction" ADD VALUE 'data_request_filed';
ALTER TYPE "AuditAction" ADD VALUE 'data_request_answered';

-- CreateTable
CREATE TABLE "application_identifiers" (
    "application_id" INTEGER NOT NULL,
    "kind" "IdentifierKind" NOT NULL,
    "key_id" TEXT NOT NULL,
    "iv" BYTEA NOT NULL,
    "ciphertext" BYTEA NOT NULL,
    "last4" CHAR(4) NOT NULL,
    "lookup_hash" BYTEA,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_identifiers_pkey" PRIMARY KEY ("application_id","kind")
);

-- The plain values move into application_identifiers under key_id 'plain' (the ciphertext is the
-- text itself) and the plain columns go. `npm run db:migrate` runs scripts/rekey-identifiers.ts right
-- after this, which encrypts every value not under the current key, so 'plain' rows live only that long.
INSERT INTO "application_identifiers" ("application_id", "kind", "key_id", "iv", "ciphertext", "last4")
SELECT "id", kind::"IdentifierKind", 'plain', ''::bytea, convert_to(value, 'UTF8'), lpad(right(value, 4), 4, 'X')
FROM "applications"
CROSS JOIN LATERAL (VALUES ('aadhar', "aadhar_number"), ('pan', "pan_no"), ('passport', "passport_number")) AS v(kind, value)
WHERE value IS NOT NULL AND value <> '';

ALTER TABLE "applications" DROP COLUMN "aadhar_number",
DROP COLUMN "pan_no",
DROP COLUMN "passport_number";

-- CreateTable
CREATE TABLE "consents" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "purpose" "ConsentPurpose" NOT NULL,
    "notice_version" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "session_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawn_at" TIMESTAMPTZ(3),
    "withdrawn_session_id" UUID,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_requests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "type" "DataRequestType" NOT NULL,
    "message" TEXT NOT NULL,
    "status" "DataRequestStatus" NOT NULL DEFAULT 'open',
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "reply" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "answered_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "application_identifiers_kind_lookup_hash_idx" ON "application_identifiers"("kind", "lookup_hash");

-- CreateIndex
CREATE INDEX "application_identifiers_key_id_idx" ON "application_identifiers"("key_id");

-- CreateIndex
CREATE INDEX "consents_user_id_purpose_idx" ON "consents"("user_id", "purpose");

-- CreateIndex
CREATE UNIQUE INDEX "consents_application_id_purpose_key" ON "consents"("application_id", "purpose");

-- CreateIndex
CREATE INDEX "data_requests_status_due_at_id_idx" ON "data_requests"("status", "due_at", "id");

-- CreateIndex
CREATE INDEX "data_requests_user_id_created_at_idx" ON "data_requests"("user_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "application_identifiers" ADD CONSTRAINT "application_identifiers_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_answered_by_id_fkey" FOREIGN KEY ("answered_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
