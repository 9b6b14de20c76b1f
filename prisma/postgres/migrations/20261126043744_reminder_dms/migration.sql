-- CreateTable
CREATE TABLE "PlayerSettings" (
    "userId" TEXT NOT NULL,
    "remindersByDm" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlayerSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ReminderDm" (
    "battleId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReminderDm_pkey" PRIMARY KEY ("battleId","version","userId")
);

