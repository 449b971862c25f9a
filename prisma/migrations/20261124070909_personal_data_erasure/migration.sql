-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'account_erased';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "erased_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "erased_at" TIMESTAMP(3);
