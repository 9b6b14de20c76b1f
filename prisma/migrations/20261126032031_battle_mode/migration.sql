-- AlterTable
ALTER TABLE "Battle" ADD COLUMN "mode" TEXT NOT NULL DEFAULT 'open';
