-- CreateTable
CREATE TABLE "Battle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "activeChannelKey" TEXT,
    "status" TEXT NOT NULL,
    "ruleset" TEXT NOT NULL DEFAULT 'melee',
    "combatType" TEXT NOT NULL,
    "gmId" TEXT NOT NULL,
    "sides" TEXT NOT NULL,
    "arena" TEXT,
    "deadlineSeconds" INTEGER,
    "turnDeadlineAt" DATETIME,
    "reminderSentAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 0,
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "snapshot" TEXT,
    "snapshotVersion" INTEGER,
    "winner" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "endedAt" DATETIME
);

-- CreateTable
CREATE TABLE "BattleParticipant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "battleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "sideId" TEXT NOT NULL,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BattleParticipant_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BattleFigure" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "battleId" TEXT NOT NULL,
    "figureKey" TEXT NOT NULL,
    "sideId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ownerId" TEXT,
    "sourceFigureId" TEXT,
    "snapshot" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BattleFigure_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BattleFigure_sourceFigureId_fkey" FOREIGN KEY ("sourceFigureId") REFERENCES "Figure" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BattleEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "battleId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "interactionId" TEXT,
    "version" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BattleEvent_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BattleUndo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "battleId" TEXT NOT NULL,
    "gmId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "steps" INTEGER NOT NULL,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "redoneAt" DATETIME,
    "redoneBy" TEXT,
    CONSTRAINT "BattleUndo_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UndoneEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "undoId" INTEGER NOT NULL,
    "battleId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "interactionId" TEXT,
    "version" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "UndoneEvent_undoId_fkey" FOREIGN KEY ("undoId") REFERENCES "BattleUndo" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UndoneEvent_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProcessedInteraction" (
    "interactionId" TEXT NOT NULL PRIMARY KEY,
    "battleId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProcessedInteraction_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FigureHistory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "figureId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "epDelta" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL,
    "battleId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FigureHistory_figureId_fkey" FOREIGN KEY ("figureId") REFERENCES "Figure" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FigureHistory_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_FigureHistory" ("createdAt", "detail", "epDelta", "figureId", "id", "kind") SELECT "createdAt", "detail", "epDelta", "figureId", "id", "kind" FROM "FigureHistory";
DROP TABLE "FigureHistory";
ALTER TABLE "new_FigureHistory" RENAME TO "FigureHistory";
CREATE INDEX "FigureHistory_figureId_idx" ON "FigureHistory"("figureId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Battle_activeChannelKey_key" ON "Battle"("activeChannelKey");

-- CreateIndex
CREATE INDEX "Battle_guildId_channelId_createdAt_idx" ON "Battle"("guildId", "channelId", "createdAt");

-- CreateIndex
CREATE INDEX "Battle_status_turnDeadlineAt_idx" ON "Battle"("status", "turnDeadlineAt");

-- CreateIndex
CREATE UNIQUE INDEX "BattleParticipant_battleId_userId_key" ON "BattleParticipant"("battleId", "userId");

-- CreateIndex
CREATE INDEX "BattleFigure_sourceFigureId_idx" ON "BattleFigure"("sourceFigureId");

-- CreateIndex
CREATE UNIQUE INDEX "BattleFigure_battleId_figureKey_key" ON "BattleFigure"("battleId", "figureKey");

-- CreateIndex
CREATE UNIQUE INDEX "BattleEvent_battleId_seq_key" ON "BattleEvent"("battleId", "seq");

-- CreateIndex
CREATE INDEX "BattleUndo_battleId_idx" ON "BattleUndo"("battleId");

-- CreateIndex
CREATE INDEX "UndoneEvent_undoId_idx" ON "UndoneEvent"("undoId");

-- CreateIndex
CREATE INDEX "UndoneEvent_battleId_idx" ON "UndoneEvent"("battleId");

-- CreateIndex
CREATE INDEX "ProcessedInteraction_battleId_idx" ON "ProcessedInteraction"("battleId");

