-- CreateTable
CREATE TABLE "InstallSecret" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "ServerSettings" (
    "guildId" TEXT NOT NULL PRIMARY KEY,
    "allowUnverifiedImports" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Figure" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "guildId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "race" TEXT NOT NULL,
    "st" INTEGER NOT NULL,
    "dx" INTEGER NOT NULL,
    "spec" TEXT NOT NULL,
    "ep" INTEGER NOT NULL DEFAULT 0,
    "verified" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Figure" ("createdAt", "dx", "ep", "guildId", "id", "name", "nameKey", "ownerId", "race", "spec", "st", "updatedAt") SELECT "createdAt", "dx", "ep", "guildId", "id", "name", "nameKey", "ownerId", "race", "spec", "st", "updatedAt" FROM "Figure";
DROP TABLE "Figure";
ALTER TABLE "new_Figure" RENAME TO "Figure";
CREATE INDEX "Figure_guildId_ownerId_idx" ON "Figure"("guildId", "ownerId");
CREATE UNIQUE INDEX "Figure_guildId_ownerId_nameKey_key" ON "Figure"("guildId", "ownerId", "nameKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

