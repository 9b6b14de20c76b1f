/**
 * Opening a duel: /starship new (the opener takes the blue seat; with computer: the computer
 * captain takes the other and the duel starts at once), /starship join, /starship start, and /starship resume after the bot lost the channel. The
 * steps are the games' shared forming flow (commands/games/forming.ts).
 */
import { joinSeat, openGame, startGame } from "../games/forming.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { channelDuel, isReply, starshipRefused, UR_QUAN } from "./channel-duel.ts";
import { postStep } from "./give-order.ts";

export async function starshipNew(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const { actor, place, options, interactionId } = interaction;
  const deadlineMinutes = options.getInteger("deadline");
  const points = options.getInteger("points") ?? 60;
  const battleId = await openGame(
    services.games,
    {
      interactionId,
      game: UR_QUAN,
      seats: 2,
      options: { points, asteroids: options.getInteger("asteroids") ?? 6 },
      guildId: place.guildId,
      channelId: place.channelId,
      gmId: actor.id,
      deadlineSeconds: deadlineMinutes === undefined ? null : deadlineMinutes * 60,
      limit: services.limits.activeBattlesPerGuild,
    },
    starshipRefused(interaction),
    {},
  );
  if (battleId === null) return;
  if (options.getBoolean("computer") !== true) {
    await interaction.reply({
      content: `<@${actor.id}> opens a starship duel (fleets of up to ${points} points). Another captain runs /starship join, then the opener /starship start.`,
      mentionUserIds: [],
    });
    return;
  }
  await startAndPost(interaction, services, battleId, "computer");
}

export async function starshipJoin(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  const joined = await joinSeat(
    services.games,
    {
      interactionId: interaction.interactionId,
      battleId: duel.battle.id,
      playerId: interaction.actor.id,
    },
    starshipRefused(interaction),
  );
  if (joined === null) return;
  await interaction.reply({
    content: `<@${interaction.actor.id}> takes the orange seat. <@${duel.battle.gmId}> starts the duel with /starship start.`,
    mentionUserIds: [duel.battle.gmId],
  });
}

/** The opener's start: refused while the orange seat is empty (no computer unless asked for). */
export async function starshipStart(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  await startAndPost(interaction, services, duel.battle.id, "refuse");
}

/**
 * The opener's resume of a duel paused when the bot lost the channel (commands/games/channel-lost.ts):
 * run here, in the channel given back, it takes orders again and restarts the clock.
 */
export async function starshipResume(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  const resumed = await starshipRefused(interaction)(
    await services.games.resume({
      battleId: duel.battle.id,
      by: interaction.actor.id,
      interactionId: interaction.interactionId,
    }),
  );
  if (resumed !== null)
    await postStep(interaction, interaction.channelMessages?.(), services, resumed);
}

async function startAndPost(
  interaction: CommandInteraction,
  services: Services,
  battleId: string,
  emptySeats: "computer" | "refuse",
): Promise<void> {
  const started = await startGame(
    services.games,
    {
      battleId,
      by: interaction.actor.id,
      interactionId: `${interaction.interactionId}:start`,
      emptySeats,
    },
    starshipRefused(interaction),
  );
  if (started === null) return;
  await postStep(interaction, interaction.channelMessages?.(), services, started, [
    "The duel begins. Each captain buys a fleet in secret: /starship fleet ships: Scout, Dreadnought… (/starship ships lists them).",
  ]);
}
