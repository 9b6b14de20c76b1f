-- AlterTable
ALTER TABLE "BattleFigure" ADD COLUMN "computer" BOOLEAN NOT NULL DEFAULT false;
