-- AlterTable
ALTER TABLE "Figure" ADD COLUMN "iq" INTEGER;
