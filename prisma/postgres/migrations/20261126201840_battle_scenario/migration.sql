-- AlterTable
ALTER TABLE "Battle" ADD COLUMN     "scenario" TEXT;
