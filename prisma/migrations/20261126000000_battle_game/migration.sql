-- AlterTable
ALTER TABLE "Battle" ADD COLUMN "game" TEXT NOT NULL DEFAULT 'melee';
