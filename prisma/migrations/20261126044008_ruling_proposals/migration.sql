-- CreateTable
CREATE TABLE "RulingProposal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "battleId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "proposerId" TEXT NOT NULL,
    "proposal" TEXT NOT NULL,
    "lapsesAt" DATETIME NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "answeredBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RulingProposal_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "RulingProposal_battleId_idx" ON "RulingProposal"("battleId");

