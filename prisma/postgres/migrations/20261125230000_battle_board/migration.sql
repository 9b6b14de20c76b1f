-- AlterTable
ALTER TABLE "Battle" ADD COLUMN     "boardMessageId" TEXT;
