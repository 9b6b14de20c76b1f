/**
 * The forming steps the games share (/lamame, /quick, /starship): taking a seat, the opener's
 * start (empty seats to the computer first), and the forming board. Each command gives only its
 * wording and refusal text.
 */
import type { GameBattles, GameWrite, LoadedGameBattle } from "../../src/battles/game-battles.ts";
import type { GameOutcome, GameRefusal } from "../../src/battles/outcome.ts";
import type { GameOptions } from "../../src/games/game-play.ts";
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { cutLines } from "../format/fit-lines.ts";
import type { CommandInteraction, Reply } from "../interaction.ts";
import { errorReply } from "../shared/replies.ts";

/** Answers a refusal (privately, in the game's words); the write's value otherwise, else null. */
export type Refused = (outcome: GameOutcome<GameWrite>) => Promise<GameWrite | null>;

/** A command's `Refused`: a refusal is answered privately with `wording`. */
export function refusalAnswerer(
  interaction: CommandInteraction,
  wording: (refusal: GameRefusal) => string,
): Refused {
  return async (outcome) => {
    if (outcome.kind !== "refused") return outcome.value;
    await interaction.reply(errorReply(wording(outcome.refusal)));
    return null;
  };
}

/** Seats the player (with the seat's own options); the seat taken, or null after a refusal. */
export async function joinSeat(
  games: GameBattles,
  input: {
    readonly battleId: string;
    readonly playerId: string;
    readonly interactionId: string;
    readonly seatOptions?: GameOptions;
  },
  refused: Refused,
): Promise<string | null> {
  if ((await refused(await games.takeSeat(input))) === null) return null;
  const { battle } = await games.load(input.battleId);
  return battle.seats.find((s) => s.playerId === input.playerId)?.id ?? null;
}

/** The opener's start: empty seats go to the computer, then the game starts; null after a refusal. */
export async function fillAndStart(
  games: GameBattles,
  input: { readonly battleId: string; readonly by: string; readonly interactionId: string },
  refused: Refused,
): Promise<GameWrite | null> {
  const { battleId, by } = input;
  if ((await refused(await games.fillWithComputers({ battleId, by }))) === null) return null;
  return refused(await games.start(input));
}

/** A forming battle's board: each seat's player, the computer, or empty. */
export function formingReply(loaded: LoadedGameBattle): Reply {
  const seats = loaded.battle.seats.map(
    (s) =>
      `${s.id}: ${s.playerId === null ? (s.computer ? "computer" : "empty") : `<@${s.playerId}>`}`,
  );
  return { content: cutLines(["Forming.", ...seats], DISCORD_LIMITS.content), mentionUserIds: [] };
}
