/**
 * Orders through /starship: read from the options for the actor's seat, submitted through the
 * battle service (which lets the computer captain answer), then the step posted for everyone.
 * A fleet is bought privately: its answer is private and the channel learns only its size.
 */
import type { GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import { readoutOf, type UrQuanOrder, type UrQuanState } from "../../src/games/ur-quan/play.ts";
import { gameStepPost } from "../games/step-post.ts";
import type { ChannelMessages, CommandInteraction, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { channelDuel, isReply, starshipRefused } from "./channel-duel.ts";
import { type OrderSubcommand, orderFrom } from "./orders.ts";
import { seatOf } from "./seats.ts";
import { readFleet } from "./words.ts";

/**
 * Posts a step for everyone: its log lines (after any given first), the map and who is awaited;
 * the duel's board message (`messages`) is edited in place to match.
 */
export async function postStep(
  answer: { reply(reply: Reply): Promise<void> },
  messages: ChannelMessages | undefined,
  services: Services,
  write: GameWrite,
  before: readonly string[] = [],
): Promise<void> {
  const post = await gameStepPost(messages, services.games, write, before);
  if (post !== null) await answer.reply(post);
}

/** Submits an order for the actor's seat; null after answering a refusal privately. */
export async function submitFor(
  interaction: Pick<CommandInteraction, "actor" | "interactionId" | "reply">,
  services: Services,
  battleId: string,
  order: UrQuanOrder,
): Promise<GameWrite | null> {
  const { interactionId } = interaction;
  const actorId = interaction.actor.id;
  const submitted = await services.games.submit({ interactionId, battleId, actorId, order });
  return starshipRefused({ reply: (r) => interaction.reply(r) })(submitted);
}

/** The channel's duel and the actor's seat in it; null after answering privately that there is none. */
async function seatedDuel(
  interaction: CommandInteraction,
  services: Services,
): Promise<{ duel: LoadedGameBattle; seat: string } | null> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) {
    await interaction.reply(duel);
    return null;
  }
  const seat = seatOf(duel, interaction.actor.id);
  if (seat !== null) return { duel, seat };
  await interaction.reply(errorReply("You have no ship in this duel."));
  return null;
}

export async function starshipOrder(
  interaction: CommandInteraction,
  services: Services,
  subcommand: OrderSubcommand,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  const seat = seatOf(duel, interaction.actor.id);
  if (seat === null || duel.state === null)
    return interaction.reply(
      errorReply(
        seat === null ? "You have no ship in this duel." : "The duel has not started yet.",
      ),
    );
  const order = orderFrom(subcommand, interaction.options, duel.state as UrQuanState, seat);
  if (!order.ok) return interaction.reply(errorReply(order.problem));
  const write = await submitFor(interaction, services, duel.battle.id, order.value);
  if (write !== null) await postStep(interaction, interaction.channelMessages?.(), services, write);
}

export async function starshipFleet(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const seated = await seatedDuel(interaction, services);
  if (seated === null) return;
  const { duel, seat } = seated;
  const fleet = readFleet(interaction.options.getString("ships") ?? "");
  if (!fleet.ok) return interaction.reply(errorReply(fleet.problem));
  const write = await submitFor(interaction, services, duel.battle.id, {
    type: "fleet",
    by: seat,
    ships: fleet.value,
  });
  if (write === null) return;
  const names = fleet.value.map((id) => readoutOf(id).name).join(", ");
  await interaction.reply({
    content: `Your fleet, secret until each ship enters: ${names}.`,
    ephemeral: true,
  });
  await postStep(
    { reply: (r) => interaction.followUp({ ...r, ephemeral: false }) },
    interaction.channelMessages?.(),
    services,
    write,
  );
}
