/**
 * The server's limits on what users may create (Services.limits), checked before a figure or a
 * battle is made. Each answers why not, or undefined when there is room.
 */
import type { Services } from "./services.ts";

export async function figureLimitProblem(
  services: Services,
  guildId: string,
  ownerId: string,
): Promise<string | undefined> {
  const most = services.limits.figuresPerUser;
  if ((await services.figures.count(guildId, ownerId)) < most) return undefined;
  return `You already have ${most} ${most === 1 ? "figure" : "figures"} in this server, the most allowed; delete one with /figure delete first.`;
}

export async function battleLimitProblem(
  services: Services,
  guildId: string,
): Promise<string | undefined> {
  const most = services.limits.activeBattlesPerGuild;
  if ((await services.battles.countOpen(guildId)) < most) return undefined;
  return battleLimitMessage(most);
}

/**
 * The answer to a battle refused by the per-server limit, here or by the store as the battle is
 * inserted (BattleLimitError), so racing commands cannot pass the limit.
 */
export function battleLimitMessage(most: number): string {
  return `This server already has ${most} ${most === 1 ? "battle" : "battles"} in progress, the most allowed; one must end (/battle end) before another can begin.`;
}
