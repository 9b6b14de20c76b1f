/**
 * Opening a duel: /starship new (the opener takes the blue seat; with computer: the computer
 * captain takes the other and the duel starts at once), /starship join, /starship start.
 */
import type { GameWrite } from "../../src/battles/game-battles.ts";
import { joinSeat } from "../games/forming.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { channelDuel, isReply, UR_QUAN, written } from "./channel-duel.ts";
import { postStep } from "./give-order.ts";

export async function starshipNew(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const { actor, place, options, interactionId } = interaction;
  const reply = (r: Parameters<typeof interaction.reply>[0]) => interaction.reply(r);
  const deadlineMinutes = options.getInteger("deadline");
  const opened = await written(
    await services.games.open({
      interactionId: `${interactionId}:open`,
      game: UR_QUAN,
      seats: 2,
      options: {
        points: options.getInteger("points") ?? 60,
        asteroids: options.getInteger("asteroids") ?? 6,
      },
      guildId: place.guildId,
      channelId: place.channelId,
      gmId: actor.id,
      deadlineSeconds: deadlineMinutes === undefined ? null : deadlineMinutes * 60,
      limit: services.limits.activeBattlesPerGuild,
    }),
    reply,
  );
  if (opened === null) return;
  const battleId = opened.battleId;
  const seated = await written(
    await services.games.takeSeat({
      interactionId: `${interactionId}:seat`,
      battleId,
      playerId: actor.id,
    }),
    reply,
  );
  if (seated === null) return;
  if (options.getBoolean("computer") !== true) {
    await interaction.reply({
      content: `<@${actor.id}> opens a starship duel (fleets of up to ${options.getInteger("points") ?? 60} points). Another captain runs /starship join, then the opener /starship start.`,
      mentionUserIds: [],
    });
    return;
  }
  const filled = await written(
    await services.games.fillWithComputers({
      interactionId: `${interactionId}:computer`,
      battleId,
      by: actor.id,
    }),
    reply,
  );
  if (filled === null) return;
  await startAndPost(interaction, services, battleId);
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
    (outcome) => written(outcome, (r) => interaction.reply(r)),
  );
  if (joined === null) return;
  await interaction.reply({
    content: `<@${interaction.actor.id}> takes the orange seat. <@${duel.battle.gmId}> starts the duel with /starship start.`,
    mentionUserIds: [duel.battle.gmId],
  });
}

export async function starshipStart(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  await startAndPost(interaction, services, duel.battle.id);
}

async function startAndPost(
  interaction: CommandInteraction,
  services: Services,
  battleId: string,
): Promise<void> {
  const started: GameWrite | null = await written(
    await services.games.start({
      interactionId: `${interaction.interactionId}:start`,
      battleId,
      by: interaction.actor.id,
    }),
    (r) => interaction.reply(r),
  );
  if (started === null) return;
  await postStep(interaction, interaction.channelMessages?.(), services, started, [
    "The duel begins. Each captain buys a fleet in secret: /starship fleet ships: Scout, Dreadnought… (/starship ships lists them).",
  ]);
}
