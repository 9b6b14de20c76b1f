/**
 * The server's limits on what users may create (Services.limits), checked before a figure or a
 * battle is made. Each answers why not, or undefined when there is room. A figure made by
 * /figure create or import is counted again by the store as it is inserted (FigureLimitError),
 * so racing commands cannot pass the limit.
 */
import type { BattleSummary } from "../src/store/battle-types.ts";
import type { Services } from "./services.ts";
import { errorReply } from "./shared/replies.ts";
import type { BattleHandler } from "./subcommands.ts";

export async function figureLimitProblem(
  services: Services,
  guildId: string,
  ownerId: string,
): Promise<string | undefined> {
  const most = services.limits.figuresPerUser;
  if ((await services.figures.count(guildId, ownerId)) < most) return undefined;
  return figureLimitMessage(most);
}

/** The answer to a figure refused by the per-user limit (FigureLimitError from the store). */
export function figureLimitMessage(most: number): string {
  return `You already have ${most} ${most === 1 ? "figure" : "figures"} in this server, the most allowed; delete one with /figure delete first.`;
}

/** Room for one more figure in the battle (MAX_FIGURES_PER_BATTLE), or why not. */
function battleFigureLimitProblem(services: Services, battle: BattleSummary): string | undefined {
  const most = services.limits.figuresPerBattle;
  if (battle.figures.length < most) return undefined;
  return `This battle already has ${most} figures, the most allowed in one battle.`;
}

/**
 * A /battle subcommand that enters a figure: when the battle has no room for one more, it is
 * answered privately with why and `enter` does not run.
 */
export function enteringFigure(enter: BattleHandler): BattleHandler {
  return async (interaction, services, opened) => {
    const full = battleFigureLimitProblem(services, opened.loaded.battle);
    if (full !== undefined) {
      await interaction.reply(errorReply(full));
      return;
    }
    await enter(interaction, services, opened);
  };
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
