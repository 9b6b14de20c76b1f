-- AlterTable
ALTER TABLE "Battle" ADD COLUMN     "optionalRules" TEXT NOT NULL DEFAULT '[]';
