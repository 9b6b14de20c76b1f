-- CreateTable
CREATE TABLE "RulingProposal" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "proposerId" TEXT NOT NULL,
    "proposal" TEXT NOT NULL,
    "lapsesAt" TIMESTAMP(3) NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "answeredBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RulingProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RulingProposal_battleId_idx" ON "RulingProposal"("battleId");

-- AddForeignKey
ALTER TABLE "RulingProposal" ADD CONSTRAINT "RulingProposal_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

