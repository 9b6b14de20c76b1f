-- CreateTable
CREATE TABLE "Figure" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "guildId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "race" TEXT NOT NULL,
    "st" INTEGER NOT NULL,
    "dx" INTEGER NOT NULL,
    "gear" TEXT NOT NULL,
    "ep" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "FigureHistory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "figureId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "epDelta" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FigureHistory_figureId_fkey" FOREIGN KEY ("figureId") REFERENCES "Figure" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Figure_guildId_ownerId_idx" ON "Figure"("guildId", "ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "Figure_guildId_ownerId_nameKey_key" ON "Figure"("guildId", "ownerId", "nameKey");

-- CreateIndex
CREATE INDEX "FigureHistory_figureId_idx" ON "FigureHistory"("figureId");
