/**
 * What a server's managers chose: today whether /figure import takes unverified documents.
 * A server that never chose has the defaults.
 */
import type { PrismaClient } from "../../generated/prisma/client.ts";

export class ServerSettingsStore {
  readonly #prisma: PrismaClient;

  constructor(prisma: PrismaClient) {
    this.#prisma = prisma;
  }

  async allowsUnverifiedImports(guildId: string): Promise<boolean> {
    const row = await this.#prisma.serverSettings.findUnique({ where: { guildId } });
    return row?.allowUnverifiedImports ?? false;
  }

  async setAllowUnverifiedImports(guildId: string, allow: boolean): Promise<void> {
    await this.#prisma.serverSettings.upsert({
      where: { guildId },
      create: { guildId, allowUnverifiedImports: allow },
      update: { allowUnverifiedImports: allow },
    });
  }
}
