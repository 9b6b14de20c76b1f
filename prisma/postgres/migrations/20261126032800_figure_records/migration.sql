-- AlterTable
ALTER TABLE "Figure" ADD COLUMN     "diedAt" TIMESTAMP(3),
ADD COLUMN     "death" TEXT;

-- AlterTable
ALTER TABLE "BattleFigure" ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "felled" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "knockedOut" INTEGER NOT NULL DEFAULT 0;
