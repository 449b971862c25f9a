-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'application_withdrawn';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "withdrawn_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "mail_log" ADD COLUMN     "application_id" INTEGER;

-- CreateIndex
CREATE INDEX "mail_log_application_id_idx" ON "mail_log"("application_id");

-- AddForeignKey
ALTER TABLE "mail_log" ADD CONSTRAINT "mail_log_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;
