/**
 * How /lamame and /quick take a game's common steps (start, resume, back, an order), answer each
 * write and find the player's seat: the same in both games, each giving only its wording.
 */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { CommandInteraction, Reply } from "../interaction.ts";
import { errorReply } from "../shared/replies.ts";
import { type Refused, startGame } from "./forming.ts";
import { gameStepPost } from "./step-post.ts";

/**
 * Answers a write (null: refused, and already answered): the board is edited in place and a
 * resolved step's result posted. An order is confirmed privately (its content may be sealed) and
 * its result goes to the channel as a follow-up.
 */
async function answerGameWrite(
  interaction: CommandInteraction,
  games: GameBattles,
  write: GameWrite | null,
  privately: boolean,
): Promise<void> {
  if (write === null) return;
  const post = await gameStepPost(interaction.channelMessages?.(), games, write);
  if (!privately && post !== null) {
    await interaction.reply(post);
    return;
  }
  await interaction.reply({ content: "Done: your order is in.", ephemeral: true });
  if (post !== null) await interaction.followUp(post);
}

/** The seat the player holds; undefined after answering `noSeat` privately. */
export async function playerSeat(
  interaction: CommandInteraction,
  loaded: LoadedGameBattle,
  noSeat: string,
): Promise<string | undefined> {
  const seat = loaded.battle.seats.find((s) => s.playerId === interaction.actor.id);
  if (seat === undefined) await interaction.reply(errorReply(noSeat));
  return seat?.id;
}

/** A step every game takes alike: the opener's start and resume, a player's take-back or order. */
export type GameStep = "start" | "resume" | "back" | { readonly order: unknown };

/** Writes the step (a start gives empty seats to the computer first) and answers it. */
export async function playGameStep(
  interaction: CommandInteraction,
  games: GameBattles,
  battleId: string,
  answer: Refused,
  step: GameStep,
): Promise<void> {
  const actorId = interaction.actor.id;
  const { interactionId } = interaction;
  if (step === "start") {
    const input = { battleId, by: actorId, interactionId, emptySeats: "computer" } as const;
    return answerGameWrite(interaction, games, await startGame(games, input, answer), false);
  }
  const written =
    step === "resume"
      ? await games.resume({ battleId, by: actorId, interactionId })
      : step === "back"
        ? await games.takeBack({ battleId, actorId, interactionId })
        : await games.submit({ battleId, actorId, order: step.order, interactionId });
  return answerGameWrite(interaction, games, await answer(written), typeof step === "object");
}

/** A game's own words for the subcommands every game has: its name, its orders and its board. */
export interface GameCommandWords {
  /** The command's name without the slash, as in "/lamame help". */
  readonly command: string;
  /** Said to a player who holds no seat and gives an order. */
  readonly noSeat: string;
  /** The order the text gives for the seat, or why it gives none. */
  readonly parseOrder: (text: string, seat: string) => object | string;
  readonly board: (loaded: LoadedGameBattle, games: GameBattles) => Promise<Reply>;
}

/**
 * Answers a subcommand of a game already in the channel: start, resume, back, order or status;
 * any other is refused privately, pointing to the command's help.
 */
export async function playLoadedGame(
  interaction: CommandInteraction,
  games: GameBattles,
  loaded: LoadedGameBattle,
  answer: Refused,
  words: GameCommandWords,
): Promise<void> {
  const battleId = loaded.battle.id;
  const sub = interaction.subcommand;
  if (sub === "start" || sub === "resume" || sub === "back") {
    return playGameStep(interaction, games, battleId, answer, sub);
  }
  if (sub === "order") {
    const seat = await playerSeat(interaction, loaded, words.noSeat);
    if (seat === undefined) return;
    const order = words.parseOrder(interaction.options.getString("text") ?? "", seat);
    if (typeof order === "string") {
      await interaction.reply(errorReply(order));
      return;
    }
    return playGameStep(interaction, games, battleId, answer, { order });
  }
  if (sub === "status") {
    await interaction.reply(await words.board(loaded, games));
    return;
  }
  const name = words.command;
  await interaction.reply(
    errorReply(`Use one of /${name}'s subcommands: /${name} help lists the orders.`),
  );
}
