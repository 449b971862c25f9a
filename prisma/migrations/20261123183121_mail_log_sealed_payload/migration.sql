-- AlterTable
ALTER TABLE "mail_log" ADD COLUMN     "sealed_payload" TEXT;

-- CreateIndex
CREATE INDEX "mail_log_created_at_idx" ON "mail_log"("created_at");
