-- CreateTable
CREATE TABLE "Figure" (
    "id" TEXT NOT NULL,
    "guildId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "race" TEXT NOT NULL,
    "st" INTEGER NOT NULL,
    "dx" INTEGER NOT NULL,
    "spec" TEXT NOT NULL,
    "ep" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Figure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FigureHistory" (
    "id" SERIAL NOT NULL,
    "figureId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "epDelta" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL,
    "battleId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FigureHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Battle" (
    "id" TEXT NOT NULL,
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
    "turnDeadlineAt" TIMESTAMP(3),
    "reminderSentAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "snapshot" TEXT,
    "snapshotVersion" INTEGER,
    "winner" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "Battle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleParticipant" (
    "id" SERIAL NOT NULL,
    "battleId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "sideId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BattleParticipant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleFigure" (
    "id" SERIAL NOT NULL,
    "battleId" TEXT NOT NULL,
    "figureKey" TEXT NOT NULL,
    "sideId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "ownerId" TEXT,
    "sourceFigureId" TEXT,
    "snapshot" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BattleFigure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleEvent" (
    "id" SERIAL NOT NULL,
    "battleId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "interactionId" TEXT,
    "version" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BattleEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleUndo" (
    "id" SERIAL NOT NULL,
    "battleId" TEXT NOT NULL,
    "gmId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "steps" INTEGER NOT NULL,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "redoneAt" TIMESTAMP(3),
    "redoneBy" TEXT,

    CONSTRAINT "BattleUndo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UndoneEvent" (
    "id" SERIAL NOT NULL,
    "undoId" INTEGER NOT NULL,
    "battleId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "interactionId" TEXT,
    "version" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UndoneEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessedInteraction" (
    "interactionId" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessedInteraction_pkey" PRIMARY KEY ("interactionId")
);

-- CreateIndex
CREATE INDEX "Figure_guildId_ownerId_idx" ON "Figure"("guildId", "ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "Figure_guildId_ownerId_nameKey_key" ON "Figure"("guildId", "ownerId", "nameKey");

-- CreateIndex
CREATE INDEX "FigureHistory_figureId_idx" ON "FigureHistory"("figureId");

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

-- AddForeignKey
ALTER TABLE "FigureHistory" ADD CONSTRAINT "FigureHistory_figureId_fkey" FOREIGN KEY ("figureId") REFERENCES "Figure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FigureHistory" ADD CONSTRAINT "FigureHistory_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleParticipant" ADD CONSTRAINT "BattleParticipant_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleFigure" ADD CONSTRAINT "BattleFigure_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleFigure" ADD CONSTRAINT "BattleFigure_sourceFigureId_fkey" FOREIGN KEY ("sourceFigureId") REFERENCES "Figure"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleEvent" ADD CONSTRAINT "BattleEvent_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleUndo" ADD CONSTRAINT "BattleUndo_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UndoneEvent" ADD CONSTRAINT "UndoneEvent_undoId_fkey" FOREIGN KEY ("undoId") REFERENCES "BattleUndo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UndoneEvent" ADD CONSTRAINT "UndoneEvent_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcessedInteraction" ADD CONSTRAINT "ProcessedInteraction_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

