-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Battle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "guildId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "activeChannelKey" TEXT,
    "status" TEXT NOT NULL,
    "game" TEXT NOT NULL DEFAULT 'melee',
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
INSERT INTO "new_Battle" ("activeChannelKey", "arena", "channelId", "combatType", "createdAt", "deadlineSeconds", "endedAt", "gmId", "guildId", "id", "lastSeq", "reminderSentAt", "ruleset", "sides", "snapshot", "snapshotVersion", "startedAt", "status", "turnDeadlineAt", "updatedAt", "version", "winner") SELECT "activeChannelKey", "arena", "channelId", "combatType", "createdAt", "deadlineSeconds", "endedAt", "gmId", "guildId", "id", "lastSeq", "reminderSentAt", "ruleset", "sides", "snapshot", "snapshotVersion", "startedAt", "status", "turnDeadlineAt", "updatedAt", "version", "winner" FROM "Battle";
DROP TABLE "Battle";
ALTER TABLE "new_Battle" RENAME TO "Battle";
CREATE UNIQUE INDEX "Battle_activeChannelKey_key" ON "Battle"("activeChannelKey");
CREATE INDEX "Battle_guildId_channelId_createdAt_idx" ON "Battle"("guildId", "channelId", "createdAt");
CREATE INDEX "Battle_status_turnDeadlineAt_idx" ON "Battle"("status", "turnDeadlineAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

