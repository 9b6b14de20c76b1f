-- CreateTable
CREATE TABLE "PlayerSettings" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "remindersByDm" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ReminderDm" (
    "battleId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("battleId", "version", "userId")
);

