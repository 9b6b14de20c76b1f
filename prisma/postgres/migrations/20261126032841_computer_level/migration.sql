-- AlterTable
ALTER TABLE "BattleFigure" ADD COLUMN     "computerLevel" TEXT NOT NULL DEFAULT 'basic';
