-- AlterTable
ALTER TABLE "Figure" ADD COLUMN     "verified" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "InstallSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstallSecret_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "ServerSettings" (
    "guildId" TEXT NOT NULL,
    "allowUnverifiedImports" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServerSettings_pkey" PRIMARY KEY ("guildId")
);

